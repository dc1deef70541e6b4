import { useEffect, useId, useRef, useState } from 'react'
import { ErrorBoundary } from '../../../components/error-boundary.tsx'
import { recipeTitle } from '../../../lib/recipe-title.ts'
import {
  formatSavedDate,
  type ReadProblem,
  type SavedRecipeEntry,
} from '../lib/saved-recipes-storage.ts'
import { removeSavedRecipe, useSavedRecipes } from '../hooks/use-saved-recipes.ts'

interface SavedRecipesProps {
  /** Shows the saved recipe in the recipe area. */
  onOpen: (entry: SavedRecipeEntry) => void
}

/** Enough to recognise the list a recipe came from; the rest is counted. */
const SHOWN_INGREDIENTS = 8

/**
 * "Saved recipes (n)": a disclosure listing what the visitor saved, newest first. Absent until
 * something is saved (or was, in storage that can no longer be read), so a first visit shows
 * only the header and the form. Each entry opens in the recipe area and can be removed.
 */
export function SavedRecipes({ onOpen }: SavedRecipesProps) {
  const { entries, problem } = useSavedRecipes()
  const [isOpen, setIsOpen] = useState(false)
  const [removeFailed, setRemoveFailed] = useState(false)
  // Once shown, the disclosure stays for the visit, even with its last recipe removed.
  const [wasShown, setWasShown] = useState(false)
  const focusAfterRemove = useRef<string | null>(null)
  const panelId = useId()
  const toggleId = `${panelId}-toggle`
  const readNote = problem ? describeProblem(problem) : null
  const isShown = wasShown || entries.length > 0 || readNote !== null
  if (isShown && !wasShown) setWasShown(true)

  // After a removal, focus goes to the next entry (or the toggle), never to the page's top.
  useEffect(() => {
    if (focusAfterRemove.current === null) return
    document.getElementById(focusAfterRemove.current)?.focus()
    focusAfterRemove.current = null
  }, [entries])

  if (!isShown) return null

  function handleRemove(index: number) {
    const entry = entries[index]
    if (!entry) return
    const neighbour = entries[index + 1] ?? entries[index - 1]
    focusAfterRemove.current = neighbour ? entryId(panelId, neighbour) : toggleId
    const outcome = removeSavedRecipe(entry.id)
    setRemoveFailed(outcome !== 'done')
    if (outcome !== 'done') focusAfterRemove.current = null
  }

  return (
    <section className="saved-recipes" aria-labelledby={toggleId}>
      <button
        id={toggleId}
        type="button"
        className="saved-recipes__toggle"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span className="saved-recipes__icon" aria-hidden="true" />
        Saved recipes ({entries.length})
        <span className="saved-recipes__chevron" aria-hidden="true" />
      </button>
      {readNote ? (
        <p className="saved-recipes__note" role="status">
          {readNote}
        </p>
      ) : null}
      <div id={panelId} className="saved-recipes__panel" hidden={!isOpen}>
        {removeFailed ? (
          <p className="saved-recipes__note" role="alert">
            Couldn’t remove it: your browser is blocking this site’s storage.
          </p>
        ) : null}
        {entries.length === 0 ? (
          <p className="saved-recipes__empty">
            No saved recipes. “Save recipe” under a recipe keeps it here.
          </p>
        ) : (
          <ul className="saved-recipes__list">
            {entries.map((entry, index) => (
              // One entry that cannot be shown is set aside with a note; the others still work.
              <ErrorBoundary key={entry.id} fallback={<SetAsideEntry />}>
                <SavedRecipeItem
                  entry={entry}
                  buttonId={entryId(panelId, entry)}
                  onOpen={() => onOpen(entry)}
                  onRemove={() => handleRemove(index)}
                />
              </ErrorBoundary>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

interface SavedRecipeItemProps {
  entry: SavedRecipeEntry
  buttonId: string
  onOpen: () => void
  onRemove: () => void
}

function SavedRecipeItem({ entry, buttonId, onOpen, onRemove }: SavedRecipeItemProps) {
  const title = recipeTitle(entry.recipe.markdown)
  const details = describeEntry(entry)
  return (
    <li className="saved-recipe">
      <button
        id={buttonId}
        type="button"
        className="saved-recipe__open"
        aria-label={`${title}, ${details}`}
        onClick={onOpen}
      >
        <span className="saved-recipe__title">{title}</span>
        <span className="saved-recipe__details">{details}</span>
      </button>
      <button
        type="button"
        className="button button--quiet saved-recipe__remove"
        aria-label={`Remove ${title}`}
        onClick={onRemove}
      >
        Remove
      </button>
    </li>
  )
}

function SetAsideEntry() {
  return (
    <li className="saved-recipe saved-recipes__note">
      One saved recipe could not be shown and was set aside.
    </li>
  )
}

function entryId(panelId: string, entry: SavedRecipeEntry): string {
  return `${panelId}-${entry.id}`
}

/** "saved 23 Nov 2026, from tomatoes, pasta, garlic and 4 more". */
function describeEntry(entry: SavedRecipeEntry): string {
  const { ingredients } = entry.recipe.request
  const shown = ingredients.slice(0, SHOWN_INGREDIENTS).join(', ')
  const more = ingredients.length - SHOWN_INGREDIENTS
  return `saved ${formatSavedDate(entry.savedAt)}, from ${shown}${more > 0 ? ` and ${more} more` : ''}`
}

function describeProblem(problem: ReadProblem): string | null {
  switch (problem.kind) {
    case 'dropped':
      return problem.count === 1
        ? 'One saved recipe could not be read and was left out.'
        : `${problem.count} saved recipes could not be read and were left out.`
    case 'unreadable':
      return 'Your saved recipes could not be read. Recipes you save from now on will be kept.'
    case 'blocked':
      // Said when saving fails; a first visit in a strict browser shows nothing extra.
      return null
  }
}
