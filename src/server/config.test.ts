import { expect, test } from 'vitest'
import { ConfigError, DEFAULT_MODEL, loadConfig } from './config.ts'

test('with nothing set the offline chef answers on port 3000', () => {
  const config = loadConfig({})
  expect(config.engine).toBe('offline')
  expect(config.port).toBe(3000)
  expect(config.llm.model).toBe(DEFAULT_MODEL)
  expect(config.rateLimitPerMinute).toBe(20)
  expect(config.llm.idleTimeoutMs).toBe(20_000)
  expect(config.llm.timeoutMs).toBe(120_000)
  expect(config.trustProxy).toBe(false)
})

test('auto picks the llm engine when a key or a base URL is set', () => {
  expect(loadConfig({ LLM_API_KEY: 'k' }).engine).toBe('llm')
  expect(loadConfig({ HF_TOKEN: 'hf_k' }).engine).toBe('llm')
  expect(loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1' }).engine).toBe('llm')
  expect(loadConfig({ LLM_API_KEY: 'k', RECIPE_ENGINE: 'offline' }).engine).toBe('offline')
})

test('LLM_API_KEY wins over its alias HF_TOKEN', () => {
  expect(loadConfig({ LLM_API_KEY: 'a', HF_TOKEN: 'b' }).llm.apiKey).toBe('a')
  expect(loadConfig({ HF_TOKEN: 'b' }).llm.apiKey).toBe('b')
})

test('a token read from a file loses its trailing newline', () => {
  expect(loadConfig({ HF_TOKEN: 'b\n' }).llm.apiKey).toBe('b')
  expect(loadConfig({ LLM_API_KEY: ' a\r\n' }).llm.apiKey).toBe('a')
})

test('a trailing slash on the base URL is dropped', () => {
  expect(loadConfig({ LLM_BASE_URL: 'http://localhost:8000/v1/' }).llm.baseUrl).toBe(
    'http://localhost:8000/v1',
  )
})

test('empty values count as unset', () => {
  expect(loadConfig({ PORT: '', LLM_API_KEY: '  ' }).engine).toBe('offline')
})

test('every bad key is listed at once', () => {
  let error: unknown
  try {
    loadConfig({
      PORT: 'eighty',
      RECIPE_ENGINE: 'magic',
      LLM_BASE_URL: 'ftp://x',
      LLM_TIMEOUT_MS: '-1',
    })
  } catch (caught) {
    error = caught
  }
  expect(error).toBeInstanceOf(ConfigError)
  const problems = (error as ConfigError).problems.join('\n')
  expect(problems).toContain('PORT')
  expect(problems).toContain('RECIPE_ENGINE')
  expect(problems).toContain('LLM_BASE_URL')
  expect(problems).toContain('LLM_TIMEOUT_MS')
})

test('the error message never repeats the key', () => {
  try {
    loadConfig({ LLM_API_KEY: 'sk-secret-value', PORT: 'x' })
  } catch (error) {
    expect((error as Error).message).not.toContain('sk-secret-value')
  }
})

test('timeouts too long for a timer, and a retry base above its maximum, are refused', () => {
  expect(() => loadConfig({ LLM_TIMEOUT_MS: '3000000000' })).toThrow(/LLM_TIMEOUT_MS/)
  expect(() => loadConfig({ LLM_RETRY_BASE_MS: '9000', LLM_RETRY_MAX_MS: '1000' })).toThrow(
    /LLM_RETRY_BASE_MS/,
  )
})

test('REDIS_URL takes redis:// and rediss:// URLs; unset keeps the limits in memory', () => {
  expect(loadConfig({}).redisUrl).toBeUndefined()
  expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
    'redis://127.0.0.1:6379',
  )
  expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache.internal:6380/2' }).redisUrl).toBe(
    'rediss://:secret@cache.internal:6380/2',
  )
  expect(loadConfig({ DAILY_UPSTREAM_INSTANCES: '4' }).dailyUpstreamInstances).toBe(4)
  // Unset: the limits derive it from the worker count.
  expect(loadConfig({}).dailyUpstreamInstances).toBeUndefined()
})

test('HEADERS_TIMEOUT_MS defaults to 10 s and may not exceed the 30 s request timeout', () => {
  expect(loadConfig({}).headersTimeoutMs).toBe(10_000)
  expect(loadConfig({ HEADERS_TIMEOUT_MS: '1500' }).headersTimeoutMs).toBe(1500)
  expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '60000' })).toThrow(/HEADERS_TIMEOUT_MS/)
  expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '0' })).toThrow(/HEADERS_TIMEOUT_MS/)
})

