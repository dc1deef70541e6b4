import type { Logger } from '../logger.ts'
import { baseUrlForLogs, HF_ROUTER_BASE_URL } from './base-url.ts'
import type { UpstreamStatusTracker } from './upstream-status.ts'

export interface ModelListCheckOptions {
  /** OpenAI-compatible base ending in /v1; undefined is the Hugging Face router. */
  baseUrl: string | undefined
  apiKey: string
  model: string
  tracker: UpstreamStatusTracker
  logger: Logger
  /** The same transport the recipes use (node:http keep-alive). */
  fetch: typeof fetch
  intervalMs?: number
  timeoutMs?: number
  /** Most of the list's body read; a router's list is ~100 KB, so 1 MB is ample. */
  maxBodyBytes?: number
  /** Tests pass a fake; the real one is an unref'd setInterval. */
  every?: (run: () => void, ms: number) => { stop(): void }
}

export interface ModelListCheck {
  /** Checks once now, then every `intervalMs`. */
  start(): void
  stop(): void
  /** One check; never rejects (a failed check is logged and changes nothing). */
  check(): Promise<void>
}

export const MODEL_CHECK_INTERVAL_MS = 10 * 60 * 1000
const CHECK_TIMEOUT_MS = 10_000
const MAX_BODY_BYTES = 1_000_000
const MAX_SUGGESTIONS = 5

const unrefInterval = (run: () => void, ms: number) => {
  const timer = setInterval(run, ms)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}

/**
 * Asks the AI service which models it serves (`GET {base}/models`, which the router, vLLM,
 * Ollama, llama.cpp and TGI answer) at start and every 10 minutes, so an operator learns of a
 * withdrawn model from one plain warning rather than from every visitor's failed recipe.
 * - listed: available; not listed: one warning naming the model, the base URL, "set LLM_MODEL"
 *   and a few chat models it does list (again only after it was listed or unknown in between);
 * - 404/405 (a server without a model list): unknown, not an error;
 * - 401/403: the token was rejected (one warning);
 * - anything else (a 5xx, a timeout, a refused connection): nothing learnt, logged at debug.
 */
export function createModelListCheck(options: ModelListCheckOptions): ModelListCheck {
  const { model, tracker, logger, apiKey } = options
  const upstream = baseUrlForLogs(options.baseUrl)
  const url = `${options.baseUrl ?? HF_ROUTER_BASE_URL}/models`
  const every = options.every ?? unrefInterval
  let schedule: { stop(): void } | undefined
  let inFlight: Promise<void> | undefined
  // Each warning is said once per change of state, not every ten minutes.
  let lastWarning: 'not-listed' | 'token' | undefined

  async function checkOnce(): Promise<void> {
    const outcome = await listModels()
    if (outcome.kind === 'failed') {
      logger.debug({ upstream, reason: outcome.reason }, 'could not read the model list')
      return
    }
    if (outcome.kind === 'token-rejected') {
      tracker.recordTokenRejected()
      if (lastWarning !== 'token') {
        logger.warn(
          { upstream, status: outcome.status },
          `The AI service at ${upstream} rejected the access token (status ${outcome.status}): check LLM_API_KEY / HF_TOKEN`,
        )
      }
      lastWarning = 'token'
      return
    }
    if (outcome.kind === 'no-list') {
      tracker.recordModelList(null)
      lastWarning = undefined
      return
    }
    const isListed = listsModel(outcome.ids, model)
    tracker.recordModelList(isListed)
    if (isListed) {
      lastWarning = undefined
      return
    }
    if (lastWarning !== 'not-listed') {
      const suggestions = chatModelSuggestions(outcome.ids)
      logger.warn(
        { model, upstream, suggestions },
        `The AI service at ${upstream} does not list the model "${model}": set LLM_MODEL to a model it serves` +
          (suggestions.length > 0 ? `, such as ${suggestions.join(', ')}` : ''),
      )
    }
    lastWarning = 'not-listed'
  }

  type Outcome =
    | { kind: 'listed'; ids: string[] }
    | { kind: 'no-list' }
    | { kind: 'token-rejected'; status: number }
    | { kind: 'failed'; reason: string }

  async function listModels(): Promise<Outcome> {
    const controller = new AbortController()
    const timer = setTimeout(
      () => controller.abort(new Error('model list timed out')),
      options.timeoutMs ?? CHECK_TIMEOUT_MS,
    )
    try {
      const response = await options.fetch(url, {
        method: 'GET',
        headers: apiKey === '' ? {} : { authorization: `Bearer ${apiKey}` },
        signal: controller.signal,
      })
      const { status } = response
      if (status === 404 || status === 405) {
        await response.body?.cancel()
        return { kind: 'no-list' }
      }
      if (status === 401 || status === 403) {
        await response.body?.cancel()
        return { kind: 'token-rejected', status }
      }
      if (!response.ok) {
        await response.body?.cancel()
        return { kind: 'failed', reason: `status ${status}` }
      }
      const text = await readBounded(response, options.maxBodyBytes ?? MAX_BODY_BYTES)
      if (text === undefined) return { kind: 'failed', reason: 'model list too large' }
      const ids = modelIds(text)
      // A 200 that is not a model list (a proxy's page, say) is a server without one.
      return ids === undefined ? { kind: 'no-list' } : { kind: 'listed', ids }
    } catch (error) {
      return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) }
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    start() {
      void this.check()
      schedule ??= every(() => void this.check(), options.intervalMs ?? MODEL_CHECK_INTERVAL_MS)
    },
    stop() {
      schedule?.stop()
      schedule = undefined
    },
    check() {
      // A slow service never gets two checks at once.
      inFlight ??= checkOnce().finally(() => {
        inFlight = undefined
      })
      return inFlight
    },
  }
}

