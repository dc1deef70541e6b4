import { describe, expect, it } from 'vitest'
import {
  createNotFoundLogSampler,
  loggedPath,
  MAX_LOGGED_PATH_LENGTH,
  NOT_FOUND_LOGGED_PER_WINDOW,
  NOT_FOUND_WINDOW_MS,
} from './request-log-bounds.ts'

describe('loggedPath', () => {
  it('keeps a short path whole and cuts a long one, saying how long it was', () => {
    expect(loggedPath('/api/recipe')).toBe('/api/recipe')
    const long = `/api/${'a'.repeat(16_000)}`
    expect(loggedPath(long)).toBe(`${long.slice(0, MAX_LOGGED_PATH_LENGTH)}…(16005 chars)`)
  })

  it('never cuts a surrogate pair in half', () => {
    const path = `/${'a'.repeat(MAX_LOGGED_PATH_LENGTH - 2)}🍅🍅`
    expect(loggedPath(path)).toBe(
      `/${'a'.repeat(MAX_LOGGED_PATH_LENGTH - 2)}…(${path.length} chars)`,
    )
  })
})

describe('createNotFoundLogSampler', () => {
  it('logs the first few per client per minute, says once that the rest go quiet, then counts them', () => {
    let now = 0
    const sampler = createNotFoundLogSampler({ now: () => now })
    const verdicts = Array.from({ length: 100 }, () => sampler.admit('192.0.2.1'))

    expect(verdicts.filter((verdict) => verdict.logRequest)).toHaveLength(
      NOT_FOUND_LOGGED_PER_WINDOW,
    )
    expect(verdicts.filter((verdict) => verdict.startsQuiet)).toHaveLength(1)
    expect(sampler.admit('192.0.2.2').logRequest).toBe(true)

    now += NOT_FOUND_WINDOW_MS
    const next = sampler.admit('192.0.2.1')
    expect(next).toMatchObject({
      logRequest: true,
      notLoggedBefore: 100 - NOT_FOUND_LOGGED_PER_WINDOW,
    })
  })
})
