import { setTimeout as sleep } from 'node:timers/promises'
import { expect, test } from 'vitest'
import { coalesceReadyChunks } from './coalesce-ready-chunks.ts'

async function collect(source: AsyncIterable<string>) {
  const out: string[] = []
  for await (const text of coalesceReadyChunks(source[Symbol.asyncIterator]())) out.push(text)
  return out
}

test('chunks ready in the same turn go out as one', async () => {
  async function* burst() {
    yield 'a'
    yield 'b'
    yield 'c'
  }
  expect(await collect(burst())).toEqual(['abc'])
})

test('chunks that arrive apart in time stay apart', async () => {
  async function* paced() {
    yield 'a'
    await sleep(20)
    yield 'b'
    yield 'c'
    await sleep(20)
    yield 'd'
  }
  expect(await collect(paced())).toEqual(['a', 'bc', 'd'])
})

test('text that arrived before a failure is handed out before the failure', async () => {
  async function* failing() {
    yield 'kept'
    throw new Error('cut')
  }
  const out: string[] = []
  await expect(async () => {
    for await (const text of coalesceReadyChunks(failing())) out.push(text)
  }).rejects.toThrow('cut')
  expect(out).toEqual(['kept'])
})

test('an empty source yields nothing', async () => {
  async function* empty() {}
  expect(await collect(empty())).toEqual([])
})
