/** Most of a non-JSON error body kept for the log: a cause fits in far less. */
export const MAX_ERROR_TEXT_BYTES = 4_096

/**
 * A failed answer whose body is not JSON, turned into the `{"error": "<text>"}` body the client
 * library reads: it keeps a JSON error body on its error (`httpResponse.body`) but drops any other
 * (text/plain, HTML), and with it a cause such as "Model not found". Anything else is returned
 * as it came.
 */
export async function asJsonErrorBody(response: Response): Promise<Response> {
  const text = await readErrorText(response)
  if (text === undefined) return response
  return new Response(JSON.stringify({ error: text }), {
    status: response.status,
    statusText: response.statusText,
    headers: { 'content-type': 'application/json' },
  })
}

/**
 * The text of a failed answer that is not JSON (text/plain, HTML, an empty body), read up to
 * {@link MAX_ERROR_TEXT_BYTES} with the rest cancelled; undefined for a success or a JSON body,
 * which the client library reads (and keeps on its error) itself. Without this the library drops
 * a plain-text cause such as "Model not found" and the log could only say the status.
 */
export async function readErrorText(response: Response): Promise<string | undefined> {
  if (response.ok) return undefined
  if (response.headers.get('content-type')?.startsWith('application/json')) return undefined
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
