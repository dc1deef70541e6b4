import type { IdeasNav } from '../lib/recipe-session-state.ts'

interface RecipeIdeasProps {
  nav: IdeasNav
  isStreaming: boolean
  /** Shows an idea of the list on screen, by index from 0. */
  onShowIdea: (index: number) => void
  /** Shows another list's ideas, by index from 0 (earliest first). */
  onShowList?: ((list: number) => void) | undefined
}

/**
 * "Idea 2 of 3" with previous and next: steps between the ideas already given for this list,
 * without asking again. Shown once there are two, or when what is on screen is not an idea (out
 * of ideas) and there is one to go back to; a new idea still arriving counts as the last. Under
 * it, "Earlier ideas" and "Later ideas" step between the lists asked about this visit. The
 * buttons stay put (aria-disabled) at either end and while a recipe streams, so focus is never
 * dropped.
 */
export function RecipeIdeas({ nav, isStreaming, onShowIdea, onShowList }: RecipeIdeasProps) {
  const { count, position } = nav
  const hasIdeas = count >= 2 || (position === null && count >= 1)
  const hasLists = nav.lists >= 2 && onShowList !== undefined
  if (!hasIdeas && !hasLists) return null
  // Not an idea on screen: "Previous" goes back to the newest idea.
  const previous = position === null ? count - 1 : position - 2
  const isFirst = isStreaming || previous < 0
  const isLast = isStreaming || position === null || position >= count
  const isEarliestList = isStreaming || nav.list <= 0
  const isLatestList = isStreaming || nav.list >= nav.lists - 1

  return (
    <>
      {hasIdeas ? (
        <nav className="recipe-ideas" aria-label="Ideas for this list">
          <button
            type="button"
            className="button button--secondary recipe-ideas__step"
            aria-label="Previous idea"
            aria-disabled={isFirst}
            onClick={() => {
              if (!isFirst) onShowIdea(previous)
            }}
          >
            <span aria-hidden="true">‹</span> Previous
          </button>
          <p className="recipe-ideas__position">
            {position === null
              ? `${count} ${count === 1 ? 'idea' : 'ideas'} so far`
              : `Idea ${position} of ${count}`}
          </p>
          <button
            type="button"
            className="button button--secondary recipe-ideas__step"
            aria-label="Next idea"
            aria-disabled={isLast}
            onClick={() => {
              if (!isLast && position !== null) onShowIdea(position)
            }}
          >
            Next <span aria-hidden="true">›</span>
          </button>
        </nav>
      ) : null}
      {hasLists ? (
        <nav className="recipe-lists" aria-label="Ideas for other lists">
          <button
            type="button"
            className="button button--quiet"
            aria-disabled={isEarliestList}
            onClick={() => {
              if (!isEarliestList) onShowList(nav.list - 1)
            }}
          >
            <span aria-hidden="true">‹</span> Earlier ideas
          </button>
          <button
            type="button"
            className="button button--quiet"
            aria-disabled={isLatestList}
            onClick={() => {
              if (!isLatestList) onShowList(nav.list + 1)
            }}
          >
            Later ideas <span aria-hidden="true">›</span>
          </button>
        </nav>
      ) : null}
    </>
  )
}
