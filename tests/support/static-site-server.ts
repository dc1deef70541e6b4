import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
}

export interface StaticSite {
  /** The site's address, ending in its base path: `http://127.0.0.1:PORT/chef-claude/`. */
  url: string
  close: () => Promise<void>
}

/**
 * A plain static host, as GitHub Pages or an object store is: GET and HEAD serve files from `root`
 * under `basePath` (a folder's index.html for a path ending in /), anything else 404s, and a POST
 * gets 405, as nginx's static handler answers one. Nothing runs behind it. Loopback, port 0.
 * With `sendHeadersFile`, it sends the headers of the folder's `_headers` file with every answer,
 * as Netlify and Cloudflare Pages do (only the file's `/*` block, all this build writes).
 */
export async function startStaticSite(
  root: string,
  basePath = '/',
  { sendHeadersFile = false } = {},
): Promise<StaticSite> {
  const extraHeaders = sendHeadersFile ? await readHeadersFile(path.join(root, '_headers')) : {}
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { 'Content-Type': 'text/html' }).end('<h1>405 Not Allowed</h1>')
        return
      }
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
      const relative = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : null
      const file = relative === null ? null : path.join(root, relative || 'index.html')
      const info = file?.startsWith(root) ? await stat(file).catch(() => null) : null
      if (file === null || info === null || !info.isFile()) {
        response.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>404 Not Found</h1>')
        return
      }
      response.writeHead(200, {
        ...extraHeaders,
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Content-Length': info.size,
      })
      if (request.method === 'HEAD') response.end()
      else createReadStream(file).pipe(response)
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}${basePath}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function readHeadersFile(file: string): Promise<Record<string, string>> {
  const lines = (await readFile(file, 'utf8')).split('\n')
  if (lines[0] !== '/*') throw new Error(`${file} does not start with a /* block`)
  return Object.fromEntries(
    lines
      .slice(1)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const colon = line.indexOf(':')
        return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()]
      }),
  )
}
