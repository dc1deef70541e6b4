/** The Hugging Face router's OpenAI-compatible base, used when `LLM_BASE_URL` is unset. */
export const HF_ROUTER_BASE_URL = 'https://router.huggingface.co/v1'

/**
 * A base URL fit for a log line: without the user and password a URL may carry
 * (`http://user:secret@host/v1`), nor a query string (some gateways take a key there).
 */
export function baseUrlForLogs(baseUrl: string | undefined): string {
  if (baseUrl === undefined) return HF_ROUTER_BASE_URL
  if (!URL.canParse(baseUrl)) return '(unreadable URL)'
  const url = new URL(baseUrl)
  url.username = ''
  url.password = ''
  url.search = ''
  url.hash = ''
  return url.toString().replace(/\/+$/, '')
}
