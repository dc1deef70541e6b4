import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/** How the fake answers one request. */
export type Behaviour =
  /** A normal answer: streamed as SSE chunks when the request asks to stream, else one JSON. */
  | { kind: 'answer'; chunks: readonly string[]; chunkDelayMs?: number; firstByteDelayMs?: number }
  /**
   * An HTTP error with an OpenAI-style JSON body, or with `body` exactly as a real service sends
   * it (see {@link ERROR_BODIES}).
   */
  | ({
      kind: 'status'
      status: number
      headers?: Record<string, string>
      message?: string
    } & ErrorBody)
  /** Accepts the request and never answers. */
  | { kind: 'hang' }
  /** Starts streaming, then sends a chunk that is not JSON. */
  | { kind: 'malformed'; chunksBefore?: readonly string[] }
  /** Streams some chunks, then destroys the socket mid-stream. */
  | { kind: 'cut'; chunks: readonly string[] }
  /** Streams chunks forever, one every `chunkDelayMs`, never finishing. */
  | { kind: 'endless'; chunkDelayMs: number }
  /** 200 with a body whose `choices` is empty (or missing). */
  | { kind: 'no-choices'; missing?: boolean }
  /** Real streams' shapes and hostile upstreams: see the block at the end of this file. */
  | StreamShape

export interface RecordedRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: unknown
  /** Set when the client closed the connection before the answer was complete. */
  closedEarly: boolean
}

export interface FakeChatServer {
  /** Base URL ending in /v1, as LLM_BASE_URL expects. */
  baseUrl: string
  requests: RecordedRequest[]
  /** Answers the next requests with these behaviours, in order, then falls back to the default. */
  enqueue(...behaviours: Behaviour[]): void
  setDefault(behaviour: Behaviour): void
  /** Resolves once `count` requests have been received. */
  waitForRequests(count: number): Promise<void>
  /** Resolves once the n-th request (0-based) has seen its connection closed early. */
  waitForEarlyClose(index: number): Promise<void>
  /** What `GET /models` answers from now on (see {@link ModelList}). */
  setModels(list: ModelList): void
  /** The `GET /models` requests received (kept apart from the chat `requests`). */
  modelListRequests: RecordedRequest[]
  close(): Promise<void>
}

const MODEL_ECHO = 'fake-model'

// ---- ai-ops (issue 19, items 2 and 3): real error bodies and the model list ----

/**
 * A `status` answer's body exactly as a real service sends it: an object is sent as JSON, a
 * string as is (with `contentType`, default text/plain), so both the engine's JSON path and its
 * "not JSON" path are exercised.
 */
interface ErrorBody {
  body?: unknown
  contentType?: string
}

type ErrorBodyBehaviour = { kind: 'status'; status: number } & ErrorBody

/** The Hugging Face router's OpenAI-style answer for a model no enabled provider serves. */
export function routerModelNotSupported(model: string): ErrorBodyBehaviour {
  return {
    kind: 'status',
    status: 400,
    body: {
      error: {
        message: `The requested model '${model}' is not supported by any provider you have enabled.`,
        type: 'invalid_request_error',
        param: 'model',
        code: 'model_not_supported',
      },
    },
  }
}

/** Error bodies seen from real services, by the cause they should be logged as. */
export const ERROR_BODIES = {
  /** Ollama: a string `error`. */
  stringModelNotFound: {
    kind: 'status',
    status: 404,
    body: { error: 'model "no-such-model" not found, try pulling it first' },
  },
  /** A proxy or a small server answering text/plain. */
  textPlainModelNotFound: {
    kind: 'status',
    status: 404,
    body: 'Model not found: no-such-model',
  },
  tokenRejected: {
    kind: 'status',
    status: 401,
    body: { error: 'Invalid credentials in Authorization header' },
  },
  forbidden: {
    kind: 'status',
    status: 403,
    body: { error: { message: 'This token lacks the Inference Providers permission.' } },
  },
  creditsSpent: {
    kind: 'status',
    status: 402,
    body: {
      error:
        'You have exceeded your monthly included credits for Inference Providers. Subscribe to PRO to get more.',
    },
  },
} satisfies Record<string, ErrorBodyBehaviour>

/**
 * What `GET {base}/models` answers: an OpenAI-style list of `ids`, an error `status`, or
 * `no-list` (404, as a server without a model list answers; the default).
 */
export type ModelList =
  | { kind: 'list'; ids: readonly string[] }
  | { kind: 'status'; status: number }
  | { kind: 'no-list' }

function respondWithModels(list: ModelList, response: ServerResponse) {
  if (list.kind === 'list') {
    sendJson(response, 200, {
      object: 'list',
      data: list.ids.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'x' })),
    })
  } else if (list.kind === 'status') {
    sendJson(response, list.status, { error: { message: `status ${list.status}` } })
  } else {
    response.writeHead(404, { 'Content-Type': 'text/plain' })
    response.end('404 page not found')
  }
}

