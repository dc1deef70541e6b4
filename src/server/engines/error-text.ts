import type { UpstreamResponse } from './upstream-response.ts'

/** Most of an error body kept for the log: a cause fits in far less. */
export const MAX_ERROR_TEXT_BYTES = 4_096

/**
 * What a failed answer said, for upstream-failure.ts to classify: its JSON (an OpenAI-style
 * `{"error": …}`, `{"message"}`, `{"detail"}`) when it is JSON, otherwise its text (text/plain
 * "Model not found", HTML, empty), read up to {@link MAX_ERROR_TEXT_BYTES} with the rest
 * cancelled. Half a JSON object (a body cut at the bound) is returned as text: still a clue.
 */
export async function readErrorBody(response: UpstreamResponse): Promise<unknown> {
  const text = await readBoundedText(response)
  if (!/^application\/json/i.test(response.headers.get('content-type') ?? '')) return text
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

async function readBoundedText(response: UpstreamResponse): Promise<string> {
  if (response.body === null) return ''
  const reader = response.body.getReader()
  const parts: Uint8Array[] = []
  let size = 0
  try {
    while (size < MAX_ERROR_TEXT_BYTES) {
      const { done, value } = await reader.read()
      if (done) break
      parts.push(value)
      size += value.byteLength
    }
  } catch {
    // A body cut off part-way: what arrived is still the best clue.
  } finally {
    await reader.cancel().catch(() => {})
  }
  return Buffer.concat(parts).toString('utf8').slice(0, MAX_ERROR_TEXT_BYTES)
}
