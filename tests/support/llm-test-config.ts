import type { LlmConfig } from '../../src/server/config.ts'

/**
 * An llm engine's configuration for tests: quick timeouts, no retries, short back-off, no token,
 * a model called test/model; each test names only what it is about (its upstream's URL, a
 * token, retries). The one place these defaults live.
 */
export function llmTestConfig(overrides: Partial<LlmConfig> = {}): LlmConfig {
  return {
    baseUrl: undefined,
    apiKey: '',
    model: 'test/model',
    idleTimeoutMs: 2_000,
    timeoutMs: 10_000,
    maxRetries: 0,
    retryBaseMs: 10,
    retryMaxMs: 200,
    ...overrides,
  }
}