function respondWithErrorBody(behaviour: ErrorBody & { status: number }, response: ServerResponse) {
  const isText = typeof behaviour.body === 'string'
  response.writeHead(behaviour.status, {
    'Content-Type': behaviour.contentType ?? (isText ? 'text/plain' : 'application/json'),
  })
  response.end(isText ? behaviour.body : JSON.stringify(behaviour.body))
}
// ---- end of ai-ops ----

/**
 * A real HTTP server on loopback speaking the OpenAI chat-completions protocol (what Ollama,
 * vLLM, TGI and the Hugging Face router speak), scriptable per request so tests can make it
 * stream, fail, stall or cut off, and recording what it received so tests assert the payload.
 */
export async function startFakeChatServer(
  defaultBehaviour: Behaviour = { kind: 'answer', chunks: ['Hello'] },
): Promise<FakeChatServer> {
  let fallback = defaultBehaviour
  const queue: Behaviour[] = []
  const requests: RecordedRequest[] = []
  const modelListRequests: RecordedRequest[] = []
  let models: ModelList = { kind: 'no-list' }
  const sockets = new Set<Socket>()
  const waiters = new Set<() => void>()
  const notify = () => {
    for (const waiter of waiters) waiter()
  }

  const server = createServer((request, response) => {
    void handle(request, response)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request)
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      body = raw
    }
    const record: RecordedRequest = {
      method: request.method ?? '',
      path: request.url ?? '',
      headers: request.headers,
      body,
      closedEarly: false,
    }
    if (request.method === 'GET' && request.url?.endsWith('/models')) {
      modelListRequests.push(record)
      notify()
      respondWithModels(models, response)
      return
    }
    requests.push(record)
    response.on('close', () => {
      if (!response.writableFinished) {
        record.closedEarly = true
        notify()
      }
    })
    notify()

    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      sendJson(response, 404, { error: { message: 'not found' } })
      return
    }
    const behaviour = queue.shift() ?? fallback
    const isStream =
      typeof body === 'object' && body !== null && 'stream' in body && body.stream === true
    await respond(behaviour, isStream, response, request)
  }

  const address = await new Promise<AddressInfo>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server.address() as AddressInfo))
  })

  function waitUntil(predicate: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (predicate()) {
          waiters.delete(check)
          resolve()
        }
      }
      waiters.add(check)
      check()
    })
  }

  return {
    baseUrl: `http://127.0.0.1:${address.port}/v1`,
    requests,
    enqueue: (...behaviours) => queue.push(...behaviours),
    setDefault: (behaviour) => {
      fallback = behaviour
    },
    waitForRequests: (count) => waitUntil(() => requests.length >= count),
    waitForEarlyClose: (index) => waitUntil(() => requests[index]?.closedEarly === true),
    setModels: (list) => {
      models = list
    },
    modelListRequests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

async function respond(
  behaviour: Behaviour,
  isStream: boolean,
  response: ServerResponse,
  request: IncomingMessage,
) {
  switch (behaviour.kind) {
    case 'answer': {
      await delay(behaviour.firstByteDelayMs ?? 0)
      if (!isStream) {
        sendJson(response, 200, completion(behaviour.chunks.join('')))
        return
      }
      startStream(response)
      for (const [index, text] of behaviour.chunks.entries()) {
        if (index > 0) await delay(behaviour.chunkDelayMs ?? 0)
        if (response.destroyed) return
        writeChunk(response, { content: text }, null)
      }
      writeChunk(response, {}, 'stop')
      response.end('data: [DONE]\n\n')
      return
    }
    case 'status':
      if (behaviour.body !== undefined) {
        respondWithErrorBody(behaviour, response)
        return
      }
      response.writeHead(behaviour.status, {
        'Content-Type': 'application/json',
        ...behaviour.headers,
      })
      response.end(
        JSON.stringify({
          error: {
            message: behaviour.message ?? `status ${behaviour.status}`,
            type: 'server_error',
          },
        }),
      )
      return
    case 'hang':
      return
    case 'malformed':
      startStream(response)
      for (const text of behaviour.chunksBefore ?? []) writeChunk(response, { content: text }, null)
      response.end('data: {"choices": [{"delta": {"content": "oops"\n\n')
      return
    case 'cut':
      startStream(response)
      for (const text of behaviour.chunks) writeChunk(response, { content: text }, null)
      await delay(20)
      response.socket?.destroy()
      return
    case 'endless':
      startStream(response)
      // A title first, as a recipe has: the server holds back an unmarked start.
      writeChunk(response, { content: '## Endless Pancakes\n\n' }, null)
      while (!response.destroyed) {
        writeChunk(response, { content: 'more ' }, null)
        await delay(behaviour.chunkDelayMs)
      }
      return
    case 'no-choices':
      if (isStream) {
        startStream(response)
        response.end(
          `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', ...(behaviour.missing ? {} : { choices: [] }) })}\n\ndata: [DONE]\n\n`,
        )
      } else {
        sendJson(response, 200, {
          id: 'x',
          object: 'chat.completion',
          ...(behaviour.missing ? {} : { choices: [] }),
        })
      }
      return
    default:
      await respondWithShape(behaviour, response, request)
  }
}

function startStream(response: ServerResponse) {
  response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' })
  response.flushHeaders()
}

function writeChunk(
  response: ServerResponse,
  delta: { content?: string; reasoning_content?: string; reasoning?: string },
  finishReason: string | null,
) {
  const chunk = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: MODEL_ECHO,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  }
  response.write(`data: ${JSON.stringify(chunk)}\n\n`)
}