test('a REDIS_URL that is not a Redis URL is a clear error that does not repeat it', () => {
  for (const value of ['http://127.0.0.1:6379', '127.0.0.1:6379', 'redis//:hunter2@x']) {
    let error: unknown
    try {
      loadConfig({ REDIS_URL: value })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const message = (error as ConfigError).message
    expect(message).toContain('REDIS_URL: must be a redis:// or rediss:// URL')
    expect(message).not.toContain('hunter2')
  }
  expect(() => loadConfig({ DAILY_UPSTREAM_INSTANCES: '0' })).toThrow(/DAILY_UPSTREAM_INSTANCES/)
})

test('a Redis password with a stray % is a config error, not a crash when connecting', () => {
  expect(() => loadConfig({ REDIS_URL: 'redis://:100%zz@127.0.0.1:6379' })).toThrow(
    /REDIS_URL: has a '%' in its user or password/,
  )
  expect(loadConfig({ REDIS_URL: 'redis://:100%25@127.0.0.1:6379' }).redisUrl).toBe(
    'redis://:100%25@127.0.0.1:6379',
  )
})

test('WEB_CONCURRENCY: one process by default, a number of workers, or one per CPU', () => {
  expect(loadConfig({}).webConcurrency).toBe(1)
  expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1)
  expect(loadConfig({ WEB_CONCURRENCY: '2' }).webConcurrency).toBe(2)
  expect(loadConfig({ WEB_CONCURRENCY: 'auto' }, { cpuCount: 6 }).webConcurrency).toBe(6)
})

test.each(['0', '-1', '1.5', 'two', 'AUTO ', 'all', '100000'])(
  'WEB_CONCURRENCY=%j is refused with what it may be',
  (value) => {
    expect(() => loadConfig({ WEB_CONCURRENCY: value })).toThrow(
      /WEB_CONCURRENCY: must be a whole number from 1 to 1024, or auto/,
    )
  },
)

test('MAX_EVENT_LOOP_LAG_MS: 100 ms by default, 0 turns shedding off, nonsense is refused', () => {
  expect(loadConfig({}).maxEventLoopLagMs).toBe(100)
  expect(loadConfig({ MAX_EVENT_LOOP_LAG_MS: '0' }).maxEventLoopLagMs).toBe(0)
  expect(() => loadConfig({ MAX_EVENT_LOOP_LAG_MS: 'fast' })).toThrow(/MAX_EVENT_LOOP_LAG_MS/)
  expect(() => loadConfig({ MAX_EVENT_LOOP_LAG_MS: '-5' })).toThrow(/MAX_EVENT_LOOP_LAG_MS/)
})

test('the default model is a served instruct model, and LLM_MODEL overrides it', () => {
  expect(DEFAULT_MODEL).toBe('Qwen/Qwen3-235B-A22B-Instruct-2507')
  expect(loadConfig({ LLM_MODEL: 'llama3.1' }).llm.model).toBe('llama3.1')
})

test('METRICS turns /metrics on; it is off by default', () => {
  expect(loadConfig({}).metrics).toBe(false)
  expect(loadConfig({ METRICS: 'true' }).metrics).toBe(true)
  expect(loadConfig({ METRICS: '1' }).metrics).toBe(true)
  expect(() => loadConfig({ METRICS: 'yes' })).toThrow(ConfigError)
})

test('HOST is loopback by default: a key set on a laptop is not offered to the network', () => {
  expect(loadConfig({}).host).toBe('127.0.0.1')
  expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
})

test('ALLOWED_HOSTS: comma-separated names, lower case, ports ignored; a URL is refused', () => {
  expect(loadConfig({}).allowedHosts).toEqual([])
  expect(
    loadConfig({
      ALLOWED_HOSTS: ' Chef.Example , www.chef.example:8443,[2001:db8::1]:80,chef.example',
    }).allowedHosts,
  ).toEqual(['chef.example', 'www.chef.example', '[2001:db8::1]'])
  expect(() => loadConfig({ ALLOWED_HOSTS: 'https://chef.example' })).toThrow(
    /ALLOWED_HOSTS: "https:\/\/chef.example" is not a host name/,
  )
  expect(() => loadConfig({ ALLOWED_HOSTS: 'chef.example/recipes' })).toThrow(/ALLOWED_HOSTS/)
})

test('IPV6_SUBNET_PREFIX: 64 by default, 32 to 128', () => {
  expect(loadConfig({}).ipv6SubnetPrefix).toBe(64)
  expect(loadConfig({ IPV6_SUBNET_PREFIX: '56' }).ipv6SubnetPrefix).toBe(56)
  expect(loadConfig({ IPV6_SUBNET_PREFIX: '128' }).ipv6SubnetPrefix).toBe(128)
  expect(() => loadConfig({ IPV6_SUBNET_PREFIX: '16' })).toThrow(/IPV6_SUBNET_PREFIX/)
  expect(() => loadConfig({ IPV6_SUBNET_PREFIX: '129' })).toThrow(/IPV6_SUBNET_PREFIX/)
  expect(() => loadConfig({ IPV6_SUBNET_PREFIX: '64.5' })).toThrow(/IPV6_SUBNET_PREFIX/)
})
