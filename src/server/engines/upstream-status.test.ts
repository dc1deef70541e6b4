import { expect, test } from 'vitest'
import { createUpstreamStatusTracker } from './upstream-status.ts'

const at = () => new Date('2026-11-25T10:00:00Z')

test('unknown and ready until something is learnt', () => {
  const tracker = createUpstreamStatusTracker('m', at)
  expect(tracker.snapshot()).toEqual({ model: 'm', available: null, checkedAt: null })
  expect(tracker.readiness()).toEqual({ ready: true })
})

test('the model list, refused recipes and answers move readiness both ways', () => {
  const tracker = createUpstreamStatusTracker('m', at)
  const changes: unknown[] = []
  tracker.onChange((status) => changes.push(status.available))

  tracker.recordModelList(false)
  expect(tracker.snapshot()).toEqual({
    model: 'm',
    available: false,
    checkedAt: '2026-11-25T10:00:00.000Z',
  })
  expect(tracker.readiness()).toEqual({ ready: false, reason: 'model_not_served' })

  tracker.recordAnswer()
  expect(tracker.readiness()).toEqual({ ready: true })

  tracker.recordFailure('token_rejected')
  expect(tracker.readiness()).toEqual({ ready: false, reason: 'token_rejected' })
  // A model list that answered took the token.
  tracker.recordModelList(true)
  expect(tracker.readiness()).toEqual({ ready: true })

  tracker.recordFailure('model_not_served')
  expect(tracker.readiness()).toEqual({ ready: false, reason: 'model_not_served' })

  // Passing trouble changes nothing.
  tracker.recordAnswer()
  for (const cause of ['rate_limited', 'loading', 'credits_spent', 'other'] as const) {
    tracker.recordFailure(cause)
  }
  expect(tracker.readiness()).toEqual({ ready: true })
  expect(changes).toEqual([false, true, true, true, false, true])
})

test('a server without a model list makes the model unknown again', () => {
  const tracker = createUpstreamStatusTracker('m', at)
  tracker.recordModelList(false)
  tracker.recordModelList(null)
  expect(tracker.snapshot().available).toBeNull()
  expect(tracker.readiness()).toEqual({ ready: true })
})
