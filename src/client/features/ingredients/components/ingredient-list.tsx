import { useEffect, useRef, type ReactNode } from 'react'
import type { Ingredient } from '../hooks/use-ingredients.ts'
import { loadIngredientReader, useIngredientReader } from '../hooks/use-ingredient-reader.ts'

interface IngredientListProps {
  ingredients: readonly Ingredient[]
  onRemove: (id: string) => void
  onClear: () => void
  /** Puts the text the visitor meant in an item's place ("Did you mean spinach?"). */
  onReplace: (id: string, text: string) => void
  /** The recipe request panel, which the spec places inside the list area. */
  children?: ReactNode
  /** A mark after an item's name (what the visitor's preferences rule out), if any. */
  renderMark?: (text: string) => ReactNode
}

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const

export function IngredientList({
  ingredients,
  onRemove,
  onClear,
  onReplace,
  children,
  renderMark,
}: IngredientListProps) {
  const listRef = useRef<HTMLUListElement>(null)
  const reader = useIngredientReader()

  // A list remembered from last time is checked for slips too, once the visitor does anything:
  // the lexicon is never part of the first load.
  useEffect(() => {
    if (reader) return
    const load = () => loadIngredientReader()
    for (const type of FIRST_INTERACTION) window.addEventListener(type, load, { once: true })
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, load)
    }
  }, [reader])

  function handleRemove(index: number, id: string) {
    // Keep keyboard users in the list: focus moves to the next item's button (the previous one
    // for the last item). Both exist before the removal re-renders. An emptied list is the
    // parent's business: it moves focus to the field.
    const buttons = listRef.current?.querySelectorAll('.ingredient__remove')
    const next = buttons?.[index + 1] ?? buttons?.[index - 1]
    if (next instanceof HTMLElement) next.focus()
    onRemove(id)
  }

  function handleReplace(index: number, id: string, meant: string) {
    // The fix button goes with the fix: focus stays on the item, at its remove button.
    const remove = listRef.current?.querySelectorAll('.ingredient__remove')[index]
    if (remove instanceof HTMLElement) remove.focus()
    onReplace(id, meant)
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
        {ingredients.map((ingredient, index) => {
          const meant = reader?.meant(ingredient.text)
          return (
            <li
              key={ingredient.id}
              className={meant === undefined ? 'ingredient' : 'ingredient ingredient--unsure'}
            >
              <span className="ingredient__name">{ingredient.text}</span>
              {renderMark?.(ingredient.text)}
              {meant === undefined ? null : (
                <button
                  type="button"
                  className="ingredient__meant"
                  onClick={() => handleReplace(index, ingredient.id, meant)}
                >
                  Did you mean {meant}?
                </button>
              )}
              <button
                type="button"
                className="ingredient__remove"
                aria-label={`Remove ${ingredient.text}`}
                onClick={() => handleRemove(index, ingredient.id)}
              />
            </li>
          )
        })}
      </ul>
      {children}
    </section>
  )
}
