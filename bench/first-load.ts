import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium.ts'
import {
  describeScripts,
  FIRST_LOAD_BUDGET_KB,
  scriptsFetchedUntilIdle,
  toKB,
  type FetchedScript,
} from '../tests/support/first-load-scripts.ts'
import { startServerChild } from './child-process.ts'
import { BENCH_CLIENT_DIR, ensureBenchClientBuild } from './client-build.ts'
import type { Figure, PartResult, RunContext } from './results.ts'
import { round } from './stats.ts'

const gzipAsync = promisify(gzip)
const CSS_LIMIT_KB = 10

interface AssetSize {
  file: string
  rawKB: number
  gzipKB: number
}

async function sizeOf(file: string): Promise<AssetSize> {
  return sizeOfContent(file, await readFile(path.join(BENCH_CLIENT_DIR, file)))
}

async function sizeOfContent(file: string, content: Buffer): Promise<AssetSize> {
  // Level 9, as the build writes its .gz siblings, which the server sends.
  const gzipped = await gzipAsync(content, { level: 9 })
  return { file, rawKB: round(content.length / 1024, 2), gzipKB: round(gzipped.length / 1024, 2) }
}

/** `<script src>`, `<link href>` of a kind in index.html, as paths relative to the build. */
function htmlReferences(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1]!.replace(/^\//, ''))
}

/** Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`, not `import()`. */
function staticImportsOf(code: string): string[] {
  const pattern =
    /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g
  return [...code.matchAll(pattern)].map((match) => match[1]!)
}

/**
 * The device chef's chunk (src/client/features/recipe/api/device-chef.ts) and, transitively, the
 * lazy chunks it imports statically: what a page that has loaded nothing else of the chef fetches
 * to write a recipe itself.
 */
async function deviceChefSizes(lazy: readonly string[]): Promise<AssetSize[]> {
  const files = new Set<string>()
  const queue = lazy.filter((file) => /(^|\/)device-chef-[\w-]+\.js$/.test(file))
  while (queue.length > 0) {
    const file = queue.shift()!
    if (files.has(file) || !lazy.includes(file)) continue
    files.add(file)
    const code = await readFile(path.join(BENCH_CLIENT_DIR, file), 'utf8')
    for (const specifier of staticImportsOf(code)) {
      queue.push(path.posix.join(path.posix.dirname(file), specifier))
    }
  }
  return Promise.all([...files].map(sizeOf))
}

/**
 * The honest count: every script a fresh page fetches in Chromium, served by our server, until
 * it is idle with no interaction (lazy chunks it asks for at once included). The same
 * measurement as e2e/first-load.spec.ts.
 */
async function fetchedBeforeInteraction(): Promise<FetchedScript[]> {
  const server = await startServerChild('bench/servers/our-server.ts', {
    engine: 'offline',
    staticRoot: BENCH_CLIENT_DIR,
  })
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'),
    headless: true,
  })
  try {
    const page = await browser.newPage()
    return await scriptsFetchedUntilIdle(page, `http://127.0.0.1:${server.port}/`)
  } finally {
    await browser.close()
    await server.stop()
  }
}

/**
 * What the page loads before anyone can interact: index.html's entry script, its modulepreloads
 * and, transitively, their static imports; and the stylesheets. Lazy chunks (import()) are
 * listed apart — they load after the first paint.
 */
