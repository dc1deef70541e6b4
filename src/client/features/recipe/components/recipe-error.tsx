import { describeError } from '../lib/describe-error.ts'
import type { RecipeRequestError } from '../api/recipe-request-error.ts'

interface RecipeErrorProps {
  error: RecipeRequestError
  onRetry: () => void
}

/**
 * The visible side of a failed request (the spec only logged it): plain words for the error's
 * code and a retry. Lazily loaded with its messages: only a failed request needs them.
 */
export function RecipeError({ error, onRetry }: RecipeErrorProps) {
  return (
    <div className="recipe-error" role="alert">
      <svg className="recipe-error__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" />
        <path d="M12 7v6M12 16.5v.5" />
      </svg>
      <div className="recipe-error__body">
        <p className="recipe-error__title">No recipe this time</p>
        <p>{describeError(error)}</p>
      </div>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}
