import { useEffect, useRef } from 'react'
import { loadRecipeDisplay } from '../../features/recipe/lib/preload-recipe-chunks.ts'
import { SavedRecipes } from '../../features/saved/components/saved-recipes.tsx'
import {
  decodeRecipe,
  SHARE_PREFIX,
  ShareLinkError,
} from '../../features/share-links/lib/share-link.ts'
import type { ViewedRecipe } from '../viewed-recipe.ts'

export interface KeptRecipeSourcesProps {
  /** What the recipe area shows in place of the visitor's own recipe, if anything. */
  viewed: ViewedRecipe | null
  onView: (viewed: ViewedRecipe) => void
}

/**
 * Where kept recipes come from: the "Saved recipes" list, and a shared link (`#recipe=…`), read
 * when the page opens and whenever the fragment changes (a link pasted into this tab). Neither
 * asks the server for anything, and neither touches the visitor's list.
 */
export function KeptRecipeSources({ viewed, onView }: KeptRecipeSourcesProps) {
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
