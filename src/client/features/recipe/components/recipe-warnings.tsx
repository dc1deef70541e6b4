import type { RecipeWarning } from '../../../../shared/recipe-stream.ts'
import { listNames } from '../../../lib/preferences.ts'

/**
 * The server's warnings about the recipe, before it: each its own alert, so screen readers
 * announce it as it appears, naming what the recipe uses that the visitor asked to avoid.
 */
export function RecipeWarnings({ warnings }: { warnings: readonly RecipeWarning[] }) {
  return warnings.map((warning, index) => (
    <div key={index} className="recipe-warning" role="alert">
      <svg
        className="recipe-warning__icon"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 3 2 20h20L12 3Z" />
        <path d="M12 10v4M12 17v.5" />
      </svg>
      <p>{describeWarning(warning)}</p>
    </div>
  ))
}

export function describeWarning({ items, message }: RecipeWarning): string {
  if (items.length === 0) return String(message)
  const uses = listNames(items)
  return `Check before cooking: this recipe uses ${uses}, against your preferences.`
}
