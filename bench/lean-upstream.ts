import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export interface UpstreamBehaviour {
  /** Text deltas, in order. */
  chunks: readonly string[]
  /** Wait before the headers and first chunk, like a model thinking. */
  firstByteDelayMs?: number
  /** Gap between chunks; 0 writes the whole answer in one go. */
  chunkDelayMs?: number
}

export interface LeanUpstream {
  /** Ends in /v1, as the llm engine's base URL expects. */
  baseUrl: string
  port: number
  /** How many answers were completed, and how many were cut off by the client. */
  counts: () => { completed: number; closedEarly: number; active: number; connections: number }
  close(): Promise<void>
}

export interface LeanUpstreamHooks {
  /** performance.now() when the first chunk of an answer is written (same-process clock). */
  onFirstChunk?: (atMs: number) => void
}

/**
 * A chat-completions server for load: unlike the tests' fake it records nothing per request
 * (long runs would grow its memory and skew the figures), pre-encodes every SSE line once, and
 * always streams, because the llm engine always asks for a stream and the bare proxy should pay
 * for the same bytes.
 */
export async function startLeanUpstream(
  behaviour: UpstreamBehaviour,
  hooks: LeanUpstreamHooks = {},
): Promise<LeanUpstream> {
  const lines = behaviour.chunks.map((text) => encodeChunk({ content: text }, null))
  const ending = `${encodeChunk({}, 'stop')}data: [DONE]\n\n`
  const wholeAnswer = lines.join('') + ending
  const firstByteDelayMs = behaviour.firstByteDelayMs ?? 0
  const chunkDelayMs = behaviour.chunkDelayMs ?? 0
  let completed = 0
  let closedEarly = 0
  let active = 0
  let connections = 0
  const sockets = new Set<Socket>()

  function answer(response: ServerResponse) {
    if (response.destroyed) return
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' })
    if (chunkDelayMs <= 0) {
      hooks.onFirstChunk?.(performance.now())
      response.end(wholeAnswer)
      return
    }
    let index = 0
    const writeNext = () => {
      if (response.destroyed) return
      if (index === 0) hooks.onFirstChunk?.(performance.now())
      response.write(lines[index]!)
      index += 1
      if (index < lines.length) setTimeout(writeNext, chunkDelayMs)
      else response.end(ending)
    }
    writeNext()
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    active += 1
    response.on('close', () => {
      active -= 1
      if (response.writableFinished) completed += 1
      else closedEarly += 1
    })
    // Drain the body before answering, as a real server would.
    request.resume()
    request.on('end', () => {
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        response.writeHead(404, { 'Content-Type': 'application/json' })
        response.end('{"error":{"message":"not found"}}')
        return
      }
      if (firstByteDelayMs > 0) setTimeout(() => answer(response), firstByteDelayMs)
      else answer(response)
    })
  })
  server.keepAliveTimeout = 30_000
  server.on('connection', (socket) => {
    connections += 1
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  const address = await new Promise<AddressInfo>((resolve) => {
    server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () =>
      resolve(server.address() as AddressInfo),
    )
  })
  return {
    baseUrl: `http://127.0.0.1:${address.port}/v1`,
    port: address.port,
    counts: () => ({ completed, closedEarly, active, connections }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

function encodeChunk(delta: { content?: string }, finishReason: string | null): string {
  const chunk = {
    id: 'chatcmpl-bench',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'bench-model',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  }
  return `data: ${JSON.stringify(chunk)}\n\n`
}
