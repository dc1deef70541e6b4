import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from 'vitest'

const FIXTURE = path.resolve(import.meta.dirname, '../support/cluster-limits-fixture.ts')

/** Runs the two-worker cluster fixture for real and reads what each worker was told. */
async function runCluster(...args: string[]) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', FIXTURE, ...args],
    { timeout: 20_000 },
  )
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as {
    visitor: string[]
    upstream: string[]
    store: string
    storeDownLines: number
  }[]
}

test('without Redis, node:cluster workers share one set of limits kept by the primary', async () => {
  const [first, second] = await runCluster()

  // 3 requests per visitor per minute and 2 upstream requests per day, across both workers.
  expect(first).toMatchObject({ visitor: ['ok', 'ok'], upstream: ['ok'], store: 'memory' })
  expect(second).toMatchObject({
    visitor: ['ok', 'rate_limited'],
    upstream: ['ok', 'daily_limit_reached'],
    store: 'memory',
    storeDownLines: 0,
  })
})

test('a primary that does not count in time leaves each worker its own limits, logged once', async () => {
  const [first, second] = await runCluster('--no-primary-store')

  // Each worker alone: its own 3 per visitor, and its share of the budget, ceil(2 / 2) = 1.
  expect(first).toMatchObject({ visitor: ['ok', 'ok'], upstream: ['ok'], storeDownLines: 1 })
  expect(second).toMatchObject({
    visitor: ['ok', 'ok'],
    upstream: ['ok', 'daily_limit_reached'],
    storeDownLines: 1,
  })
})
