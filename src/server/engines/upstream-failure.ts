import { redactText } from './secret-redactor.ts'

/**
 * Why the AI service refused a request, read from its status and error body, in words an operator
 * can act on. One home for the rule, used by the recipe engine (its log line and the visitor's
 * message) and by the readiness state (a rejected token or an unserved model makes the engine
 * unable to serve until fixed).
 */
export type UpstreamCause =
  'model_not_served' | 'token_rejected' | 'credits_spent' | 'rate_limited' | 'loading' | 'other'

export interface UpstreamFailureReport {
  cause: UpstreamCause
  status: number
  /** The body's machine-readable code (`model_not_supported`…), when it has one. */
  code: string | undefined
  /** The body's message, on one line and bounded; never the token (see {@link redactSecrets}). */
  message: string | undefined
}

/** The fixes, one per cause: what the operator reads in the log. */
const CAUSE_TEXT: Record<UpstreamCause, string> = {
  model_not_served: 'the AI service does not serve this model: set LLM_MODEL to one it serves',
  token_rejected: 'the AI service rejected the access token: check LLM_API_KEY / HF_TOKEN',
  credits_spent: "the AI service says the account's credits are spent: add credits or a plan",
  rate_limited: 'the AI service is rate limiting this account',
  loading: 'the AI service is loading the model or overloaded (503)',
  other: 'the AI service failed',
}

/** Longest upstream message kept for a log line: enough to read, never a whole HTML page. */
const MAX_MESSAGE_CHARS = 300

const MODEL_CODES = new Set([
  'model_not_supported',
  'model_not_found',
  'model_not_available',
  'model_not_ready',
])

// Wordings seen from the router, vLLM, Ollama, TGI, Together and Groq for a model they do not
// serve, e.g. "The model `x` does not exist", "model 'x' not found, try pulling it first",
// "The requested model 'x' is not supported by any provider you have enabled".
const MODEL_MESSAGE =
  /\bmodel\b.{0,200}\b(not (supported|found|served|available)|does not exist|is not a valid)|\b(unknown|unsupported|invalid) model\b|\bno such model\b/i

/**
 * Classifies a failed upstream answer. `body` is what came back: the parsed JSON of an
 * OpenAI-style `{"error": {"message", "code"}}`, `{"error": "text"}`, `{"message"}` or
 * `{"detail"}`, or the raw text of a text/plain (or unparsed) body.
 */
export function classifyUpstreamFailure(
  status: number,
  body: unknown,
  secrets: readonly string[] = [],
): UpstreamFailureReport {
  const { code, message } = readErrorBody(body)
  const safeMessage = message === undefined ? undefined : oneLine(redactSecrets(message, secrets))
  const report = (cause: UpstreamCause): UpstreamFailureReport => ({
    cause,
    status,
    code,
    message: safeMessage,
  })
  if (status === 401 || status === 403) return report('token_rejected')
  if (status === 402) return report('credits_spent')
  if (status === 429) return report('rate_limited')
  if (status === 503) return report('loading')
  const namesModel =
    (code !== undefined && MODEL_CODES.has(code.toLowerCase())) ||
    (message !== undefined && MODEL_MESSAGE.test(message))
  if ((status === 400 || status === 404 || status === 422) && namesModel) {
    return report('model_not_served')
  }
  // A stream's in-band error frame arrives under the 200 it started with.
  if (status < 300 && code !== undefined && MODEL_CODES.has(code.toLowerCase())) {
    return report('model_not_served')
  }
  return report('other')
}

/** Whether the engine cannot serve at all until the operator acts (not just this request). */
export function blocksServing(cause: UpstreamCause): boolean {
  return cause === 'model_not_served' || cause === 'token_rejected'
}

/** The visitor's words for a failure only the operator can fix. */
export const NOT_AVAILABLE_MESSAGE = 'The AI chef is not available right now.'

/** Whether the visitor should read {@link NOT_AVAILABLE_MESSAGE} rather than "try again". */
export function isOperatorFixable(cause: UpstreamCause): boolean {
  return cause === 'model_not_served' || cause === 'token_rejected' || cause === 'credits_spent'
}

/**
 * The one log line for a failure: the status, the cause and its fix, and what the service said.
 * E.g. `upstream status 400: the AI service does not serve this model: set LLM_MODEL to one it
 * serves (model "x"; model_not_supported: The requested model 'x' is not supported…)`.
 */
export function describeUpstreamFailure(report: UpstreamFailureReport, model: string): string {
  const said = [report.code, report.message].filter((part) => part !== undefined).join(': ')
  const about = report.cause === 'model_not_served' ? `model "${model}"` : undefined
  const details = [about, said === '' ? undefined : said].filter(Boolean).join('; ')
  return `upstream status ${report.status}: ${CAUSE_TEXT[report.cause]}${details ? ` (${details})` : ''}`
}

/** Reads `code` and `message` out of the error body shapes OpenAI-compatible servers send. */
export function readErrorBody(body: unknown): { code?: string; message?: string } {
  if (typeof body === 'string') {
    const text = body.trim()
    if (text === '') return {}
    // A JSON body sent as text (text/plain), or one cut short at the bound.
    if (text.startsWith('{')) {
      try {
        return readErrorBody(JSON.parse(text) as unknown)
      } catch {
        // Not JSON after all: the text is the message.
      }
    }
    return { message: text }
  }
  if (typeof body !== 'object' || body === null) return {}
  const record = body as Record<string, unknown>
  const error = record.error
  if (typeof error === 'string') {
    // A body that was not JSON comes wrapped as `{"error": "<text>"}` (see error-text.ts).
    return withCode(readErrorBody(error), record.code)
  }
  if (typeof error === 'object' && error !== null) {
    const inner = error as Record<string, unknown>
    return withCode(
      typeof inner.message === 'string' ? { message: inner.message } : {},
      inner.code ?? inner.type,
    )
  }
  if (typeof record.message === 'string') return withCode({ message: record.message }, record.code)
  if (typeof record.detail === 'string') return { message: record.detail }
  return {}
}

function withCode(
  fields: { code?: string; message?: string },
  code: unknown,
): { code?: string; message?: string } {
  if (typeof code === 'string' && code !== '') return { ...fields, code }
  if (typeof code === 'number') return { ...fields, code: String(code) }
  return fields
}

/** Each secret, and any bearer credential, in `text` replaced with `[redacted]`. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  return redactText(text, secrets).replace(/\b(Bearer\s+)[\w.~+/=-]{8,}/gi, '$1[redacted]')
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > MAX_MESSAGE_CHARS ? `${flat.slice(0, MAX_MESSAGE_CHARS)}…` : flat
}
