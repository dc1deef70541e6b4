import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import { pagePolicy } from '../src/server/middleware/security-headers.ts'
import { buildClient } from './build-client.ts'

const ROOT = path.resolve(import.meta.dirname, '..')

/** Where `npm run build:static` writes the folder to publish. */
export const STATIC_OUT_DIR = path.join(ROOT, 'dist/static')

/**
 * `npm run build:static`: the page alone, for any static host (GitHub Pages, nginx, an object
 * store). Built in Vite's `static` mode, in which the page never calls `/api` and the offline chef
 * writes every recipe on the device (src/client/lib/static-build.ts). Its URLs are relative
 * (`./assets/…`) unless STATIC_BASE names the path it is served under (`/chef-claude/`), so the
 * same folder works at a host's root or under a sub-path. See docs/deploy.md.
 */
export async function buildStatic({
  outDir = STATIC_OUT_DIR,
  base = process.env.STATIC_BASE || './',
  precompress = true,
}: { outDir?: string; base?: string; precompress?: boolean } = {}): Promise<void> {
  await buildClient({ outDir, mode: 'static', base, plugins: [policyInPage()], precompress })
  await writeHeadersFile(outDir)
}

/**
 * `_headers` (the format Netlify and Cloudflare Pages read; docs/deploy.md shows nginx): the
 * server's security headers with the whole policy, `frame-ancestors` included, for hosts that can
 * send headers. Its style hash is this build's, so it is written with the build, not by hand.
 */
async function writeHeadersFile(outDir: string): Promise<void> {
  const html = await readFile(path.join(outDir, 'index.html'), 'utf8')
  const headers = [
    `Content-Security-Policy: ${pagePolicy(html)}`,
    'X-Content-Type-Options: nosniff',
    'Referrer-Policy: strict-origin-when-cross-origin',
    'X-Frame-Options: DENY',
  ]
  await writeFile(path.join(outDir, '_headers'), `/*\n${headers.map((h) => `  ${h}\n`).join('')}`)
}

/**
 * The server's Content-Security-Policy as a `<meta>` in index.html: static hosts such as GitHub
 * Pages send no headers of ours. `frame-ancestors` only works as a header (browsers ignore it in
 * a meta tag, with a console warning), so it is left out; a host that can send headers should
 * send the whole policy (docs/deploy.md). Read from the finished page, after the stylesheet is
 * inlined, so the policy names that style's hash.
 */
function policyInPage(): Plugin {
  return {
    name: 'chef-claude:static-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => ({
        html,
        tags: [
          {
            tag: 'meta',
            attrs: {
              'http-equiv': 'Content-Security-Policy',
              content: pagePolicy(html, ['frameAncestors']),
            },
            injectTo: 'head-prepend',
          },
        ],
      }),
    },
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildStatic()
  console.log(`Static site written to ${path.relative(process.cwd(), STATIC_OUT_DIR)}/`)
}
