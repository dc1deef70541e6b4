import { setTimeout as sleep } from 'node:timers/promises'
import { expect, test } from 'vitest'
import { coalesceReadyChunks } from './coalesce-ready-chunks.ts'

async function collect(source: AsyncIterable<string>) {
  const out: string[] = []
  for await (const { text } of coalesceReadyChunks(source[Symbol.asyncIterator]())) out.push(text)
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

test('text that arrives with the end of the source says it is the last', async () => {
  async function* endsWithLastBurst() {
    yield 'a'
    await sleep(20)
    yield 'b'
    yield 'c'
  }
  async function* endsLater() {
    yield 'a'
    await sleep(20)
  }
  const seen = async (source: AsyncGenerator<string>) => {
    const out: { text: string; isLast: boolean }[] = []
    for await (const ready of coalesceReadyChunks(source)) out.push(ready)
    return out
  }

  expect(await seen(endsWithLastBurst())).toEqual([
    { text: 'a', isLast: false },
    { text: 'bc', isLast: true },
  ])
  expect(await seen(endsLater())).toEqual([{ text: 'a', isLast: false }])
})

test('text that arrived before a failure is handed out before the failure', async () => {
  async function* failing() {
    yield 'kept'
    throw new Error('cut')
  }
  const out: string[] = []
  await expect(async () => {
    for await (const { text } of coalesceReadyChunks(failing())) out.push(text)
  }).rejects.toThrow('cut')
  expect(out).toEqual(['kept'])
})

test('an empty source yields nothing', async () => {
  async function* empty() {}
  expect(await collect(empty())).toEqual([])
})

test('stopping early closes the source once the piece already asked for settles', async () => {
  let isClosed = false
  let release: (value: IteratorResult<string>) => void = () => {}
  const source: AsyncIterator<string> = {
    next: (() => {
      let calls = 0
      return () => {
        calls += 1
        if (calls === 1) return Promise.resolve({ done: false, value: 'first' })
        return new Promise<IteratorResult<string>>((resolve) => (release = resolve))
      }
    })(),
    return: () => {
      isClosed = true
      return Promise.resolve({ done: true, value: undefined })
    },
  }
  const merged = coalesceReadyChunks(source)
  expect(await merged.next()).toEqual({ done: false, value: { text: 'first', isLast: false } })
  const stopping = merged.return(undefined)
  release({ done: false, value: 'never read' })
  await stopping
  expect(isClosed).toBe(true)
})

test('a failure of the piece asked for after stopping is not left unhandled', async () => {
  let fail: (error: Error) => void = () => {}
  async function* source() {
    yield 'first'
    await new Promise((_resolve, reject) => (fail = reject))
  }
  const unhandled: unknown[] = []
  const onUnhandled = (reason: unknown) => unhandled.push(reason)
  process.on('unhandledRejection', onUnhandled)
  try {
    const merged = coalesceReadyChunks(source())
    await merged.next()
    const stopping = merged.return(undefined)
    fail(new Error('upstream aborted'))
    await stopping.catch(() => {})
    await sleep(20)
    expect(unhandled).toEqual([])
  } finally {
    process.off('unhandledRejection', onUnhandled)
  }
})

test("the engine's signals ride on the burst they arrive in", async () => {
  const notice = { code: 'truncated' as const, message: 'cut' }
  async function* signalled() {
    yield { kind: 'thinking' as const }
    await sleep(20)
    yield 'a'
    yield 'b'
    yield { kind: 'notice' as const, notice }
  }
  const out = []
  for await (const ready of coalesceReadyChunks(signalled())) out.push(ready)
  expect(out).toEqual([
    { text: '', isLast: false, isThinking: true },
    { text: 'ab', isLast: true, notice },
  ])
})

test('a thinking signal after text in the same burst is not raised', async () => {
  async function* late() {
    yield 'a'
    yield { kind: 'thinking' as const }
  }
  const out = []
  for await (const ready of coalesceReadyChunks(late())) out.push(ready)
  expect(out).toEqual([{ text: 'a', isLast: true }])
})

test('a burst that ends with its source leaves no immediate behind', async () => {
  async function* burst() {
    yield 'a'
    yield 'b'
  }
  const immediates = () =>
    process.getActiveResourcesInfo().filter((resource) => resource === 'Immediate').length
  const before = immediates()
  const chunks = coalesceReadyChunks(burst())
  const first = await chunks.next()
  expect(first.value).toMatchObject({ text: 'ab', isLast: true })
  // A pending immediate keeps the event loop from waiting in its poll: one more turn per recipe.
  expect(immediates()).toBe(before)
})
