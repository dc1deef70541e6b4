import { describeClashes } from '../../../../shared/clash-wording.ts'
import type { RecipeFit } from '../hooks/use-recipe-fit.ts'
import { describeChanges } from '../lib/made-for.ts'

interface PreferencesStaleProps {
  fit: RecipeFit
  /** Asks for a recipe with the preferences as they are now; absent when another note offers it. */
  onNewRecipe?: (() => void) | undefined
}

/**
 * The recipe on screen was made for other preferences than the visitor's now: said at once, with
 * what in it clashes with the new ones (once the chef's checker has read it) and what it cannot
 * show (amounts for 2, not 4), and one button for a recipe that follows them.
 */
export function PreferencesStale({ fit, onNewRecipe }: PreferencesStaleProps) {
  const { clashes, madeFor, current } = fit
  const changes = describeChanges(madeFor, current)
  return (
    <div className="recipe-stale recipe-fit">
      <div className="recipe-fit__body">
        <p className="recipe-stale__text">Made before you changed your preferences.</p>
        {clashes && clashes.length > 0 ? (
          <p className="recipe-fit__clashes">{describeClashes(clashes)}</p>
        ) : null}
        {changes.map((change) => (
          <p key={change} className="recipe-fit__change">
            {change}
          </p>
        ))}
      </div>
      {onNewRecipe ? (
        <button type="button" className="button button--secondary" onClick={onNewRecipe}>
          New recipe for your preferences
        </button>
      ) : null}
    </div>
  )
}
