import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import axe from 'axe-core'
import path from 'node:path'
import { createLlmEngine } from '../src/server/engines/llm-engine.ts'
import { createOfflineEngine } from '../src/server/engines/offline-engine.ts'
import {
  startFakeChatServer,
  type FakeChatServer,
} from '../tests/fake-upstream/fake-chat-server.ts'
import { startAppServer, type AppServer } from '../tests/support/start-app-server.ts'
import { llmTestConfig } from '../tests/support/llm-test-config.ts'

const STATIC_ROOT = path.resolve(import.meta.dirname, '../dist/client')

interface Fixtures {
  /** The built page and API with the offline chef. */
  offlineApp: AppServer
  /** A fake chat-completions server, scriptable per test. */
  upstream: FakeChatServer
  /** The built page and API with the llm engine pointed at `upstream`. */
  llmApp: AppServer
  /** Console errors and CSP violations the page reported. */
  pageProblems: { consoleErrors: string[]; cspViolations: string[] }
}

/**
 * Hydrated: React has claimed the page's field (its own property on the element), or the page
 * has no field. The page's code loads after the prerendered page's first frame, so a test that
 * typed at once would type into a form nobody listens to yet (the text stays, Enter does nothing),
 * which a visitor would see and a test would not.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const field = document.querySelector('input[name="ingredient"]')
    return !field || Object.keys(field).some((key) => key.startsWith('__react'))
  })
}

export const test = base.extend<Fixtures>({
  // Every navigation waits for the page's code, except one that asks to see the page before it
  // (`waitUntil: 'commit'`).
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (url, options) => {
        const response = await goto(url, options)
        if (options?.waitUntil !== 'commit') await hydrated(page)
        return response
      }
      page.reload = async (options) => {
        const response = await reload(options)
        if (options?.waitUntil !== 'commit') await hydrated(page)
        return response
      }
    }
    await use(page)
  },
  offlineApp: async ({}, use) => {
    const app = await startAppServer({
      engine: createOfflineEngine(),
      rateLimitPerMinute: 0,
      staticRoot: STATIC_ROOT,
    })
    await use(app)
    await app.close()
  },
  upstream: async ({}, use) => {
    const upstream = await startFakeChatServer()
    await use(upstream)
    await upstream.close()
  },
  llmApp: async ({ upstream }, use) => {
    const engine = createLlmEngine(
      llmTestConfig({
        baseUrl: upstream.baseUrl,
        apiKey: 'e2e-test-key',
        idleTimeoutMs: 5_000,
        timeoutMs: 20_000,
        maxRetries: 2,
        retryMaxMs: 100,
      }),
    )
    const app = await startAppServer({ engine, rateLimitPerMinute: 0, staticRoot: STATIC_ROOT })
    await use(app)
    await app.close()
  },
  pageProblems: async ({ page }, use) => {
    const problems = { consoleErrors: [] as string[], cspViolations: [] as string[] }
    page.on('console', (message) => {
      if (message.type() === 'error') problems.consoleErrors.push(message.text())
    })
    await page.exposeFunction('__reportCspViolation', (detail: string) => {
      problems.cspViolations.push(detail)
    })
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (d: string) => void })
          .__reportCspViolation
        report(`${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    await use(problems)
  },
})

export { expect }

/** Types each ingredient and submits the form with Enter, as a visitor would. */
export async function addIngredients(page: Page, ingredients: readonly string[]) {
  const field = page.getByRole('combobox', { name: 'Add ingredient' })
  for (const ingredient of ingredients) {
    await field.fill(ingredient)
    await field.press('Enter')
  }
}

/**
 * Resolves once the page has gone 150 ms without a DOM change (at most 3 s): React may still be
 * committing a deferred render of the recipe, and axe measuring a node as it is replaced reports
 * contrast failures that no visitor ever sees.
 */
async function domAtRest(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, 150)
        const observer = new MutationObserver(() => {
          clearTimeout(timer)
          timer = setTimeout(done, 150)
        })
        const deadline = setTimeout(done, 3_000)
        function done() {
          observer.disconnect()
          clearTimeout(timer)
          clearTimeout(deadline)
          resolve()
        }
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        })
      }),
  )
}

/**
 * Waits for a rendered frame and for every colour transition in flight to end. A scheme switched
 * by emulateMedia restyles at once, but a transition started by it moves only with frames: on a
 * busy machine axe once read a dark button's text on its still-light background. (Infinite
 * animations, a spinner's, are not transitions and are not waited for.)
 */
async function transitionsEnded(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    )
  })
}

/**
 * Puts axe-core (580 KB) into the page once per document. AxeBuilder evaluates the whole source
 * twice on every scan (once in analyze, once more in its legacy inject): measured at 3 s an
 * evaluation against under 1 s for the scan itself on a busy 2-core machine. A reload or a
 * navigation starts a new document without it, and this puts it back.
 */
async function ensureAxe(page: Page) {
  const present = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  )
  if (!present) await page.evaluate(axe.source)
}

/**
 * Scans the page as it is now, in light and then dark, and expects no axe violations.
 * e2e/axe-states.md lists every state scanned and the spec that scans it: a state scanned once
 * (light and dark) need not be scanned again by a spec that passes through it.
 */
export async function expectNoAxeViolations(page: Page, state: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    // Reduced motion makes the buttons' 120 ms colour transition instant: otherwise axe can
    // measure contrast half-way between the light and the dark palette.
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
    await domAtRest(page)
    await transitionsEnded(page)
    // Legacy mode runs axe in the page in one call. The default opens a blank page per scan to
    // merge results across frames, which this page (no iframes) does not need: measured at 6.0
    // against 2.6 s a scan on a busy 2-core machine, over ninety scans a run.
    // The same AxeBuilder run (its configuration, rules and result), with the source already in
    // the page: `axeSource: ';'` makes its two evaluations of the source no-ops.
    await ensureAxe(page)
    const results = await new AxeBuilder({ page, axeSource: ';' }).setLegacyMode(true).analyze()
    expect(
      results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`).join('; ')}`,
      ),
      `${state}, ${colorScheme}`,
    ).toEqual([])
  }
  await page.emulateMedia({ colorScheme: 'light' })
}
