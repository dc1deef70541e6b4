import type { ReactNode } from 'react'
import { useCopyToClipboard } from '../../../hooks/use-copy-to-clipboard.ts'
import { markdownToPlainText } from '../lib/markdown-to-plain-text.ts'

interface RecipeActionsProps {
  markdown: string
  isStreaming: boolean
  /**
   * False for an answer that is not a recipe (out of ideas, not a recipe yet): nothing to save,
   * share, download or print, so `extraActions` are left out.
   */
  isRecipe?: boolean
  onAnotherIdea: () => void
  onStop?: (() => void) | undefined
  extraActions?: ReactNode
}

const COPY_MESSAGES = {
  copied: 'Recipe copied',
  failed: 'Could not copy. Select the recipe text and copy it instead.',
} as const

/**
 * What to do with a finished recipe. The buttons stay put (aria-disabled) while a recipe
 * streams, so focus is never dropped and nothing jumps when it ends.
 */
export function RecipeActions({
  markdown,
  isStreaming,
  isRecipe = true,
  onAnotherIdea,
  onStop,
  extraActions,
}: RecipeActionsProps) {
  const { copy, outcomeFor } = useCopyToClipboard()
  const outcome = outcomeFor(markdown)

  function handleAnotherIdea() {
    if (!isStreaming) onAnotherIdea()
  }

  function handleCopy() {
    // Plain, readable text: markdown's marks are clutter in a chat or a note.
    if (!isStreaming) void copy(markdownToPlainText(markdown), markdown)
  }

  return (
    <div className="recipe-actions">
      <button
        type="button"
        className="button button--secondary"
        onClick={handleAnotherIdea}
        aria-disabled={isStreaming}
        aria-busy={isStreaming}
      >
        Another idea
      </button>
      <button
        type="button"
        className="button button--secondary"
        onClick={handleCopy}
        aria-disabled={isStreaming}
      >
        Copy recipe
      </button>
      {isRecipe ? extraActions : null}
      {isStreaming && onStop ? (
        <button type="button" className="button button--secondary" onClick={onStop}>
          Stop
        </button>
      ) : null}
      <p className="recipe-actions__status" role="status">
        {outcome ? COPY_MESSAGES[outcome] : null}
      </p>
    </div>
  )
}
