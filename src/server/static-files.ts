import { serveStatic } from '@hono/node-server/serve-static'
import type { MiddlewareHandler } from 'hono'

/**
 * Serves the built page. Vite names assets by content hash, so they are cached for a year;
 * index.html must be revalidated so a new deploy is picked up at once. Precompressed .br/.gz
 * siblings written at build time are preferred when the browser accepts them.
 */
export function staticFiles(root: string): MiddlewareHandler {
  return serveStatic({
    root,
    precompressed: true,
    onFound: (path, c) => {
      c.header(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    },
  })
}
