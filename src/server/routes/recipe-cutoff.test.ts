import { expect, test } from 'vitest'
import { ApiError } from '../api-error.ts'
import { createRecipeCutoff, cutReason } from './recipe-cutoff.ts'

test('cutting ends each open recipe once with an unavailable error, and counts them', () => {
  const cutoff = createRecipeCutoff()
  const reasons: ApiError[] = []
  const releaseFirst = cutoff.track((reason) => reasons.push(reason))
  cutoff.track((reason) => reasons.push(reason))
  const releaseDone = cutoff.track(() => reasons.push(new ApiError('internal_error', 'no')))
  releaseDone()
  releaseDone()
  expect(cutoff.open()).toBe(2)

  expect(cutoff.cutAll()).toBe(2)
  expect(reasons.map((reason) => reason.code)).toEqual(['unavailable', 'unavailable'])
  releaseFirst()
  expect(cutoff.open()).toBe(1)
})

test("a signal aborted by the cut gives the cut's reason; any other abort gives none", () => {
  const cut = new AbortController()
  cut.abort(new ApiError('unavailable', 'restarting'))
  expect(cutReason(cut.signal)?.code).toBe('unavailable')
  const left = new AbortController()
  left.abort(new Error('visitor went away'))
  expect(cutReason(left.signal)).toBeUndefined()
  expect(cutReason(new AbortController().signal)).toBeUndefined()
})
