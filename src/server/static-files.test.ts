import { Hono } from 'hono'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { matchesEtag, staticFiles } from './static-files.ts'

let root: string
let app: Hono

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'chef-static-'))
  await mkdir(path.join(root, 'assets'))
  await writeFile(
    path.join(root, 'index.html'),
    '<html><head><style>a{color:red}</style></head><body></body></html>',
  )
  const script = 'console.log("chef")\n'.repeat(50)
  await writeFile(path.join(root, 'assets/app-1a2b.js'), script)
  await writeFile(path.join(root, 'assets/app-1a2b.js.br'), brotliCompressSync(script))
  await writeFile(path.join(root, 'assets/small-3c4d.css'), 'body{margin:0}')
  await writeFile(path.join(root, 'assets/icon-5e6f.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  app = new Hono().use('*', staticFiles(root, 'offline'))
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

const get = (target: string, headers: Record<string, string> = {}) =>
  app.request(target, { headers })

test('a compressible asset varies on Accept-Encoding whether it went out compressed or not', async () => {
  const plain = await get('/assets/app-1a2b.js')
  expect(plain.headers.get('content-encoding')).toBeNull()
  expect(plain.headers.get('vary')).toBe('Accept-Encoding')

  const compressed = await get('/assets/app-1a2b.js', { 'Accept-Encoding': 'br' })
  expect(compressed.headers.get('content-encoding')).toBe('br')
  expect(compressed.headers.get('vary')).toBe('Accept-Encoding')

  // No compressed copy yet: a later build may add one, and a cache must not pin the plain one.
  expect((await get('/assets/small-3c4d.css')).headers.get('vary')).toBe('Accept-Encoding')
  // An image is never sent compressed: nothing to vary on.
  expect((await get('/assets/icon-5e6f.png')).headers.get('vary')).toBeNull()
})

test('index.html carries an ETag and answers a matching If-None-Match with a bodiless 304', async () => {
  const first = await get('/', { 'Accept-Encoding': 'gzip' })
  const etag = first.headers.get('etag')
  expect(etag).toMatch(/^W\/"[\w-]+"$/)
  // One validator for the page, whichever encoding carried it.
  expect((await get('/index.html')).headers.get('etag')).toBe(etag)

  const again = await get('/', { 'If-None-Match': etag!, 'Accept-Encoding': 'gzip' })
  expect(again.status).toBe(304)
  expect(await again.text()).toBe('')
  expect(again.headers.get('etag')).toBe(etag)
  expect(again.headers.get('cache-control')).toBe('no-cache')
  expect(again.headers.get('vary')).toBe('Accept-Encoding')

  expect((await get('/', { 'If-None-Match': 'W/"something-else"' })).status).toBe(200)
})

test('If-None-Match compares weakly and understands lists and *', () => {
  expect(matchesEtag('W/"a"', 'W/"a"')).toBe(true)
  expect(matchesEtag('"a"', 'W/"a"')).toBe(true)
  expect(matchesEtag('"x", W/"a"', 'W/"a"')).toBe(true)
  expect(matchesEtag('*', 'W/"a"')).toBe(true)
  expect(matchesEtag('"b"', 'W/"a"')).toBe(false)
  expect(matchesEtag(undefined, 'W/"a"')).toBe(false)
})

test('the page carries its own policy, which allows its inline stylesheet by hash', async () => {
  const page = await get('/', { 'Accept-Encoding': 'br' })
  expect(page.headers.get('content-security-policy')).toContain(
    "style-src 'self' 'sha256-6hWWMOcF+mJesSJGYhmK2lkIIEw9Xc5XKGLPVzh8yxs='",
  )
  // A revalidation refreshes the stored headers: the 304 must carry the same policy.
  const again = await get('/', { 'If-None-Match': page.headers.get('etag')! })
  expect(again.status).toBe(304)
  expect(again.headers.get('content-security-policy')).toBe(
    page.headers.get('content-security-policy'),
  )
})
