import { getEventListeners, once } from 'node:events'
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import { Agent as HttpsAgent, createServer as createHttpsServer } from 'node:https'
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net'
import { generate } from 'selfsigned'
import { afterEach, expect, test } from 'vitest'
import { createNodeHttpFetch, UpstreamFramingError, type NodeHttpFetch } from './node-http-fetch.ts'

type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function transport(options?: Parameters<typeof createNodeHttpFetch>[0]): NodeHttpFetch {
  const created = createNodeHttpFetch(options)
  cleanups.push(() => created.close())
  return created
}

interface Listening {
  url: string
  connections: () => number
  closedRequests: () => number
}

async function listen(server: Server, scheme: 'http' | 'https', handler: Handler) {
  let connections = 0
  let closedRequests = 0
  const sockets = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    connections += 1
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    response.on('close', () => {
      if (!response.writableFinished) closedRequests += 1
    })
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (text: string) => (body += text))
    request.on('end', () => handler(request, response, body))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  )
  const { port } = server.address() as AddressInfo
  return {
    url: `${scheme}://127.0.0.1:${port}`,
    connections: () => connections,
    closedRequests: () => closedRequests,
  } satisfies Listening
}

const serveHttp = (handler: Handler) => listen(createHttpServer(), 'http', handler)

async function readAll(response: Response): Promise<string> {
  return await response.text()
}

