import { useMemo, useState } from 'react'
import type { EngineName, RecipeWarning } from '../../../shared/recipe-stream.ts'
import { CookModeButton } from '../../features/cook/components/cook-mode-button.tsx'
import { ExportButtons } from '../../features/export/components/export-buttons.tsx'
import { boundMarkdownNesting } from '../../features/recipe/lib/bound-markdown-nesting.ts'
import type { RecipeQuery, RecipeStatus } from '../../features/recipe/types.ts'
import { SaveRecipeButton } from '../../features/saved/components/save-recipe-button.tsx'
import { ShareButton } from '../../features/share-links/components/share-button.tsx'
import type { SavedRecipe } from '../../lib/saved-state.ts'

export interface RecipeExtrasProps {
  markdown: string
  engine: EngineName | null
  warnings: readonly RecipeWarning[]
  status: RecipeStatus
  /** The request that wrote the recipe: saved with it, so the list says what it was made from. */
  request: RecipeQuery | null
}

/** The recipe's own actions, after "Copy recipe", with one status line for what they did. */
export function RecipeExtras({ markdown, engine, warnings, status, request }: RecipeExtrasProps) {
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
  // Cook mode reads the recipe as the page renders it: bounded, so no answer can overflow it.
  const cookMode = (
    <CookModeButton markdown={boundMarkdownNesting(markdown)} isStreaming={isStreaming} />
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
      <ExportButtons markdown={markdown} isStreaming={isStreaming} engine={engine} />
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
