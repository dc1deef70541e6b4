import type { ReactNode, Ref } from 'react'

interface RecipeRegionProps {
  isStreaming: boolean
  children: ReactNode
  ref?: Ref<HTMLElement>
}

/**
 * The spec's recipe area: a polite live region with the class suggested-recipe-container, headed
 * "Chef Claude Recommends:". Busy while the recipe streams, so screen readers wait for it whole.
 */
export function RecipeRegion({ isStreaming, children, ref }: RecipeRegionProps) {
  return (
    <section
      ref={ref}
      className="suggested-recipe-container"
      aria-live="polite"
      aria-busy={isStreaming}
      aria-labelledby="recipe-heading"
    >
      {/* Focusable from script: a new recipe takes focus here, at its start. */}
      <h2 id="recipe-heading" tabIndex={-1}>
        Chef Claude Recommends:
      </h2>
      {children}
    </section>
  )
}
