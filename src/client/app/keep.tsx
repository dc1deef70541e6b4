import { useEffect, useMemo, useRef, useState } from 'react'
import type { EngineName, RecipeWarning } from '../../shared/recipe-stream.ts'
import { ExportButtons } from '../features/export/components/export-buttons.tsx'
import { loadRecipeDisplay } from '../features/recipe/lib/preload-recipe-chunks.ts'
import type { RecipeQuery, RecipeStatus } from '../features/recipe/types.ts'
import { SaveRecipeButton } from '../features/saved/components/save-recipe-button.tsx'
import { SavedRecipes } from '../features/saved/components/saved-recipes.tsx'
import { formatSavedDate } from '../features/saved/lib/saved-recipes.ts'
import { ShareButton } from '../features/shared/components/share-button.tsx'
import { decodeRecipe, SHARE_PREFIX, ShareLinkError } from '../features/shared/lib/share-link.ts'
import { revealElement } from '../lib/reveal.ts'
import type { SavedRecipe } from '../lib/saved-state.ts'
import type { ViewedRecipe } from './viewed-recipe.ts'

type KeepPartProps =
  | ({ part: 'sources' } & KeptRecipeSourcesProps)
  | ({ part: 'actions' } & RecipeExtrasProps)
  | ({ part: 'note' } & ViewedRecipeNoteProps)

/**
 * What keeps a recipe and shows a kept one, loaded on its own after the first paint (a first
 * visit needs none of it); the app places each part where it belongs:
 * - `sources`: the "Saved recipes" list, and the reading of a shared link;
 * - `actions`: Save recipe, Share, Download and Print, after "Copy recipe";
 * - `note`: above the recipe area, whose recipe it is ("Saved recipe", "Shared recipe").
 */
export default function KeepPart(props: KeepPartProps) {
  switch (props.part) {
    case 'sources':
      return <KeptRecipeSources {...props} />
    case 'actions':
      return <RecipeExtras {...props} />
    case 'note':
      return <ViewedRecipeNote {...props} />
  }
}

interface KeptRecipeSourcesProps {
  /** What the recipe area shows in place of the visitor's own recipe, if anything. */
  viewed: ViewedRecipe | null
  onView: (viewed: ViewedRecipe) => void
}

/**
 * Where kept recipes come from: the "Saved recipes" list, and a shared link (`#recipe=…`), read
 * when the page opens and whenever the fragment changes (a link pasted into this tab). Neither
 * asks the server for anything, and neither touches the visitor's list.
 */
function KeptRecipeSources({ viewed, onView }: KeptRecipeSourcesProps) {
  const isLinkShown = viewed !== null && viewed.origin !== 'saved'
  const wasLinkShown = useRef(false)

  // Once the link's recipe (or its message) is gone, closed or replaced by a new recipe of the
  // visitor's, the fragment goes too: a reload shows the visitor's own page, not the link again.
  useEffect(() => {
    if (isLinkShown) {
      wasLinkShown.current = true
    } else if (wasLinkShown.current) {
      wasLinkShown.current = false
      if (window.location.hash.startsWith(SHARE_PREFIX)) {
        history.replaceState(history.state, '', window.location.pathname + window.location.search)
      }
    }
  }, [isLinkShown])

  useEffect(() => {
    let isCurrent = true
    function readLink() {
      const { hash } = window.location
      if (!hash.startsWith(SHARE_PREFIX)) return
      // The recipe display loads while the link is read.
      loadRecipeDisplay().catch(() => undefined)
      decodeRecipe(hash).then(
        (recipe) => {
          if (isCurrent) onView({ origin: 'shared', recipe })
        },
        (error: unknown) => {
          if (!(error instanceof ShareLinkError))
            console.error('Reading a shared link failed:', error)
          if (isCurrent) onView({ origin: 'broken-link' })
        },
      )
    }
    readLink()
    window.addEventListener('hashchange', readLink)
    return () => {
      isCurrent = false
      window.removeEventListener('hashchange', readLink)
    }
  }, [onView])

  return <SavedRecipes onOpen={(entry) => onView({ origin: 'saved', ...entry })} />
}

interface RecipeExtrasProps {
  markdown: string
  engine: EngineName | null
  warnings: readonly RecipeWarning[]
  status: RecipeStatus
  /** The request that wrote the recipe: saved with it, so the list says what it was made from. */
  request: RecipeQuery | null
}

/** The recipe's own actions, after "Copy recipe", with one status line for what they did. */
function RecipeExtras({ markdown, engine, warnings, status, request }: RecipeExtrasProps) {
  const [message, setMessage] = useState<{ for: string; text: string; isProblem: boolean }>()
  const isStreaming = status === 'streaming'
  // One object per recipe, so the share link is made once, not on every render.
  const recipe = useMemo<SavedRecipe | null>(
    () =>
      request && {
        markdown,
        engine,
        warnings: [...warnings],
        status: status === 'stopped' ? 'stopped' : 'done',
        request,
      },
    [markdown, engine, warnings, status, request],
  )
  if (!recipe) return null
  // A message belongs to the recipe it was about: a new recipe starts with none.
  const shown = message?.for === markdown ? message : undefined

  function say(text: string, isProblem: boolean) {
    setMessage({ for: markdown, text, isProblem })
  }

  return (
    <>
      <SaveRecipeButton recipe={recipe} isStreaming={isStreaming} onMessage={say} />
      <ShareButton recipe={recipe} isStreaming={isStreaming} onMessage={say} />
      <ExportButtons markdown={markdown} isStreaming={isStreaming} />
      {/* A live region, not a second role="status": the recipe keeps one status, Copy's. */}
      <p
        className={`recipe-actions__status${shown?.isProblem ? ' recipe-actions__status--problem' : ''}`}
        aria-live="polite"
      >
        {shown?.text}
      </p>
    </>
  )
}

interface ViewedRecipeNoteProps {
  viewed: ViewedRecipe
  onClose: () => void
}

/**
 * Says whose recipe the recipe area shows when it is not the visitor's latest: "Saved recipe" or
 * "Shared recipe", with a way back. Brought into view and focused when it appears, so the
 * visitor who opened it from the list lands on it.
 */
function ViewedRecipeNote({ viewed, onClose }: ViewedRecipeNoteProps) {
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
