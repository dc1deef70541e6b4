import { useId, useState, type FormEvent, type ReactNode, type Ref } from 'react'
import { MAX_INGREDIENT_LENGTH, MAX_INGREDIENTS } from '../../../../shared/limits.ts'
import type { AddResult } from '../hooks/use-ingredients.ts'
import { useIngredientSuggestions } from '../hooks/use-ingredient-suggestions.ts'

interface IngredientFormProps {
  onAdd: (value: string) => AddResult
  /** How many more the visitor needs before the recipe panel shows; 0 once it does. */
  missingForRecipe: number
  isListFull: boolean
  inputRef: Ref<HTMLInputElement>
  /** The preferences control, which the spec's layout allows only here or in the header. */
  children?: ReactNode
}

/** The spec's add-ingredient form: one field named `ingredient` and an "Add ingredient" button. */
export function IngredientForm({
  onAdd,
  missingForRecipe,
  isListFull,
  inputRef,
  children,
}: IngredientFormProps) {
  const [hasHitLimit, setHasHitLimit] = useState(false)
  const { suggestions, loadSuggestions } = useIngredientSuggestions()
  const listId = useId()
  const hintId = useId()
  const limitId = useId()
  const showLimit = hasHitLimit && isListFull

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const field = event.currentTarget.elements.namedItem('ingredient')
    if (!(field instanceof HTMLInputElement)) return
    const result = onAdd(field.value)
    setHasHitLimit(result === 'full')
    // Set directly rather than form.reset(): reset restores the default, not necessarily empty.
    if (result !== 'full') field.value = ''
    field.focus()
  }

  return (
    <form className="add-ingredient-form" onSubmit={handleSubmit}>
      <div className="add-ingredient-form__row">
        <input
          ref={inputRef}
          type="text"
          name="ingredient"
          placeholder="e.g. oregano"
          aria-label="Add ingredient"
          aria-describedby={
            [missingForRecipe > 0 ? hintId : '', showLimit ? limitId : ''].join(' ').trim() ||
            undefined
          }
          maxLength={MAX_INGREDIENT_LENGTH}
          autoComplete="off"
          enterKeyHint="done"
          list={listId}
          onFocus={loadSuggestions}
          onPointerEnter={loadSuggestions}
        />
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
        <button type="submit" className="button button--primary">
          Add ingredient
        </button>
      </div>
      {missingForRecipe > 0 ? (
        <p id={hintId} className="add-ingredient-form__note">
          {describeMissing(missingForRecipe)}
        </p>
      ) : null}
      {showLimit ? (
        <p id={limitId} className="add-ingredient-form__note" role="status">
          That is as many as Chef Claude can cook with at once ({MAX_INGREDIENTS}).
        </p>
      ) : null}
      {children}
    </form>
  )
}

function describeMissing(missing: number): string {
  const count = missing === 1 ? 'one more ingredient' : `${missing} more ingredients`
  return `Add ${count}, one at a time, and Chef Claude can suggest a recipe.`
}
