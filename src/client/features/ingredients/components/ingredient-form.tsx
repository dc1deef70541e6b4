import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { splitIngredientList } from '../../../../shared/ingredient-list-text.ts'
import { MAX_INGREDIENT_LENGTH, MAX_INGREDIENTS } from '../../../../shared/limits.ts'
import { clipToLength } from '../../../../shared/text-measure.ts'
import type { AddManyResult, AddResult } from '../hooks/use-ingredients.ts'
import { loadIngredientReader, useIngredientReader } from '../hooks/use-ingredient-reader.ts'

/** Lists a new visitor can start from: everyday, different, each enough for a recipe. */
export const EXAMPLE_LISTS: readonly string[] = [
  'eggs, spinach, feta, red onion',
  'pasta, tinned tomatoes, garlic, parmesan',
  'chickpeas, sweet potato, coconut milk, curry paste',
]

interface IngredientFormProps {
  onAdd: (value: string) => AddResult
  /** Adds several items at once: a pasted or typed list, an example. */
  onAddMany: (values: readonly string[]) => AddManyResult
  /** How many more the visitor needs before the recipe panel shows; 0 once it shows. */
  missingForRecipe: number
  isListFull: boolean
  /** A fresh page: the example lists show until the visitor has something on the list. */
  isListEmpty: boolean
  inputRef: RefObject<HTMLInputElement | null>
  /** The preferences control, which the spec's layout allows only here or in the header. */
  children?: ReactNode
}

/**
 * The spec's add-ingredient form: one field named `ingredient` and an "Add ingredient" button.
 * The field is a combobox (WAI-ARIA 1.2, list autocomplete, manual selection): suggestions
 * come once the chef's lexicon has loaded, and nothing is chosen for the visitor, so Enter adds
 * what they typed unless they moved to a suggestion. A list typed or pasted in one go ("eggs,
 * milk, flour") becomes one item each.
 */