test('sends the method, headers and body, and exposes status, headers and body', async () => {
  let seen: { method?: string; headers?: IncomingMessage['headers']; body?: string } = {}
  const server = await serveHttp((request, response, body) => {
    seen = { method: request.method, headers: request.headers, body }
    response.writeHead(429, [
      ['Content-Type', 'application/json'],
      ['Retry-After', '7'],
      ['Set-Cookie', 'a=1'],
      ['Set-Cookie', 'b=2'],
    ])
    response.end('{"error":"busy"}')
  })
  const { fetch } = transport()
  const response = await fetch(`${server.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { Authorization: 'Bearer test-key', 'Content-Type': 'application/json' },
    body: '{"stream":true}',
  })
  expect(response.status).toBe(429)
  expect(response.ok).toBe(false)
  expect(response.headers.get('retry-after')).toBe('7')
  expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
  expect(await response.json()).toEqual({ error: 'busy' })
  expect(seen.method).toBe('POST')
  expect(seen.body).toBe('{"stream":true}')
  expect(seen.headers?.authorization).toBe('Bearer test-key')
  expect(seen.headers?.['content-length']).toBe('15')
  // Nothing asks for compression: an SSE stream must arrive as it is written.
  expect(seen.headers?.['accept-encoding']).toBeUndefined()
})

test('hands out each piece of the body as it arrives, not when the answer ends', async () => {
  let finish: () => void = () => {}
  const server = await serveHttp((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream' })
    response.write('data: first\n\n')
    finish = () => response.end('data: last\n\n')
  })
  const response = await transport().fetch(server.url, { method: 'POST', body: '{}' })
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  const first = await reader.read()
  expect(decoder.decode(first.value)).toBe('data: first\n\n')
  finish()
  let rest = ''
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    rest += decoder.decode(next.value)
  }
  expect(rest).toBe('data: last\n\n')
})

test('reuses one pooled connection for requests made one after another', async () => {
  const server = await serveHttp((_request, response) => response.end('ok'))
  const { fetch } = transport()
  for (let index = 0; index < 5; index += 1) {
    expect(await readAll(await fetch(server.url, { method: 'POST', body: '{}' }))).toBe('ok')
  }
  expect(server.connections()).toBe(1)
})

test('a pooled socket left unused is closed, but a slow answer on a busy one is not', async () => {
  const closed: number[] = []
  const server = await serveHttp((request, response) => {
    request.socket.once('close', () => closed.push(Date.now()))
    // Slower than the pool's timeout, as a model thinking before its first word.
    setTimeout(() => response.end('late but whole'), 250)
  })
  const { fetch } = transport({ freeSocketTimeoutMs: 100 })
  const response = await fetch(server.url, { method: 'POST', body: '{}' })
  expect(await response.text()).toBe('late but whole')
  expect(closed).toEqual([])
  await waitFor(() => closed.length === 1)
})

test('a slow reader still gets every byte of a large answer', async () => {
  const piece = 'x'.repeat(64 * 1024)
  const server = await serveHttp((_request, response) => {
    for (let index = 0; index < 64; index += 1) response.write(piece)
    response.end()
  })
  const response = await transport().fetch(server.url)
  const reader = response.body!.getReader()
  let bytes = 0
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    bytes += next.value.byteLength
    await new Promise((resolve) => setImmediate(resolve))
  }
  expect(bytes).toBe(64 * piece.length)
})

test('a refused connection rejects with a TypeError naming the system error', async () => {
  const server = await serveHttp(() => {})
  const url = server.url
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  const failure = await transport()
    .fetch(url)
    .catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(TypeError)
  expect((failure as TypeError).cause).toMatchObject({ code: 'ECONNREFUSED' })
})

test('aborting before the answer rejects with the reason and drops the request', async () => {
  const server = await serveHttp(() => {
    // Never answers.
  })
  const controller = new AbortController()
  const pending = transport().fetch(server.url, {
    method: 'POST',
    body: '{}',
    signal: controller.signal,
  })
  await waitFor(() => server.connections() === 1)
  const reason = new Error('visitor left')
  controller.abort(reason)
  await expect(pending).rejects.toBe(reason)
  await waitFor(() => server.closedRequests() === 1)
})

test('an already aborted signal never opens a connection', async () => {
  const server = await serveHttp((_request, response) => response.end('ok'))
  const reason = new Error('too late')
  await expect(transport().fetch(server.url, { signal: AbortSignal.abort(reason) })).rejects.toBe(
    reason,
  )
  expect(server.connections()).toBe(0)
})

test('aborting part-way through the body errors the stream and closes the upstream request', async () => {
  const server = await serveHttp((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream' })
    response.write('data: one\n\n')
  })
  const controller = new AbortController()
  const response = await transport().fetch(server.url, { signal: controller.signal })
  const reader = response.body!.getReader()
  await reader.read()
  const reason = new Error('idle timeout')
  controller.abort(reason)
  await expect(reader.read()).rejects.toBe(reason)
  await waitFor(() => server.closedRequests() === 1)
})

test('an answer cut off part-way errors the stream with a TypeError', async () => {
  const server = await serveHttp((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream' })
    response.write('data: one\n\n', () => response.socket?.destroy())
  })
  const response = await transport().fetch(server.url)
  const reader = response.body!.getReader()
  const failure = await (async () => {
    for (;;) {
      const next = await reader.read()
      if (next.done) return 'ended cleanly'
    }
  })().catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(TypeError)
})

test('an abort after the whole answer has arrived keeps the connection for the next request', async () => {
  const server = await serveHttp((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream' })
    response.write('data: a\n\n')
    setTimeout(() => response.end('data: [DONE]\n\n'), 20)
  })
  const { fetch } = transport()
  for (let round = 0; round < 3; round += 1) {
    const controller = new AbortController()
    const response = await fetch(server.url, { signal: controller.signal })
    const reader = response.body!.getReader()
    await reader.read()
    await new Promise((resolve) => setTimeout(resolve, 60))
    await reader.read()
    // Stopped at "[DONE]", as the engine does, then the engine aborts as it ends.
    reader.releaseLock()
    controller.abort(new Error('recipe stream closed'))
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  expect(server.connections()).toBe(1)
})

test('cancelling while the end is still to come is harmless too', async () => {
  const server = await serveHttp((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream' })
    response.write('data: a\n\n')
    setTimeout(() => response.end('data: [DONE]\n\n'), 20)
  })
  const response = await transport().fetch(server.url)
  const reader = response.body!.getReader()
  await reader.read()
  await new Promise((resolve) => setTimeout(resolve, 60))
  await reader.read()
  await reader.cancel()
  await new Promise((resolve) => setTimeout(resolve, 50))
})

test('cancelling the body closes the upstream request', async () => {
  const server = await serveHttp((_request, response) => {
    response.writeHead(200)
    response.write('partial')
  })
  const response = await transport().fetch(server.url)
  await response.body!.cancel()
  await waitFor(() => server.closedRequests() === 1)
})

test('a 204 answer has no body, as fetch requires', async () => {
  const server = await serveHttp((_request, response) => {
    response.writeHead(204)
    response.end()
  })
  const response = await transport().fetch(server.url)
  expect(response.status).toBe(204)
  expect(response.body).toBeNull()
})

test('an answer fetch cannot represent is a malformed answer (not retried), never a crash', async () => {
  for (const statusLine of ['HTTP/1.1 600 Weird', 'HTTP/1.1 999 Odd', 'HTTP/1.1 200 O\x01K']) {
    const raw = createTcpServer((socket) => {
      socket.once('data', () => socket.end(`${statusLine}\r\nContent-Length: 2\r\n\r\nhi`))
    })
    raw.listen(0, '127.0.0.1')
    await once(raw, 'listening')
    const { port } = raw.address() as AddressInfo
    const failure = await transport()
      .fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: '{}' })
      .catch((error: unknown) => error)
    raw.close()
    expect(failure).toBeInstanceOf(UpstreamFramingError)
  }
})

test('header values lose surrounding whitespace, as with fetch; a forbidden one is no network error', async () => {
  let authorization: string | undefined
  const server = await serveHttp((request, response) => {
    authorization = request.headers.authorization
    response.end('ok')
  })
  const { fetch } = transport()
  await (await fetch(server.url, { headers: { Authorization: 'Bearer from-a-file\n' } })).text()
  expect(authorization).toBe('Bearer from-a-file')

  const failure = await fetch(server.url, { headers: { Authorization: 'Bearer a\u0001b' } }).catch(
    (error: unknown) => error,
  )
  expect(failure).toBeInstanceOf(Error)
  expect(failure).not.toBeInstanceOf(TypeError)
})

test('a body it cannot send is refused before any connection is made', async () => {
  const server = await serveHttp((_request, response) => response.end('ok'))
  const failure = await transport()
    .fetch(server.url, { method: 'POST', body: new URLSearchParams('a=1') })
    .catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(Error)
  expect(server.connections()).toBe(0)
})

test('only http and https are spoken', async () => {
  await expect(transport().fetch('ftp://127.0.0.1/file')).rejects.toThrow(TypeError)
})

test('speaks https, checking the certificate against the agent it is given', async () => {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  })
  const server = await listen(
    createHttpsServer({ key: pems.private, cert: pems.cert }),
    'https',
    (_request, response, body) => response.end(`secure ${body}`),
  )
  const trusting = transport({ httpsAgent: new HttpsAgent({ keepAlive: true, ca: pems.cert }) })
  const response = await trusting.fetch(server.url, { method: 'POST', body: 'hello' })
  expect(await response.text()).toBe('secure hello')

  // The default agent trusts only the system's authorities: a self-signed answer is refused.
  const failure = await transport()
    .fetch(server.url)
    .catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(TypeError)
})

async function waitFor(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

test('aborting just after the last byte, before the end is signalled, is harmless', async () => {
  // The engine aborts its upstream signal whenever it stops, right after reading "[DONE]"; if the
  // body was paused for a slow reader, the end is still to come and must not trip over the abort.
  const server = await serveHttp((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream' })
    response.write('data: a\n\n')
    setTimeout(() => response.end('data: [DONE]\n\n'), 20)
  })
  const controller = new AbortController()
  const response = await transport().fetch(server.url, { signal: controller.signal })
  const reader = response.body!.getReader()
  await reader.read()
  // Not reading meanwhile: the last piece and the end arrive and wait, paused.
  await new Promise((resolve) => setTimeout(resolve, 60))
  const last = await reader.read()
  expect(new TextDecoder().decode(last.value)).toBe('data: [DONE]\n\n')
  reader.releaseLock()
  controller.abort(new Error('recipe stream closed'))
  // An exception thrown by the end arriving now would fail the run as an uncaught error.
  await new Promise((resolve) => setTimeout(resolve, 50))
})

test('an error body is read up to the bound, no further, and its socket is not reused', async () => {
  let written = 0
  const server = await serveHttp((_request, response) => {
    response.writeHead(500, { 'Content-Type': 'application/json' })
    const chunk = Buffer.alloc(64 * 1024, 'x')
    const writeMore = () => {
      while (!response.destroyed && written < 50 * 1024 * 1024) {
        written += chunk.length
        if (!response.write(chunk)) {
          response.once('drain', writeMore)
          return
        }
      }
      response.end()
    }
    writeMore()
  })
  const { fetch } = transport({ maxErrorBodyBytes: 1_000 })
  const response = await fetch(server.url, { method: 'POST', body: '{}' })
  expect(response.status).toBe(500)
  // Half a JSON object is no JSON: typed as text so that nobody parses it.
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
  expect(await response.text()).toBe('x'.repeat(1_000))
  expect(written).toBeLessThan(50 * 1024 * 1024)
  await (await fetch(server.url, { method: 'POST', body: '{}' })).text()
  expect(server.connections()).toBe(2)
})

test('a small error body arrives whole, keeps its type, and its socket is reused', async () => {
  const server = await serveHttp((_request, response) => {
    response.writeHead(400, { 'Content-Type': 'application/json' })
    response.end('{"error":{"code":"model_not_supported"}}')
  })
  const { fetch } = transport()
  const first = await fetch(server.url, { method: 'POST', body: '{}' })
  expect(first.headers.get('content-type')).toBe('application/json')
  expect(await first.json()).toEqual({ error: { code: 'model_not_supported' } })
  // Nobody reads this one's body: it was read already, so the socket is still clean.
  await fetch(server.url, { method: 'POST', body: '{}' })
  await fetch(server.url, { method: 'POST', body: '{}' })
  expect(server.connections()).toBe(1)
})

test('an event-stream line past the bound fails as a malformed answer and closes the socket', async () => {
  const server = await serveHttp((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream' })
    response.write('data: {"ok":1}\r\n\r\n')
    response.write(`data: ${'y'.repeat(3_000)}`)
    response.write('y'.repeat(3_000))
  })
  const response = await transport({ maxLineBytes: 5_000 }).fetch(server.url, {
    method: 'POST',
    body: '{}',
  })
  const failure = await response.text().catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(UpstreamFramingError)
  await expect.poll(() => server.closedRequests()).toBe(1)
})

test('many short lines, in LF, CRLF or CR framing, are never mistaken for a long one', async () => {
  for (const newline of ['\n', '\r\n', '\r']) {
    const event = `data: ${'z'.repeat(100)}${newline}${newline}`
    const server = await serveHttp((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' })
      response.end(event.repeat(2_000))
    })
    const response = await transport({ maxLineBytes: 200 }).fetch(server.url)
    expect((await response.text()).length).toBe(event.length * 2_000)
  }
})

test('a long line in a body that is not an event stream is not bounded here', async () => {
  const server = await serveHttp((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' })
    response.end(`{"data":"${'m'.repeat(10_000)}"}`)
  })
  const response = await transport({ maxLineBytes: 100 }).fetch(server.url)
  expect((await response.text()).length).toBe(10_011)
})

test('the light answer the engine reads: status, headers, a body read by network read, the socket kept', async () => {
  const server = await serveHttp((_request, response) => {
    response.writeHead(200, [
      ['Content-Type', 'text/event-stream'],
      ['Retry-After', '3'],
      ['X-Twice', 'a'],
      ['X-Twice', 'b'],
    ])
    response.write('data: a\n\n')
    setImmediate(() => response.end('data: [DONE]\n\n'))
  })
  const { request } = transport()
  for (let round = 0; round < 3; round += 1) {
    const controller = new AbortController()
    let stop: ((reason: unknown) => void) | undefined
    const answer = await request(server.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      signal: controller.signal,
      takeStop: (given) => (stop = given),
    })
    expect(answer.ok).toBe(true)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Retry-After')).toBe('3')
    expect(answer.headers.get('x-twice')).toBe('a, b')
    const reader = answer.body!.getReader()
    const decoder = new TextDecoder()
    let text = ''
    while (!text.includes('[DONE]')) {
      const { done, value } = await reader.read()
      if (done) break
      text += decoder.decode(value)
    }
    expect(text).toBe('data: a\n\ndata: [DONE]\n\n')
    // As the engine does at "[DONE]": stop reading, then end the request with its own stop.
    reader.releaseLock()
    stop?.(new Error('recipe stream closed'))
    // Over either way: the visitor's signal is left with no listener of ours.
    await waitFor(() => getEventListeners(controller.signal, 'abort').length === 0)
  }
  expect(server.connections()).toBe(1)
})

test("the caller's own stop ends a request still waiting for its answer, as an abort would", async () => {
  const server = await serveHttp(() => {
    // Never answers.
  })
  const visitor = new AbortController()
  let stop: ((reason: unknown) => void) | undefined
  const pending = transport().request(server.url, {
    method: 'POST',
    headers: {},
    body: '{}',
    signal: visitor.signal,
    takeStop: (given) => (stop = given),
  })
  await waitFor(() => server.connections() === 1)
  const reason = new Error('upstream idle timeout')
  stop?.(reason)
  await expect(pending).rejects.toBe(reason)
  await waitFor(() => server.closedRequests() === 1)
  expect(getEventListeners(visitor.signal, 'abort')).toHaveLength(0)
  // Stopped once: a later abort of the visitor's signal finds nothing left to end.
  visitor.abort(new Error('visitor left'))
})

test('a light error answer is read whole, up to the bound', async () => {
  const server = await serveHttp((_request, response) => {
    response.writeHead(404, { 'Content-Type': 'text/plain' })
    response.end('Model not found')
  })
  const answer = await transport().request(server.url, { method: 'POST', headers: {}, body: '{}' })
  expect(answer.ok).toBe(false)
  expect(answer.status).toBe(404)
  expect(await answer.text()).toBe('Model not found')
})

test('a light answer cut off part-way fails its reader with a TypeError, and cancelling closes it', async () => {
  const server = await serveHttp((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream' })
    response.write('data: a\n\n')
    setTimeout(() => response.socket?.destroy(), 20)
  })
  const answer = await transport().request(server.url, { method: 'POST', headers: {}, body: '{}' })
  const reader = answer.body!.getReader()
  expect((await reader.read()).done).toBe(false)
  await expect(reader.read()).rejects.toBeInstanceOf(TypeError)

  const open = await serveHttp((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream' })
    response.write('data: a\n\n')
  })
  const kept = await transport().request(open.url, { method: 'POST', headers: {}, body: '{}' })
  await kept.body!.cancel()
  await expect.poll(() => open.closedRequests()).toBe(1)
})
