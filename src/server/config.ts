import { availableParallelism } from 'node:os'
import { z } from 'zod'
import { parseAllowedHosts } from './middleware/allowed-hosts.ts'

// An open instruction-tuned mixture-of-experts model that several providers behind the Hugging
// Face router serve, and that answers without hidden reasoning: the evidence is in docs/llm.md.
export const DEFAULT_MODEL = 'Qwen/Qwen3-235B-A22B-Instruct-2507'

// setTimeout fires at once for anything above 2^31 - 1 ms, so a longer "timeout" would be none.
const MAX_TIMER_MS = 2_147_483_647
const positiveMs = (fallback: number) =>
  z.coerce.number().int().positive().max(MAX_TIMER_MS).default(fallback)

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    // Loopback unless told otherwise: a laptop running `HF_TOKEN=… npm start` must not offer its
    // token to the local network. Containers and other machines' visitors need HOST=0.0.0.0.
    HOST: z.string().min(1).default('127.0.0.1'),
    ALLOWED_HOSTS: z
      .string()
      .default('')
      .transform((value, context) => {
        const { hosts, invalid } = parseAllowedHosts(value)
        for (const entry of invalid) {
          context.addIssue({
            code: 'custom',
            message: `"${entry.slice(0, 80)}" is not a host name: list names such as chef.example,www.chef.example (no scheme or path)`,
          })
        }
        return hosts
      }),
    IPV6_SUBNET_PREFIX: z.coerce.number().int().min(32).max(128).default(64),
    RECIPE_ENGINE: z.enum(['auto', 'llm', 'offline']).default('auto'),
    LLM_BASE_URL: z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) URL, such as http://localhost:11434/v1',
      })
      .optional(),
    // A token read from a secret file often ends in a newline, which no header may carry.
    LLM_API_KEY: z.string().trim().optional(),
    HF_TOKEN: z.string().trim().optional(),
    LLM_MODEL: z.string().trim().min(1).default(DEFAULT_MODEL),
    LLM_IDLE_TIMEOUT_MS: positiveMs(20_000),
    LLM_TIMEOUT_MS: positiveMs(120_000),
    LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
    LLM_RETRY_BASE_MS: positiveMs(500),
    LLM_RETRY_MAX_MS: positiveMs(8_000),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(20),
    DAILY_UPSTREAM_LIMIT: z.coerce.number().int().min(0).default(0),
    // Unset: the worker count on this host (WEB_CONCURRENCY), so one host's processes together
    // stay within the budget while the shared count is unreachable.
    DAILY_UPSTREAM_INSTANCES: z.coerce.number().int().min(1).max(10_000).optional(),
    REDIS_URL: z
      .url({
        protocol: /^rediss?$/,
        error: 'must be a redis:// or rediss:// URL, such as redis://127.0.0.1:6379',
      })
      // ioredis decodes the user and password and throws at start-up on a stray '%'.
      .refine(hasDecodableCredentials, {
        error: "has a '%' in its user or password that is not an escape: write it as %25",
      })
      .optional(),
    MAX_CONCURRENT_RECIPES: z.coerce.number().int().min(0).default(1000),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0', ''])
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    SHUTDOWN_GRACE_MS: positiveMs(10_000),
    // At most the whole request's 30 s (Node refuses a headers timeout above the request timeout).
    HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().max(30_000).default(10_000),
    MAX_EVENT_LOOP_LAG_MS: z.coerce.number().int().min(0).max(60_000).default(100),
    WEB_CONCURRENCY: z
      .string()
      .default('1')
      .refine(
        (value) =>
          value === 'auto' ||
          (/^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= 1024),
        {
          error: 'must be a whole number from 1 to 1024, or auto (one per CPU)',
        },
      ),
    METRICS: z
      .enum(['true', 'false', '1', '0', ''])
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .refine((env) => env.LLM_RETRY_BASE_MS <= env.LLM_RETRY_MAX_MS, {
    path: ['LLM_RETRY_BASE_MS'],
    error: 'must not be larger than LLM_RETRY_MAX_MS',
  })

function hasDecodableCredentials(url: string): boolean {
  // zod runs this even on a value its URL check refused; that refusal is the one to report.
  if (!URL.canParse(url)) return true
  const { username, password } = new URL(url)
  try {
    decodeURIComponent(username)
    decodeURIComponent(password)
    return true
  } catch {
    return false
  }
}

