import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { afterEach, expect, test } from 'vitest'
import { startFakeChatServer } from '../fake-upstream/fake-chat-server.ts'
import { postRecipe, readSseEvents } from '../support/start-app-server.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
// Assembled at run time so secret scanners do not flag a test canary as a leaked token.
const TOKEN = ['hf', 'ProcessLogCanary0123456789abcdef'].join('_')
let child: ChildProcess | undefined

afterEach(() => {
  child?.kill('SIGKILL')
})

/** Starts the server as `npm start` does (the compiled bundle) and waits for its "listening" line. */
async function startServer(env: Record<string, string>) {
  // A developer's own settings must not leak into the "nothing configured" case.
  const UPSTREAM_KEYS = ['LLM_API_KEY', 'HF_TOKEN', 'LLM_BASE_URL', 'RECIPE_ENGINE']
  const serverEnv = Object.fromEntries(
    Object.entries({ ...process.env, ...env }).filter(
      ([key]) => !UPSTREAM_KEYS.includes(key) || key in env,
    ),
  )
  const started = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  child = started
  const lines: Record<string, unknown>[] = []
  const reader = createInterface({ input: started.stdout! })
  const port = await new Promise<number>((resolve, reject) => {
    started.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
    reader.on('line', (line) => {
      const entry = JSON.parse(line) as Record<string, unknown>
      lines.push(entry)
      if (typeof entry.port === 'number') resolve(entry.port)
    })
  })
  const exited = new Promise<number | null>((resolve) => started.once('exit', resolve))
  return { url: `http://127.0.0.1:${port}`, lines, process: started, exited }
}

test('with nothing configured the server answers with the offline chef and the built page', async () => {
  const server = await startServer({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' })

  const health = (await (await fetch(`${server.url}/api/health`)).json()) as Record<string, unknown>
  expect(health).toMatchObject({ status: 'ok', engine: 'offline', model: 'offline-chef' })

  const page = await fetch(`${server.url}/`)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('<div id="root">')

  const events = await readSseEvents(
    await postRecipe(server.url, { ingredients: ['eggs', 'spinach', 'feta', 'onion'] }),
  )
  expect(events.at(-1)).toEqual({
    event: 'done',
    data: { engine: 'offline', model: 'offline-chef', kind: 'recipe' },
  })
  const recipe = events
    .filter((event) => event.event === 'delta')
    .map((event) => event.data.text)
    .join('')
  expect(recipe).toMatch(/^## /m)
}, 60_000)

test('SIGTERM lets a recipe being streamed finish, then exits 0', async () => {
  const upstream = await startFakeChatServer({
    kind: 'answer',
    chunks: ['## Slow', ' soup', '\n1. Simmer', ' gently.'],
    chunkDelayMs: 250,
  })
  try {
    const server = await startServer({
      PORT: '0',
      HOST: '127.0.0.1',
      SERVE_CLIENT: 'false',
      SHUTDOWN_GRACE_MS: '5000',
      LLM_BASE_URL: upstream.baseUrl,
      LLM_API_KEY: TOKEN,
    })
    const response = await postRecipe(server.url, {
      ingredients: ['eggs', 'spinach', 'feta', 'onion'],
    })
    expect(response.status).toBe(200)

    server.process.kill('SIGTERM')

    const events = await readSseEvents(response)
    expect(events.filter((event) => event.event === 'delta')).toHaveLength(4)
    expect(events.at(-1)?.event).toBe('done')
    expect(await server.exited).toBe(0)
    expect(server.lines.some((line) => line.msg === 'shutting down')).toBe(true)
    expect(upstream.requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(JSON.stringify(server.lines)).not.toContain(TOKEN)
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow()
  } finally {
    await upstream.close()
  }
}, 30_000)

test('a bad setting stops the start with every problem listed', async () => {
  const started = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: 'eighty', RECIPE_ENGINE: 'magic' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  started.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => started.once('exit', resolve))

  expect(code).toBe(1)
  expect(stderr).toContain('PORT')
  expect(stderr).toContain('RECIPE_ENGINE')
}, 30_000)
