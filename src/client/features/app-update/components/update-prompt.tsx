import { useEffect } from 'react'
import { applyUpdate, startServiceWorker, useUpdateWaiting } from '../lib/app-update.ts'

/**
 * Registers the service worker and, when a new version of the page has been installed in the
 * background, offers it: "New version available" with a Reload button. A polite status, not an
 * alert: it never takes focus or interrupts a recipe being read; the visitor reloads when it
 * suits them. Nothing at all until then (the page's other statuses stay the only ones).
 */
export function UpdatePrompt() {
  const isUpdateWaiting = useUpdateWaiting()
  useEffect(startServiceWorker, [])
  if (!isUpdateWaiting) return null
  return (
    <div role="status" className="update-prompt">
      <p className="update-prompt__text">New version available</p>
      <button type="button" className="button button--primary" onClick={applyUpdate}>
        Reload
      </button>
    </div>
  )
}
