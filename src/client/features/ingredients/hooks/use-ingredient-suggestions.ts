import { useState } from 'react'

/**
 * Common ingredient names for the field's datalist. They are a chunk of their own, fetched the
 * first time the visitor reaches the field, so they never weigh on the first paint.
 */
export function useIngredientSuggestions() {
  const [suggestions, setSuggestions] = useState<readonly string[]>([])
  const [isRequested, setIsRequested] = useState(false)

  function loadSuggestions() {
    if (isRequested) return
    setIsRequested(true)
    import('../../../../shared/ingredient-suggestions.ts')
      .then((module) => setSuggestions(module.INGREDIENT_SUGGESTIONS))
      // Suggestions are a convenience: without them the field works as before.
      .catch(() => setIsRequested(false))
  }

  return { suggestions, loadSuggestions }
}
