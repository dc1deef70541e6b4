import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'

/**
 * The page's budget for JavaScript fetched before anyone interacts, gzip level 9 (what the
 * server's .gz files are). The browser test and the benchmark both hold the page to it.
 */
export const FIRST_LOAD_BUDGET_KB = 70

export interface FetchedScript {
  /** The path, e.g. /assets/index-abc123.js. */
  path: string
  gzipBytes: number
}

/**
 * Opens `url` and records every JavaScript response until the page is idle, with no
 * interaction: each body compressed here at gzip level 9, whatever the server actually sent.
 * Idle: no request for 500 ms, then the browser's own idle callback, then quiet again (a chunk
 * asked for from an idle callback shows up too).
 */
export async function scriptsFetchedUntilIdle(page: Page, url: string): Promise<FetchedScript[]> {
  const pending: Promise<FetchedScript>[] = []
  const record = (response: Awaited<ReturnType<Page['waitForResponse']>>) => {
    const isScript =
      response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url())
    if (!isScript) return
    pending.push(
      response.body().then((body) => ({
        path: new URL(response.url()).pathname,
        gzipBytes: gzipSync(body, { level: 9 }).length,
      })),
    )
  }
  page.on('response', record)
  try {
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })),
    )
    await page.waitForLoadState('networkidle')
    return await Promise.all(pending)
  } finally {
    page.off('response', record)
  }
}

/** Bytes as KB (1,024), to two places. */
export function toKB(bytes: number): number {
  return Math.round((bytes / 1024) * 100) / 100
}

/** "12.34 KB: /assets/a.js 10 KB, /assets/b.js 2.34 KB". */
export function describeScripts(scripts: readonly FetchedScript[]): string {
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0)
  const parts = scripts.map((script) => `${script.path} ${toKB(script.gzipBytes)} KB`)
  return `${toKB(total)} KB: ${parts.join(', ')}`
}
