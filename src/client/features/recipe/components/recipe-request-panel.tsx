import { useCallback, useRef } from 'react'

interface RecipeRequestPanelProps {
  isStreaming: boolean
  onGetRecipe: () => void
  onStop: () => void
}

export function RecipeRequestPanel({ isStreaming, onGetRecipe, onStop }: RecipeRequestPanelProps) {
  const getRecipeRef = useRef<HTMLButtonElement>(null)

  function handleGetRecipe() {
    // aria-disabled rather than disabled keeps the button focusable for keyboard users.
    if (!isStreaming) onGetRecipe()
  }

  function handleStop() {
    getRecipeRef.current?.focus()
    onStop()
  }

  // Stop also leaves when the recipe ends by itself; focus on it would fall to the page body, so
  // it goes back to "Get a recipe" instead. The ref cleanup runs while Stop is still focused.
  // Stable, so React runs the cleanup only when Stop really leaves, not on every streamed chunk.
  const handOffFocus = useCallback((stopButton: HTMLButtonElement) => {
    return () => {
      if (document.activeElement === stopButton) getRecipeRef.current?.focus()
    }
  }, [])

  return (
    <div className="get-recipe-container">
      <div className="get-recipe-container__text">
        <h3>Ready for a recipe?</h3>
        <p>Generate a recipe from your list of ingredients.</p>
      </div>
      <div className="get-recipe-container__actions">
        <button
          ref={getRecipeRef}
          type="button"
          className="button button--primary get-recipe-button"
          onClick={handleGetRecipe}
          aria-disabled={isStreaming}
          aria-busy={isStreaming}
        >
          <span className="get-recipe-button__icon" aria-hidden="true" />
          Get a recipe
        </button>
        {isStreaming ? (
          <button
            ref={handOffFocus}
            type="button"
            className="button button--secondary"
            onClick={handleStop}
          >
            Stop
          </button>
        ) : null}
      </div>
    </div>
  )
}
