import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, MiddlewareHandler } from 'hono'
import { getMimeType } from 'hono/utils/mime'
import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { EngineName } from '../shared/recipe-stream.ts'
import { pagePolicy } from './middleware/security-headers.ts'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/**
 * Serves the built page. Vite names assets by content hash, so they are cached for a year;
 * index.html must be revalidated so a new deploy is picked up at once. Precompressed .br/.gz
 * siblings written at build time are preferred when the browser accepts them.
 *
 * index.html itself goes out with `<meta name="chef-engine" content="llm">` (or `"offline"`): the
 * page must know who writes its recipes before it asks, to say "Asking the AI chef…" while an AI
 * has sent nothing (the recipe's own `start` event only comes with its first words). A meta tag,
 * not an inline script, so the strict CSP holds; the build cannot know the engine, so the server
 * adds it.
 */
export function staticFiles(root: string, engine: EngineName): MiddlewareHandler {
  const files = serveStatic({ root, precompressed: true })
  const page = pageWithEngine(path.join(root, 'index.html'), engine)
  return async (c, next) => {
    const isPage = c.req.path === '/' || c.req.path === '/index.html'
    if (isPage && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      const answer = await page(c)
      if (answer) return answer
    }
    const answer = await files(c, next)
    // Headers go on the answer itself: serveStatic's onFound runs after it was built.
    if (answer instanceof Response) {
      answer.headers.set(
        'Cache-Control',
        c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
      // The plain answer too: a cache that stored it without Vary would hand it to every
      // browser after, compressed or not (serveStatic adds Vary only to a compressed answer).
      if (isCompressible(c.req.path) && !answer.headers.has('Vary')) {
        answer.headers.set('Vary', 'Accept-Encoding')
      }
    }
    return answer
  }
}

/** Types a compressed copy could be served for: text, scripts, styles, JSON, SVG. */
function isCompressible(file: string): boolean {
  const type = getMimeType(file.replace(/\.(?:br|gz|zst)$/, '')) ?? ''
  return /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json|wasm)|image\/svg\+xml)/.test(
    type,
  )
}

interface PageVersions {
  mtimeMs: number
  /** Weak: one validator for the page, whichever encoding carries it (RFC 9110 §8.8.1). */
  etag: string
  /** The page's Content-Security-Policy: the general one plus its inline stylesheet's hash. */
  policy: string
  plain: Buffer
  gzip: Buffer
  br: Buffer
}

/**
 * The compressed pages, per file and engine, shared by every app this process makes: brotli at
 * quality 11 takes 0.1 to 0.3 s for the page, and a test process that starts an app per test
 * (the browser tests: about a hundred) paid it on each one's first page load.
 */
const pageCache = new Map<string, Promise<PageVersions>>()

/**
 * index.html with the engine's meta tag, compressed once per version of the file (a rebuild
 * under a running server is picked up by its modification time). Undefined when there is no
 * index.html, so the request falls through to the ordinary 404.
 */
function pageWithEngine(file: string, engine: EngineName) {
  const key = `${engine}\0${file}`
  const build = async (mtimeMs: number): Promise<PageVersions> => {
    const html = await readFile(file, 'utf8')
    const meta = `<meta name="chef-engine" content="${engine}" />`
    const plain = Buffer.from(
      html.includes('</head>') ? html.replace('</head>', `${meta}\n  </head>`) : meta + html,
    )
    const [gzipped, br] = await Promise.all([
      gzipAsync(plain, { level: 9 }),
      brotliAsync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ])
    const digest = createHash('sha256').update(plain).digest('base64url').slice(0, 27)
    return { mtimeMs, etag: `W/"${digest}"`, policy: pagePolicy(html), plain, gzip: gzipped, br }
  }
  return async (c: Context): Promise<Response | undefined> => {
    let mtimeMs: number
    try {
      mtimeMs = (await stat(file)).mtimeMs
    } catch {
      return undefined
    }
    let versions = await pageCache.get(key)?.catch(() => undefined)
    if (versions?.mtimeMs !== mtimeMs) {
      const building = build(mtimeMs)
      pageCache.set(key, building)
      versions = await building
    }
    // "gzip;q=0.8" is gzip; "br;q=0" is a refusal.
    const accepted = new Set(
      (c.req.header('Accept-Encoding') ?? '')
        .split(',')
        .map((part) =>
          part
            .trim()
            .toLowerCase()
            .split(/\s*;\s*/),
        )
        .filter(([, quality]) => quality === undefined || !/^q=0(?:\.0*)?$/.test(quality))
        .map(([name]) => name),
    )
    const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined
    c.header('Cache-Control', 'no-cache')
    c.header('Vary', 'Accept-Encoding')
    c.header('ETag', versions.etag)
    // On a 304 too: the browser refreshes its stored headers from it, and the general policy
    // (no hash) would then block the page's inline stylesheet.
    c.header('Content-Security-Policy', versions.policy)
    // The browser revalidates the page on every visit (no-cache): unchanged, it costs a 304.
    if (matchesEtag(c.req.header('If-None-Match'), versions.etag)) return c.body(null, 304)
    c.header('Content-Type', 'text/html; charset=utf-8')
    if (encoding) c.header('Content-Encoding', encoding)
    const body = encoding ? versions[encoding] : versions.plain
    if (c.req.method === 'HEAD') return c.body(null)
    return c.body(new Uint8Array(body))
  }
}

/** If-None-Match's weak comparison (RFC 9110 §13.1.2): `*`, or any listed tag, W/ or not. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false
  const opaque = etag.replace(/^W\//, '')
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque)
}
