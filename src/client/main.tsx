import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App, preloadDeferredParts } from './app/app.tsx'
import { hasStoredVisit } from './lib/stored-visit.ts'

// No check of our own (its message cost first-load bytes): createRoot and hydrateRoot throw on a
// missing container themselves.
const root = document.getElementById('root') as HTMLElement
// StrictMode checks only in development; in the build it is a wrapper that costs first-load bytes.
const page = import.meta.env.DEV ? (
  <StrictMode>
    <App />
  </StrictMode>
) : (
  <App />
)

// The built index.html holds a fresh visitor's page, prerendered (src/client/prerender-shell.tsx):
// hydrated, it is the page. A page that opens on something from before (a list, a recipe,
// preferences, a saved recipe or a link) renders anew once its code is in, whole, in place of
// the shell, rather than showing its list below a live form a moment later. In dev #root is
// empty (the build always prerenders it: scripts/vite/prerender-shell.ts fails the build if not).
if (hasStoredVisit()) void preloadDeferredParts().then(() => createRoot(root).render(page))
else if (import.meta.env.DEV) createRoot(root).render(page)
else hydrateRoot(root, page)
