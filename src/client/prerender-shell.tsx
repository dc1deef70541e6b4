import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from './app/app.tsx'

/**
 * What the page reads of `window` while it renders, as a fresh visitor's browser has it: no
 * link fragment and nothing stored (no storage at all reads as nothing stored). The page checks
 * for a visit from before as it renders; the build has no browser, and the shell it writes is
 * the fresh visitor's page.
 */
const FRESH_VISITOR_WINDOW = { location: { hash: '' } }

/**
 * The page's first paint as HTML, for the build to put into index.html's #root: what a fresh
 * visitor sees (the header and the form), readable before the entry script runs. main.tsx
 * hydrates it with the same tree, so the two must stay one element for one element.
 */
export function renderShell(): string {
  const globals = globalThis as { window?: unknown }
  const hadWindow = 'window' in globals
  if (!hadWindow) globals.window = FRESH_VISITOR_WINDOW
  try {
    return renderToString(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  } finally {
    if (!hadWindow) delete globals.window
  }
}
