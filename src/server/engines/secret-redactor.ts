/**
 * Keeps the operator's secrets out of text a visitor reads: an upstream that echoes the
 * `Authorization` header it received (or the base URL's password) into its answer must not show
 * it. Streaming: a secret may arrive split across pieces, so the end of each piece that could be
 * the beginning of a secret (at most the secret's length − 1 characters) is held back until the
 * next piece settles it.
 */
export const REDACTED = '[redacted]'

/** Shorter strings would redact ordinary words; a real token or password is longer. */
export const MIN_SECRET_LENGTH = 8

export interface SecretRedactor {
  push(text: string): string
  end(): string
}

/**
 * The secrets an LLM configuration holds: the token, and any user and password in the base URL
 * (as written and decoded, together, and as the Basic credential node:http sends for them).
 */
export function upstreamSecrets({
  apiKey,
  baseUrl,
}: {
  apiKey: string
  baseUrl?: string | undefined
}): string[] {
  const secrets = [apiKey]
  if (baseUrl !== undefined && URL.canParse(baseUrl)) {
    const { username, password } = new URL(baseUrl)
    const user = safeDecode(username)
    const pass = safeDecode(password)
    secrets.push(username, password, user, pass)
    if (username !== '' || password !== '') {
      secrets.push(`${user}:${pass}`, Buffer.from(`${user}:${pass}`).toString('base64'))
    }
  }
  return usableSecrets(secrets)
}

/**
 * A base URL fit for a log line: without the user and password it may carry
 * (`https://user:secret@host/v1`), nor a query string (some gateways take a key there).
 */
export function withoutCredentials(url: string): string {
  if (!URL.canParse(url)) return '(unreadable URL)'
  const safe = new URL(url)
  safe.username = ''
  safe.password = ''
  safe.search = ''
  safe.hash = ''
  return safe.toString().replace(/\/+$/, '')
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** Distinct, long enough, longest first (so a secret inside a longer one never splits it). */
function usableSecrets(secrets: readonly string[]): string[] {
  return [...new Set(secrets)]
    .filter((secret) => secret.length >= MIN_SECRET_LENGTH)
    .sort((a, b) => b.length - a.length)
}

/** `text` with every usable secret (8 characters or more) replaced by the redaction mark. */
export function redactText(text: string, secrets: readonly string[]): string {
  return redactUsable(text, usableSecrets(secrets))
}

/** {@link redactText} with the secrets already made usable: the redactor's every piece. */
function redactUsable(text: string, usable: readonly string[]): string {
  let safe = text
  for (const secret of usable) {
    if (safe.includes(secret)) safe = safe.split(secret).join(REDACTED)
  }
  return safe
}

export function createSecretRedactor(secrets: readonly string[]): SecretRedactor {
  const usable = usableSecrets(secrets)
  if (usable.length === 0) return { push: (text) => text, end: () => '' }
  let held = ''
  return {
    push(text) {
      const pending = redactUsable(held + text, usable)
      let keep = 0
      for (const secret of usable) {
        // A held end starts with the secret's first character, within its length − 1 of the end.
        const first = secret.charAt(0)
        let at = pending.indexOf(first, Math.max(0, pending.length - secret.length + 1))
        for (; at !== -1 && pending.length - at > keep; at = pending.indexOf(first, at + 1)) {
          if (secret.startsWith(pending.slice(at))) {
            keep = pending.length - at
            break
          }
        }
      }
      held = pending.slice(pending.length - keep)
      return pending.slice(0, pending.length - keep)
    },
    end() {
      const rest = held
      held = ''
      return rest
    },
  }
}
