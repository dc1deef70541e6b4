import { useEffect, useRef } from 'react'
import { formatSavedDate } from '../../features/saved/lib/saved-recipes-storage.ts'
import { revealElement } from '../../lib/reveal.ts'
import type { ViewedRecipe } from '../viewed-recipe.ts'

export interface ViewedRecipeNoteProps {
  viewed: ViewedRecipe
  onClose: () => void
}

/**
 * Says whose recipe the recipe area shows when it is not the visitor's latest: "Saved recipe" or
 * "Shared recipe", with a way back. Brought into view and focused when it appears, so the
 * visitor who opened it from the list lands on it.
 */
export function ViewedRecipeNote({ viewed, onClose }: ViewedRecipeNoteProps) {
  const noteRef = useRef<HTMLDivElement>(null)

  // Opened from the saved list: brought to the top of the screen, as a new recipe is (on a
  // phone the list is long, and 'nearest' left the recipe itself below the fold), and focus
  // follows the visitor there. A link opened with the page only scrolls into view; nothing was
  // focused to follow.
  useEffect(() => {
    const note = noteRef.current
    if (!note) return
    revealElement(note)
    if (viewed.origin === 'saved') note.focus({ preventScroll: true })
  }, [viewed])

  if (viewed.origin === 'broken-link') {
    return (
      <div ref={noteRef} className="viewed-note viewed-note--problem" role="alert" tabIndex={-1}>
        <p>
          <strong>This shared recipe link is damaged or too long.</strong> Nothing from it was
          shown. Ask whoever sent it for a new link.
        </p>
        <button type="button" className="button button--quiet" onClick={onClose}>
          Dismiss
        </button>
      </div>
    )
  }

  const label = viewed.origin === 'saved' ? 'Saved recipe' : 'Shared recipe'
  return (
    <div ref={noteRef} className="viewed-note" tabIndex={-1}>
      <p>
        <strong>{label}</strong>
        {viewed.origin === 'saved'
          ? ` · ${formatSavedDate(viewed.savedAt)}`
          : ': sent to you as a link. “Save recipe” keeps it.'}
      </p>
      <button
        type="button"
        className="button button--quiet"
        aria-label={`Close ${label.toLowerCase()}`}
        onClick={onClose}
      >
        Close
      </button>
    </div>
  )
}