export interface LlmConfig {
  /** OpenAI-compatible base URL ending in /v1; undefined means the Hugging Face router. */
  baseUrl: string | undefined
  /** Bearer token; empty sends no Authorization header (fine for a local Ollama). */
  apiKey: string
  model: string
  idleTimeoutMs: number
  timeoutMs: number
  maxRetries: number
  retryBaseMs: number
  retryMaxMs: number
}

export interface Config {
  port: number
  host: string
  engine: 'llm' | 'offline'
  llm: LlmConfig
  rateLimitPerMinute: number
  /** Upstream requests the whole server may make per day; 0 means no cap. */
  dailyUpstreamLimit: number
  /**
   * Server processes sharing that budget (instances × workers), as DAILY_UPSTREAM_INSTANCES says;
   * undefined derives it from `webConcurrency` (one host). Only read while the shared store is
   * unreachable: each process may then spend its share (src/server/limits/point-limiter.ts).
   */
  dailyUpstreamInstances: number | undefined
  /** Where the limits are shared between instances; undefined keeps them in memory. */
  redisUrl: string | undefined
  /** Recipes being written at once; more get a 503. 0 means no bound. */
  maxConcurrentRecipes: number
  /** Read the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean
  /**
   * Host names recipe requests may name besides loopback ones, when an AI service is configured
   * (lower case, no ports). Empty: only localhost, 127.0.0.0/8 and ::1.
   */
  allowedHosts: string[]
  /** Leading bits of an IPv6 address that are counted as one visitor. */
  ipv6SubnetPrefix: number
  shutdownGraceMs: number
  /** A client that has not sent its whole request head within this long is cut off (408). */
  headersTimeoutMs: number
  /** Event-loop lag above which new recipe requests get a quick 503; 0 turns shedding off. */
  maxEventLoopLagMs: number
  /** Worker processes (node:cluster); 1 runs a single process with no primary. */
  webConcurrency: number
  /** Serve Prometheus metrics at `GET /metrics` (otherwise it is a 404). */
  metrics: boolean
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL']
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/**
 * Reads the environment once, at start-up, and lists every bad key at once so an operator fixes
 * them in one go. Empty strings count as unset: `FOO= npm start` should not be an error.
 */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>>,
  { cpuCount = availableParallelism() }: { cpuCount?: number } = {},
): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  )
  const parsed = EnvSchema.safeParse(present)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    )
  }
  const values = parsed.data
  const apiKey = values.LLM_API_KEY ?? values.HF_TOKEN ?? ''
  const engine =
    values.RECIPE_ENGINE === 'auto'
      ? apiKey !== '' || values.LLM_BASE_URL !== undefined
        ? 'llm'
        : 'offline'
      : values.RECIPE_ENGINE
  return {
    port: values.PORT,
    host: values.HOST,
    engine,
    llm: {
      baseUrl: values.LLM_BASE_URL?.replace(/\/+$/, ''),
      apiKey,
      model: values.LLM_MODEL,
      idleTimeoutMs: values.LLM_IDLE_TIMEOUT_MS,
      timeoutMs: values.LLM_TIMEOUT_MS,
      maxRetries: values.LLM_MAX_RETRIES,
      retryBaseMs: values.LLM_RETRY_BASE_MS,
      retryMaxMs: values.LLM_RETRY_MAX_MS,
    },
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    dailyUpstreamLimit: values.DAILY_UPSTREAM_LIMIT,
    dailyUpstreamInstances: values.DAILY_UPSTREAM_INSTANCES,
    redisUrl: values.REDIS_URL,
    maxConcurrentRecipes: values.MAX_CONCURRENT_RECIPES,
    trustProxy: values.TRUST_PROXY,
    allowedHosts: values.ALLOWED_HOSTS,
    ipv6SubnetPrefix: values.IPV6_SUBNET_PREFIX,
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    headersTimeoutMs: values.HEADERS_TIMEOUT_MS,
    maxEventLoopLagMs: values.MAX_EVENT_LOOP_LAG_MS,
    webConcurrency: values.WEB_CONCURRENCY === 'auto' ? cpuCount : Number(values.WEB_CONCURRENCY),
    metrics: values.METRICS,
    logLevel: values.LOG_LEVEL,
  }
}
