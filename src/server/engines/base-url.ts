import { withoutCredentials } from './secret-redactor.ts'

/** The Hugging Face router's OpenAI-compatible base, used when `LLM_BASE_URL` is unset. */
export const HF_ROUTER_BASE_URL = 'https://router.huggingface.co/v1'

/**
 * A base URL fit for a log line: without the user and password a URL may carry
 * (`http://user:secret@host/v1`), nor a query string (some gateways take a key there).
 */
export function baseUrlForLogs(baseUrl: string | undefined): string {
  return baseUrl === undefined ? HF_ROUTER_BASE_URL : withoutCredentials(baseUrl)
}