function completion(content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: MODEL_ECHO,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(body))
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = []
    request.on('data', (part: Buffer) => parts.push(part))
    request.on('end', () => resolve(Buffer.concat(parts).toString('utf8')))
    request.on('error', reject)
  })
}

function delay(ms: number): Promise<void> {
  return ms <= 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, ms))
}

// ---------------------------------------------------------------------------------------------
// Stream shapes seen from real servers, and hostile upstreams (issue 19: reading the stream
// right, and bounding everything read from it).
// ---------------------------------------------------------------------------------------------

/** One streamed chunk: its delta's fields and its finish reason. */
export interface StreamFrame {
  content?: string
  /** DeepSeek's and vLLM's out-of-band reasoning field. */
  reasoning_content?: string
  /** OpenRouter's and Ollama's. */
  reasoning?: string
  finish_reason?: string | null
}

export type StreamShape =
  /** Each frame one SSE event, then `[DONE]`; the last frame's finish_reason is sent as given. */
  | { kind: 'frames'; frames: readonly StreamFrame[]; chunkDelayMs?: number }
  /** Exactly these bytes as the body (a `data: null` frame, a TGI-style stream…). */
  | { kind: 'raw'; body: string; status?: number; contentType?: string }
  /** Streams text as fast as the socket takes it, forever. */
  | { kind: 'flood' }
  /** An error status whose body is `bytes` long (streamed, as fast as it is read). */
  | { kind: 'huge-error-body'; bytes: number; status?: number }
  /** A 200 event stream whose one line never ends (`bytes` long, then the socket closes). */
  | { kind: 'huge-line'; bytes: number }
  /** Streams the Authorization header it received back as the answer, three characters a chunk. */
  | { kind: 'token-echo' }
  /** A status line outside HTTP's range (999) with an empty body. */
  | { kind: 'bad-status'; status: number }

/** Frames that stream `text` as content, `size` characters a chunk, ending with `finish_reason`. */
export function contentFrames(
  text: string,
  size = 4,
  finishReason: string | null = 'stop',
): StreamFrame[] {
  const frames: StreamFrame[] = []
  for (let index = 0; index < text.length; index += size) {
    frames.push({ content: text.slice(index, index + size) })
  }
  frames.push({ content: '', finish_reason: finishReason })
  return frames
}

async function respondWithShape(
  shape: StreamShape,
  response: ServerResponse,
  request: IncomingMessage,
) {
  switch (shape.kind) {
    case 'frames':
      startStream(response)
      for (const [
        index,
        { finish_reason: finishReason = null, ...delta },
      ] of shape.frames.entries()) {
        if (index > 0) await delay(shape.chunkDelayMs ?? 0)
        if (response.destroyed) return
        writeChunk(response, delta, finishReason)
      }
      response.end('data: [DONE]\n\n')
      return
    case 'raw':
      response.writeHead(shape.status ?? 200, {
        'Content-Type': shape.contentType ?? 'text/event-stream',
      })
      response.end(shape.body)
      return
    case 'flood': {
      startStream(response)
      const frame = Buffer.from(
        `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: 'more '.repeat(200) } }] })}\n\n`.repeat(
          50,
        ),
      )
      await writeUntil(response, () => frame)
      return
    }
    case 'huge-error-body': {
      response.writeHead(shape.status ?? 500, { 'Content-Type': 'application/json' })
      const piece = Buffer.alloc(64 * 1024, 'x')
      let left = shape.bytes
      await writeUntil(response, () => {
        if (left <= 0) return undefined
        left -= piece.length
        return piece
      })
      response.end()
      return
    }
    case 'huge-line': {
      startStream(response)
      response.write('data: {"choices":[{"delta":{"content":"')
      const piece = Buffer.alloc(64 * 1024, 'y')
      let left = shape.bytes
      await writeUntil(response, () => {
        if (left <= 0) return undefined
        left -= piece.length
        return piece
      })
      response.socket?.destroy()
      return
    }
    case 'token-echo': {
      startStream(response)
      const text = `## Echo\nYou sent: ${request.headers.authorization ?? '(nothing)'} and that is all.`
      for (let index = 0; index < text.length; index += 3) {
        writeChunk(response, { content: text.slice(index, index + 3) }, null)
      }
      writeChunk(response, {}, 'stop')
      response.end('data: [DONE]\n\n')
      return
    }
    case 'bad-status':
      response.writeHead(shape.status)
      response.end()
      return
  }
}

/** Writes what `next` gives, as fast as the reader takes it, until it gives nothing or the socket goes. */
async function writeUntil(response: ServerResponse, next: () => Buffer | undefined) {
  for (;;) {
    if (response.destroyed) return
    const piece = next()
    if (piece === undefined) return
    if (!response.write(piece)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          response.off('drain', done)
          response.off('close', done)
          resolve()
        }
        response.on('drain', done)
        response.on('close', done)
      })
    }
  }
}
