import { expect, test } from 'vitest'
import { decideRestart, DEFAULT_RESTART_POLICY, type RestartPolicy } from './restart-policy.ts'

const policy: RestartPolicy = { maxDeaths: 3, windowMs: 10_000, baseDelayMs: 100, maxDelayMs: 250 }

test('a first death is restarted after the base delay', () => {
  expect(decideRestart([], 50_000, policy)).toEqual({
    action: 'restart',
    delayMs: 100,
    recentDeaths: 1,
  })
})

test('deaths close together back off, doubling up to the cap', () => {
  expect(decideRestart([49_000], 50_000, policy)).toMatchObject({ action: 'restart', delayMs: 200 })
  expect(decideRestart([48_000, 49_000], 50_000, policy)).toMatchObject({
    action: 'restart',
    delayMs: 250,
    recentDeaths: 3,
  })
})

test('more deaths than allowed within the window is a crash loop: give up', () => {
  expect(decideRestart([47_000, 48_000, 49_000], 50_000, policy)).toEqual({
    action: 'give up',
    recentDeaths: 4,
  })
})

test('deaths older than the window are forgiven', () => {
  expect(decideRestart([1_000, 2_000, 3_000, 39_999], 50_000, policy)).toEqual({
    action: 'restart',
    delayMs: 100,
    recentDeaths: 1,
  })
})

test('the default gives up on the sixth death in a minute, after under 8 s of back-off', () => {
  let now = 0
  const deaths: number[] = []
  let waited = 0
  for (;;) {
    const decision = decideRestart(deaths, now)
    if (decision.action === 'give up') break
    waited += decision.delayMs
    deaths.push(now)
    now += decision.delayMs + 500 // the new worker dies half a second after it starts
  }
  expect(deaths).toHaveLength(DEFAULT_RESTART_POLICY.maxDeaths)
  expect(waited).toBeLessThan(8_000)
})
