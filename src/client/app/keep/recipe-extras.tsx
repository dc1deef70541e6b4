import { useMemo, useState } from 'react'
import type { RecipeWarning } from '../../../shared/recipe-stream.ts'
import type { RecipeWriter } from '../../lib/recipe-writer.ts'
import { useRecipeView, useShownMarkdown } from '../../hooks/use-recipe-view.ts'
import { AS_WRITTEN, isAsWritten } from '../../lib/recipe-view/recipe-view.ts'
import { CookModeButton } from '../../features/cook/components/cook-mode-button.tsx'
import { ExportButtons } from '../../features/export/components/export-buttons.tsx'
import { boundMarkdownNesting } from '../../features/recipe/lib/bound-markdown-nesting.ts'
import type { RecipeQuery, RecipeStatus } from '../../features/recipe/types.ts'
import { SaveRecipeButton } from '../../features/saved/components/save-recipe-button.tsx'
import { ShareButton } from '../../features/share-links/components/share-button.tsx'
import type { SavedRecipe } from '../../lib/saved-state.ts'

export interface RecipeExtrasProps {
  markdown: string
  engine: RecipeWriter | null
  warnings: readonly RecipeWarning[]
  status: RecipeStatus
  /** The request that wrote the recipe: saved with it, so the list says what it was made from. */
  request: RecipeQuery | null
  /** The servings and units a saved recipe or shared link carries, as stored. */
  view?: unknown
}

/** The recipe's own actions, after "Copy recipe", with one status line for what they did. */
export function RecipeExtras({
  markdown,
  engine,
  warnings,
  status,
  request,
  view: keptView,
}: RecipeExtrasProps) {
  const [message, setMessage] = useState<{ for: string; text: string; isProblem: boolean }>()
  const isStreaming = status === 'streaming'
  // Saved, shared and cooked as the cook chose to see it: servings and units go with the recipe.
  const [view] = useRecipeView(markdown, keptView)
  const bounded = useMemo(() => boundMarkdownNesting(markdown), [markdown])
  const shownMarkdown = useShownMarkdown(bounded, isStreaming ? AS_WRITTEN : view)
  // One object per recipe, so the share link is made once, not on every render.
  const recipe = useMemo<SavedRecipe | null>(
    () =>
      request && {
        markdown,
        engine,
        warnings: [...warnings],
        status: status === 'stopped' ? 'stopped' : 'done',
        request,
        ...(!isAsWritten(view) && { view }),
      },
    [markdown, engine, warnings, status, request, view],
  )
  // Cook mode reads the recipe as the page renders it: bounded, so no answer can overflow it.
  const cookMode = (
    <CookModeButton markdown={bounded} shown={shownMarkdown} isStreaming={isStreaming} />
  )
  if (!recipe) return cookMode
  // A message belongs to the recipe it was about: a new recipe starts with none.
  const shown = message?.for === markdown ? message : undefined

  function say(text: string, isProblem: boolean) {
    setMessage({ for: markdown, text, isProblem })
  }

  return (
    <>
      {cookMode}
      <SaveRecipeButton recipe={recipe} isStreaming={isStreaming} onMessage={say} />
      <ShareButton recipe={recipe} isStreaming={isStreaming} onMessage={say} />
      <ExportButtons
        markdown={markdown}
        shown={shownMarkdown}
        isStreaming={isStreaming}
        engine={engine}
      />
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
