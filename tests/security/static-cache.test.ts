import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { appScriptPath } from '../support/app-script.ts'
import { startNginx, type Nginx } from '../support/nginx.ts'
import { rawRequest } from '../support/verbatim-request.ts'
import { startServerProcess, type ServerProcess } from '../support/start-server-process.ts'

/**
 * Issue 23, item 5: one request without Accept-Encoding filled nginx's cache with the plain
 * script, and every `br` browser after got its 230 KB for 7 days instead of 62 KB. Also item 8's
 * ETag: the page is revalidated on every visit, so an unchanged one should cost a 304.
 */

let server: ServerProcess
let nginx: Nginx
let script: string

beforeAll(async () => {
  // The real page, built if it is missing (as `npm start` does).
  server = await startServerProcess({ SERVE_CLIENT: 'true' }, { timeoutMs: 180_000 })
  const address = new URL(server.url).host
  nginx = await startNginx({ app1: address, app2: address })
  const page = await rawRequest(server.url, '/')
  // The app's script: the largest asset, the one a plain client filling the cache hurt most.
  script = await appScriptPath(
    page.text,
    async (path) => (await rawRequest(server.url, path, { headers: {} })).text,
  )
}, 200_000)

afterAll(async () => {
  await nginx?.close()
  server?.kill()
})

const fetchAsset = (encoding?: string) =>
  rawRequest(nginx.url, script, { headers: encoding ? { 'Accept-Encoding': encoding } : {} })

test('through the nginx cache, a br browser gets the compressed script after a plain client filled it', async () => {
  const plain = await fetchAsset()
  expect(plain.status).toBe(200)
  expect(plain.headers['content-encoding']).toBeUndefined()
  // The plain answer says it varies, so no cache past nginx pins it either.
  expect(plain.headers.vary).toBe('Accept-Encoding')
  expect(plain.headers['x-cache-status']).toBe('MISS')
  expect((await fetchAsset()).headers['x-cache-status']).toBe('HIT')

  const br = await fetchAsset('gzip, deflate, br, zstd')
  expect(br.status).toBe(200)
  expect(br.headers['content-encoding']).toBe('br')
  expect(br.headers.vary).toBe('Accept-Encoding')
  expect(br.body.length).toBeLessThan(plain.body.length / 2)
  expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)

  // Each encoding has its own entry, and a refusal of br is honoured from the cache too.
  expect((await fetchAsset('br')).headers['x-cache-status']).toBe('HIT')
  const gzip = await fetchAsset('br;q=0, gzip')
  expect(gzip.headers['content-encoding']).toBe('gzip')
  const againPlain = await fetchAsset()
  expect(againPlain.headers['x-cache-status']).toBe('HIT')
  expect(againPlain.headers['content-encoding']).toBeUndefined()
}, 30_000)

test('index.html has an ETag; a browser revalidating an unchanged page gets a 304, directly and through nginx', async () => {
  for (const url of [server.url, nginx.url]) {
    const page = await rawRequest(url, '/', { headers: { 'Accept-Encoding': 'br' } })
    expect(page.status).toBe(200)
    const etag = page.headers.etag
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    const again = await rawRequest(url, '/', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag! },
    })
    expect(again.status, url).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers.etag).toBe(etag)
  }
}, 30_000)
