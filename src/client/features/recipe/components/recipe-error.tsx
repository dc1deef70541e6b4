import { describeError } from '../lib/describe-error.ts'
import { RecipeRequestError } from '../api/recipe-request-error.ts'

interface RecipeErrorProps {
  /**
   * Why the request failed, as thrown: a {@link RecipeRequestError} from the request client, or
   * anything else when that client's own code could not load (most likely the network).
   */
  error: unknown
  /** Asks again; with `"offline"`, asks the offline chef for the same list and preferences. */
  onRetry: (engine?: 'offline') => void
}

/**
 * The visible side of a failed request (the spec only logged it): plain words for the error's
 * code and a retry; when the AI failed before writing anything, also "Ask the offline chef".
 * Lazily loaded with its messages: only a failed request needs them.
 */
export function RecipeError({ error, onRetry }: RecipeErrorProps) {
  const failure =
    error instanceof RecipeRequestError
      ? error
      : new RecipeRequestError('network_error', 'Could not load the recipe client.')
  return (
    <div className="recipe-error" role="alert">
      <svg className="recipe-error__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" />
        <path d="M12 7v6M12 16.5v.5" />
      </svg>
      <div className="recipe-error__body">
        <p className="recipe-error__title">No recipe this time</p>
        <p>{describeError(failure)}</p>
        {failure.offlineMayHelp ? (
          <p>Our offline chef can still suggest a dish for your list.</p>
        ) : null}
      </div>
      <div className="recipe-error__actions">
        {failure.offlineMayHelp ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onRetry('offline')}
          >
            Ask the offline chef
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={() => onRetry()}>
          Try again
        </button>
      </div>
    </div>
  )
}
