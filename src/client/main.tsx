import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, preloadDeferredParts } from './app/app.tsx'
import { hasStoredVisit } from './lib/stored-visit.ts'
import './styles/index.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )

// A page that opens on something from before (a list, a recipe, preferences, a saved recipe or
// a link) paints once its code is in, whole, rather than showing the form and then the rest
// below it. A fresh page paints at once; that code waits for the visitor's first interaction.
if (hasStoredVisit()) void preloadDeferredParts().then(render)
else render()
