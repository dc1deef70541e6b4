import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildClient } from '../../scripts/build-client.ts'
import { loadConfig } from '../../src/server/config.ts'
import { createEngine } from '../../src/server/create-engine.ts'
import { createLogger } from '../../src/server/logger.ts'
import { appScriptPath } from '../support/app-script.ts'
import { startAppServer, type AppServer } from '../support/start-app-server.ts'

const TOKEN = 'fake-token-leak-canary-not-real'
const SECRET_ENV = {
  LLM_API_KEY: TOKEN,
  HF_TOKEN: TOKEN,
  VITE_LLM_API_KEY: TOKEN,
  VITE_HF_TOKEN: TOKEN,
}

let outDir: string
let app: AppServer

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'chef-claude-build-'))
  const saved = { ...process.env }
  Object.assign(process.env, SECRET_ENV)
  try {
    await buildClient({ outDir })
  } finally {
    process.env = saved
  }
  const config = loadConfig({ ...SECRET_ENV, LLM_BASE_URL: 'http://127.0.0.1:9/v1' })
  app = await startAppServer({
    engine: createEngine(config, createLogger('silent')),
    rateLimitPerMinute: 0,
    staticRoot: outDir,
  })
}, 60_000)

afterAll(async () => {
  await app?.close()
  await rm(outDir, { recursive: true, force: true })
})

test('no file of a page built with the token in the environment contains it', async () => {
  const files = (await readdir(outDir, { recursive: true, withFileTypes: true })).filter((entry) =>
    entry.isFile(),
  )
  expect(files.length).toBeGreaterThan(2)
  for (const file of files) {
    const content = await readFile(path.join(file.parentPath, file.name), 'utf8')
    expect(content, file.name).not.toContain(TOKEN)
  }
})

test('nothing the server serves contains it: the page, its assets, health', async () => {
  const index = await (await fetch(`${app.url}/`)).text()
  const assetPaths = [...index.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1]!)
  expect(assetPaths.length).toBeGreaterThan(1)
  for (const url of ['/', '/api/health', ...assetPaths]) {
    const body = await (await fetch(`${app.url}${url}`)).text()
    expect(body, url).not.toContain(TOKEN)
  }
  const health = (await (await fetch(`${app.url}/api/health`)).json()) as Record<string, unknown>
  expect(health.engine).toBe('llm')
})

test('hashed assets are cached for good and compressed; the page itself is revalidated', async () => {
  const index = await fetch(`${app.url}/`)
  expect(index.headers.get('cache-control')).toBe('no-cache')
  const script = await appScriptPath(await index.text(), async (path) =>
    (await fetch(`${app.url}${path}`)).text(),
  )

  const brotli = await fetch(`${app.url}${script}`, { headers: { 'Accept-Encoding': 'br' } })
  expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(brotli.headers.get('content-encoding')).toBe('br')
  expect(brotli.headers.get('content-type')).toMatch(/javascript/)
  const plain = await fetch(`${app.url}${script}`, { headers: { 'Accept-Encoding': 'identity' } })
  expect(plain.headers.get('content-encoding')).toBeNull()
})