export async function benchFirstLoad(_context: RunContext): Promise<PartResult> {
  const startedAt = new Date()
  await ensureBenchClientBuild()
  const html = await readFile(path.join(BENCH_CLIENT_DIR, 'index.html'), 'utf8')
  const entries = [
    ...htmlReferences(html, /<script[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
    ...htmlReferences(html, /<link[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ]
  const styles = htmlReferences(html, /<link[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)

  const initial = new Set<string>()
  const queue = [...entries]
  while (queue.length > 0) {
    const file = queue.shift()!
    if (initial.has(file)) continue
    initial.add(file)
    const code = await readFile(path.join(BENCH_CLIENT_DIR, file), 'utf8')
    for (const specifier of staticImportsOf(code)) {
      queue.push(path.posix.join(path.posix.dirname(file), specifier))
    }
  }
  const allFiles = (await readdir(BENCH_CLIENT_DIR, { recursive: true }))
    .map((file) => file.split(path.sep).join('/'))
    .sort()
  const lazy = allFiles.filter((file) => file.endsWith('.js') && !initial.has(file))

  const initialSizes = await Promise.all([...initial].map(sizeOf))
  // The build inlines the stylesheet into index.html (scripts/vite/inline-stylesheet.ts): counted
  // as CSS all the same, and index.html itself is measured below.
  const inlineStyles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) =>
    sizeOfContent('index.html <style>', Buffer.from(css!)),
  )
  const styleSizes = await Promise.all([...styles.map(sizeOf), ...inlineStyles])
  const pageSize = await sizeOf('index.html')
  const lazySizes = await Promise.all(lazy.map(sizeOf))
  const total = (sizes: AssetSize[], key: 'rawKB' | 'gzipKB') =>
    round(
      sizes.reduce((sum, size) => sum + size[key], 0),
      2,
    )
  const deviceChef = await deviceChefSizes(lazy)
  const fetched = await fetchedBeforeInteraction()
  const jsGzip = toKB(fetched.reduce((sum, script) => sum + script.gzipBytes, 0))
  const cssGzip = total(styleSizes, 'gzipKB')

  const figures: Figure[] = [
    {
      name: 'first-load JavaScript (every script fetched before the first interaction), gzip',
      value: jsGzip,
      unit: 'KB',
      goal: `≤ ${FIRST_LOAD_BUDGET_KB} KB`,
      pass: jsGzip <= FIRST_LOAD_BUDGET_KB,
      note: describeScripts(fetched),
    },
    {
      name: 'entry + static imports, gzip',
      value: total(initialSizes, 'gzipKB'),
      unit: 'KB',
      goal: '—',
      pass: null,
      note: `raw ${total(initialSizes, 'rawKB')} KB; ${initialSizes.map((size) => `${size.file} ${size.gzipKB} KB`).join(', ')}`,
    },
    {
      name: 'CSS, gzip',
      value: cssGzip,
      unit: 'KB',
      goal: `≤ ${CSS_LIMIT_KB} KB`,
      pass: cssGzip <= CSS_LIMIT_KB,
      note: `raw ${total(styleSizes, 'rawKB')} KB; ${styleSizes.map((size) => size.file).join(', ')}`,
    },
    {
      name: 'index.html (the prerendered shell and the inlined stylesheet), gzip',
      value: pageSize.gzipKB,
      unit: 'KB',
      goal: '≤ 14 KB (one TCP round trip: the first paint needs no second request)',
      pass: pageSize.gzipKB <= 14,
      note: `raw ${pageSize.rawKB} KB`,
    },
    {
      name: 'the offline chef on the device (its chunk and the chunks it imports), gzip',
      value: total(deviceChef, 'gzipKB'),
      unit: 'KB',
      goal: '— (fetched when the server cannot be reached, or idle after a first recipe)',
      pass: null,
      note: `raw ${total(deviceChef, 'rawKB')} KB; ${deviceChef.map((size) => `${size.file} ${size.gzipKB} KB`).join(', ')}`,
    },
    ...lazySizes.map((size): Figure => ({
      name: `lazy chunk ${size.file}, gzip`,
      value: size.gzipKB,
      unit: 'KB',
      goal: '— (fetched when first needed)',
      pass: null,
      note: `raw ${size.rawKB} KB`,
    })),
  ]
  return {
    part: 'first-load',
    title: 'First load: what the page downloads before it can be used',
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    figures,
    notes: [
      'Built with scripts/build-client.ts into bench/.results/client; sizes are gzip level 9, ' +
        'like the .gz files the server sends (brotli, when the browser accepts it, is smaller).',
      'First load = every script Chromium fetches from our server until the page is idle with ' +
        'no interaction (e2e/first-load.spec.ts measures the same); each body gzipped at level 9. ' +
        "Entry + static imports = index.html's module script and modulepreloads plus their " +
        'static imports, followed transitively; every other .js file is a lazy chunk.',
    ],
    details: { initial: initialSizes, styles: styleSizes, lazy: lazySizes },
  }
}