/** The body as text, or undefined past `maxBytes` (the rest is not read). */
async function readBounded(response: Response, maxBytes: number): Promise<string | undefined> {
  if (response.body === null) return ''
  const reader = response.body.getReader()
  const parts: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return undefined
    }
    parts.push(value)
  }
  return Buffer.concat(parts).toString('utf8')
}

/**
 * The ids in an OpenAI-style list (`{"data": [{"id"}]}`, what the router, vLLM, Ollama's /v1 and
 * llama.cpp send), a bare array, or Ollama's native `{"models": [{"name"}]}`; undefined when the
 * body is none of these.
 */
export function modelIds(text: string): string[] | undefined {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return undefined
  }
  const entries = Array.isArray(body)
    ? body
    : typeof body === 'object' && body !== null
      ? ((body as Record<string, unknown>).data ?? (body as Record<string, unknown>).models)
      : undefined
  if (!Array.isArray(entries)) return undefined
  return entries.flatMap((entry: unknown) => {
    if (typeof entry === 'string') return [entry]
    if (typeof entry !== 'object' || entry === null) return []
    const { id, name, model } = entry as Record<string, unknown>
    const value = id ?? name ?? model
    return typeof value === 'string' ? [value] : []
  })
}

/**
 * Whether the list has the model. Case does not matter (ids are spelled both ways), a router
 * suffix such as `:novita` or `:fastest` on LLM_MODEL is ignored, and Ollama's `x:latest`
 * counts as `x`.
 */
export function listsModel(ids: readonly string[], model: string): boolean {
  const wanted = new Set([model.toLowerCase(), model.toLowerCase().replace(/:[^/:]*$/, '')])
  return ids.some((id) => {
    const listed = id.toLowerCase()
    return wanted.has(listed) || wanted.has(listed.replace(/:latest$/, ''))
  })
}

const NOT_CHAT =
  /embed|rerank|whisper|tts|speech|audio|transcri|guard|moderation|image|flux|diffusion|sdxl|ocr|clip|bge|e5-|vae|upscal/i
const LOOKS_INSTRUCT = /instruct|chat|-it\b/i

/** Up to five listed ids that look like chat models, instruct and chat ones first. */
export function chatModelSuggestions(ids: readonly string[]): string[] {
  const chat = ids.filter((id) => !NOT_CHAT.test(id))
  const ranked = [
    ...chat.filter((id) => LOOKS_INSTRUCT.test(id)),
    ...chat.filter((id) => !LOOKS_INSTRUCT.test(id)),
  ]
  return [...new Set(ranked)].slice(0, MAX_SUGGESTIONS)
}