export function IngredientForm({
  onAdd,
  onAddMany,
  missingForRecipe,
  isListFull,
  isListEmpty,
  inputRef,
  children,
}: IngredientFormProps) {
  const [text, setText] = useState('')
  const [isOpen, setIsOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [hasHitLimit, setHasHitLimit] = useState(false)
  const [addedNote, setAddedNote] = useState('')
  const reader = useIngredientReader()
  const listboxId = useId()
  const hintId = useId()
  const limitId = useId()
  const examplesId = useId()
  const showLimit = hasHitLimit && isListFull

  // In "eggs, spin" the suggestions are for "spin"; taking one keeps "eggs" too.
  const items = splitIngredientList(text)
  const isBetweenItems = /[,;]\s*$/.test(text)
  const query = isBetweenItems ? '' : (items.at(-1) ?? '')
  const suggestions = useMemo(() => (reader && query ? reader.suggest(query) : []), [reader, query])
  const isShown = isOpen && suggestions.length > 0
  const activeIndex = isShown && active < suggestions.length ? active : -1
  const activeId = activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined

  // The built page's field is there before this code (a prerendered shell, hydrated): what was
  // typed into it meanwhile is the field's text, so Enter adds it. Read as the hydration commits,
  // not after the next paint: an Enter pressed in between found the field's text still empty.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value
    if (typed) setText(typed)
  }, [inputRef])

  // On a short phone screen the list scrolls: the highlighted suggestion stays in sight.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' })
  }, [activeId])

  function close() {
    setIsOpen(false)
    setActive(-1)
  }

  /** Adds what the visitor gave (one item or many) and says so; false when nothing fit. */
  function add(values: readonly string[]): boolean {
    close()
    if (values.length > 1) {
      const result = onAddMany(values)
      // The note below says what did not fit; the one-item limit note would repeat it.
      setHasHitLimit(false)
      setAddedNote(describeAdded(result))
      return result.added.length > 0
    }
    const result = onAdd(values[0] ?? '')
    setHasHitLimit(result === 'full')
    setAddedNote('')
    return result !== 'full'
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (add(items)) setText('')
    focusField(event.currentTarget)
  }

  function take(suggestion: string) {
    loadIngredientReader()
    if (add([...(isBetweenItems ? items : items.slice(0, -1)), suggestion])) setText('')
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return
    const count = suggestions.length
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault()
      const isDown = event.key === 'ArrowDown'
      setIsOpen(true)
      // Past either end is the text as typed (-1): Enter then adds what the visitor wrote.
      if (!isShown) setActive(isDown ? 0 : count - 1)
      else if (isDown) setActive(activeIndex + 1 >= count ? -1 : activeIndex + 1)
      else setActive(activeIndex < 0 ? count - 1 : activeIndex - 1)
    } else if (event.key === 'Escape' && isShown) {
      event.preventDefault()
      close()
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault()
      take(suggestions[activeIndex] ?? query)
    }
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    const field = event.currentTarget
    const pasted = event.clipboardData.getData('text')
    const whole =
      text.slice(0, field.selectionStart ?? text.length) +
      pasted +
      text.slice(field.selectionEnd ?? text.length)
    const pastedItems = splitIngredientList(whole)
    // One item pastes as usual; a list is added at once, as the visitor meant it.
    if (pastedItems.length < 2) return
    event.preventDefault()
    loadIngredientReader()
    if (add(pastedItems)) setText('')
  }

  // method="dialog": a form outside a <dialog> then submits to nothing. Enter pressed in the
  // prerendered field before the page's code has run would otherwise navigate to
  // `?ingredient=…` and lose what was typed; now it stays in the field until the code takes it.
  return (
    <form className="add-ingredient-form" method="dialog" onSubmit={handleSubmit}>
      <div className="add-ingredient-form__row">
        <div className="ingredient-combobox">
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
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={isShown}
            aria-controls={listboxId}
            aria-activedescendant={activeId}
            autoComplete="off"
            enterKeyHint="done"
            value={text}
            onChange={(event) => {
              // Cut here rather than with maxLength, which counts an emoji as two: the page and
              // the server count the same way (shared/text-measure.ts).
              setText(clipToLength(event.target.value, MAX_INGREDIENT_LENGTH))
              setIsOpen(true)
              setActive(-1)
              setAddedNote('')
            }}
            onKeyDown={handleKeyDown}
            onPaste={handlePaste}
            onFocus={loadIngredientReader}
            onPointerEnter={loadIngredientReader}
            onBlur={close}
          />
          {/* Always in the page, so aria-controls always names an element; hidden when closed. */}
          <div
            id={listboxId}
            role="listbox"
            aria-label="Suggestions"
            className="ingredient-combobox__listbox"
            hidden={!isShown}
          >
            {isShown
              ? suggestions.map((suggestion, index) => (
                  // The field keeps focus (aria-activedescendant): an option is chosen with the
                  // keyboard from the field, by pointer here, and is never focused itself.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                  <div
                    key={suggestion}
                    id={`${listboxId}-${index}`}
                    role="option"
                    aria-selected={index === activeIndex}
                    className="ingredient-combobox__option"
                    // Keep focus in the field: a blur would close the list before the click.
                    onPointerDown={(event) => event.preventDefault()}
                    onClick={() => take(suggestion)}
                  >
                    {suggestion}
                  </div>
                ))
              : null}
          </div>
        </div>
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
      {/* Always present so screen readers hear it change; empty until a list goes in at once. */}
      <p className="add-ingredient-form__note" aria-live="polite">
        {addedNote}
      </p>
      {isListEmpty ? (
        <div className="example-lists" role="group" aria-labelledby={examplesId}>
          <span id={examplesId} className="example-lists__label">
            Try:
          </span>
          {EXAMPLE_LISTS.map((list) => (
            <button
              key={list}
              type="button"
              className="button button--quiet example-lists__list"
              onPointerEnter={loadIngredientReader}
              onClick={(event) => {
                loadIngredientReader()
                add(splitIngredientList(list))
                // The examples leave with this click: the field is where the visitor goes on.
                focusField(event.currentTarget.form)
              }}
            >
              {list}
            </button>
          ))}
        </div>
      ) : null}
      {children}
    </form>
  )
}

function focusField(form: HTMLFormElement | null) {
  const field = form?.elements.namedItem('ingredient')
  if (field instanceof HTMLInputElement) field.focus()
}

function describeMissing(missing: number): string {
  const count = missing === 1 ? 'one more ingredient' : `${missing} more ingredients`
  return `Add ${count} and Chef Claude can suggest a recipe.`
}

function describeAdded({ added, left }: AddManyResult): string {
  const count = added.length === 1 ? '1 ingredient' : `${added.length} ingredients`
  const done = added.length > 0 ? `Added ${count}.` : ''
  if (left.length === 0) return done
  const noRoom = `No room for ${left.join(', ')}: Chef Claude cooks with at most ${MAX_INGREDIENTS} at once.`
  return `${done} ${noRoom}`.trim()
}
