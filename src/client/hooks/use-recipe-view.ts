import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { isAsWritten, toRecipeView, type RecipeView } from '../lib/recipe-view/recipe-view.ts'
import { getChosenView, setRecipeView, subscribeRecipeViews } from '../stores/recipe-view-store.ts'
import type { rewriteForView } from '../lib/recipe-view/rewrite-recipe.ts'

type Rewriter = { rewriteForView: typeof rewriteForView }

/**
 * The servings and units a recipe is shown in, and a way to change them: this session's choice,
 * else the one a saved recipe or shared link carries (`kept`, validated here), else as written.
 */
export function useRecipeView(
  markdown: string,
  kept?: unknown,
): [RecipeView, (view: RecipeView) => void] {
  const chosen = useSyncExternalStore(subscribeRecipeViews, () => getChosenView(markdown))
  const keptView = useMemo(() => toRecipeView(kept), [kept])
  const change = useCallback((view: RecipeView) => setRecipeView(markdown, view), [markdown])
  return [chosen ?? keptView, change]
}

let rewriter: Rewriter | undefined

/**
 * The recipe as the view asks to show it. The rewriting (the line reader, the chef's lexicon)
 * loads on first use: until it has, and whenever the view is "as written", the markdown itself.
 */
export function useShownMarkdown(markdown: string, view: RecipeView): string {
  const [loaded, setLoaded] = useState<Rewriter | undefined>(rewriter)
  const isNeeded = !isAsWritten(view)
  useEffect(() => {
    if (!isNeeded || loaded) return
    let isCurrent = true
    import('../lib/recipe-view/rewrite-recipe.ts').then(
      (module) => {
        rewriter = module
        if (isCurrent) setLoaded(module)
      },
      () => {
        // Its code failed to load (offline, a deploy in between): the recipe shows as written.
      },
    )
    return () => {
      isCurrent = false
    }
  }, [isNeeded, loaded])
  return useMemo(
    () => (isNeeded && loaded ? loaded.rewriteForView(markdown, view) : markdown),
    [isNeeded, loaded, markdown, view],
  )
}
