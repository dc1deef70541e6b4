import { expect, test } from 'vitest'
import type { StopSignal } from './stop-signal.ts'
import { withStop, type SignalFetch } from './upstream-response.ts'

/** A caller's signal that counts its listeners, as a recipe route's long-lived one would. */
function countingSignal() {
  const controller = new AbortController()
  let listeners = 0
  const signal: StopSignal = {
    get aborted() {
      return controller.signal.aborted
    },
    get reason(): unknown {
      return controller.signal.reason
    },
    throwIfAborted: () => controller.signal.throwIfAborted(),
    addEventListener(type, listener, options) {
      listeners += 1
      controller.signal.addEventListener(type, listener, options)
    },
    removeEventListener(type, listener) {
      listeners -= 1
      controller.signal.removeEventListener(type, listener)
    },
  }
  return {
    signal,
    abort: (reason: unknown) => controller.abort(reason),
    listeners: () => listeners,
  }
}

/** A fetch answering with a two-chunk body, keeping the signal each request was given. */
function fakeFetch(fail = false) {
  const signals: AbortSignal[] = []
  const fetch: SignalFetch = (_url, init) => {
    signals.push(init.signal)
    if (fail) return Promise.reject(new Error('refused'))
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('one'))
        controller.enqueue(new TextEncoder().encode('two'))
        controller.close()
      },
    })
    return Promise.resolve(new Response(body, { status: 200 }))
  }
  return { fetch, signals }
}

const init = { method: 'POST' as const, headers: {} }

test("the caller's signal keeps its listener while the body is read, and loses it at the end", async () => {
  const caller = countingSignal()
  const { fetch, signals } = fakeFetch()
  const response = await withStop(fetch)('http://upstream/', { ...init, signal: caller.signal })
  const reader = response.body?.getReader()
  expect(await reader?.read()).toMatchObject({ done: false })
  expect(caller.listeners()).toBe(1)
  while ((await reader?.read())?.done === false);
  expect(caller.listeners()).toBe(0)
  // The request is over: a later stop of the caller's no longer reaches it.
  caller.abort('gone')
  expect(signals[0]?.aborted).toBe(false)
})

test('the listener goes when the body is cancelled, read as text, or the fetch fails', async () => {
  for (const end of ['cancel', 'text', 'fail'] as const) {
    const caller = countingSignal()
    const { fetch } = fakeFetch(end === 'fail')
    const request = withStop(fetch)('http://upstream/', { ...init, signal: caller.signal })
    if (end === 'fail') await expect(request).rejects.toThrow('refused')
    else if (end === 'cancel') await (await request).body?.cancel()
    else expect(await (await request).text()).toBe('onetwo')
    expect(caller.listeners(), end).toBe(0)
  }
})

test("the caller's stop still ends a request under way, and the request's own stop releases it", async () => {
  const caller = countingSignal()
  const { fetch, signals } = fakeFetch()
  await withStop(fetch)('http://upstream/', { ...init, signal: caller.signal })
  caller.abort('visitor left')
  expect(signals[0]?.reason).toBe('visitor left')

  const second = countingSignal()
  let stop: ((reason: unknown) => void) | undefined
  await withStop(fetch)('http://upstream/', {
    ...init,
    signal: second.signal,
    takeStop: (given) => {
      stop = given
    },
  })
  stop?.('recipe done')
  expect(signals[1]?.reason).toBe('recipe done')
  expect(second.listeners()).toBe(0)
})
