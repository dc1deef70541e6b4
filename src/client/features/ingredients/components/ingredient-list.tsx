import { useRef, type ReactNode } from 'react'
import type { Ingredient } from '../hooks/use-ingredients.ts'

interface IngredientListProps {
  ingredients: readonly Ingredient[]
  onRemove: (id: string) => void
  onClear: () => void
  /** The recipe request panel, which the spec places inside the list area. */
  children?: ReactNode
  /** A mark after an item's name (what the visitor's preferences rule out), if any. */
  renderMark?: (text: string) => ReactNode
}

export function IngredientList({
  ingredients,
  onRemove,
  onClear,
  children,
  renderMark,
}: IngredientListProps) {
  const listRef = useRef<HTMLUListElement>(null)

  function handleRemove(index: number, id: string) {
    // Keep keyboard users in the list: focus moves to the next item's button (the previous one
    // for the last item). Both exist before the removal re-renders. An emptied list is the
    // parent's business: it moves focus to the field.
    const buttons = listRef.current?.querySelectorAll('button')
    ;(buttons?.[index + 1] ?? buttons?.[index - 1])?.focus()
    onRemove(id)
  }

  return (
    <section className="ingredients" aria-labelledby="ingredients-heading">
      <div className="ingredients__header">
        <h2 id="ingredients-heading">Ingredients on hand:</h2>
        <button type="button" className="button button--quiet" onClick={onClear}>
          Clear list
        </button>
      </div>
      <ul className="ingredients__list" aria-live="polite" ref={listRef}>
        {ingredients.map((ingredient, index) => (
          <li key={ingredient.id} className="ingredient">
            <span className="ingredient__name">{ingredient.text}</span>
            {renderMark?.(ingredient.text)}
            <button
              type="button"
              className="ingredient__remove"
              aria-label={`Remove ${ingredient.text}`}
              onClick={() => handleRemove(index, ingredient.id)}
            />
          </li>
        ))}
      </ul>
      {children}
    </section>
  )
}
