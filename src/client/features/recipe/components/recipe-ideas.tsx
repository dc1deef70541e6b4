import { MAX_IDEAS } from '../../../../shared/limits.ts'

interface RecipeIdeasProps {
  /** The markdown of the finished ideas for this list, oldest first. */
  ideas: readonly { markdown: string }[]
  /** The idea on screen, when it is one of `ideas`. */
  ideaIndex: number
  /** The recipe on screen, which may be a new idea still arriving. */
  markdown: string
  isStreaming: boolean
  onShowIdea: (index: number) => void
}

/**
 * "Idea 2 of 3" with previous and next: steps between the ideas already given for this list,
 * without asking again. Shown once there are two; a new idea still arriving counts as the last.
 * The buttons stay put (aria-disabled) at either end and while a recipe streams, so focus is
 * never dropped.
 */
export function RecipeIdeas({
  ideas,
  ideaIndex,
  markdown,
  isStreaming,
  onShowIdea,
}: RecipeIdeasProps) {
  const isNewIdea = isStreaming && markdown !== ideas[ideaIndex]?.markdown
  const count = Math.min(ideas.length + (isNewIdea ? 1 : 0), MAX_IDEAS)
  if (count < 2) return null
  const position = isNewIdea ? count : ideaIndex + 1
  const isFirst = isStreaming || position === 1
  const isLast = isStreaming || position === count

  return (
    <nav className="recipe-ideas" aria-label="Ideas for this list">
      <button
        type="button"
        className="button button--secondary recipe-ideas__step"
        aria-label="Previous idea"
        aria-disabled={isFirst}
        onClick={() => {
          if (!isFirst) onShowIdea(ideaIndex - 1)
        }}
      >
        <span aria-hidden="true">‹</span> Previous
      </button>
      <p className="recipe-ideas__position">
        Idea {position} of {count}
      </p>
      <button
        type="button"
        className="button button--secondary recipe-ideas__step"
        aria-label="Next idea"
        aria-disabled={isLast}
        onClick={() => {
          if (!isLast) onShowIdea(ideaIndex + 1)
        }}
      >
        Next <span aria-hidden="true">›</span>
      </button>
    </nav>
  )
}
