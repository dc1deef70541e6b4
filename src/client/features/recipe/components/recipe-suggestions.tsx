import { useId } from 'react'
import { MAX_INGREDIENTS } from '../../../../shared/limits.ts'
import type { RecipeSuggestion } from '../../../../shared/recipe-stream.ts'
import { isSuggestionLine } from '../lib/recipe-session-answers.ts'
import { RecipeMarkdown } from './recipe-markdown.tsx'

interface RecipeSuggestionsProps {
  markdown: string
  suggestions: readonly RecipeSuggestion[]
  /** Adds the ingredient to the visitor's list and asks for a recipe for it. */
  onAdd: (ingredient: string) => void
  /** The list has no room for another item: the buttons say so instead of doing nothing. */
  isListFull?: boolean
}

/**
 * An out-of-ideas answer whose "Add cabbage and I can make Bubble and Squeak." lines are
 * buttons, in their place: the markdown around them is shown as written (and copied as
 * written), only its suggestion lines become the buttons.
 */
export function RecipeSuggestions({
  markdown,
  suggestions,
  onAdd,
  isListFull = false,
}: RecipeSuggestionsProps) {
  const fullNoteId = useId()
  const lines = markdown.split('\n')
  const first = lines.findIndex(isSuggestionLine)
  const last = lines.findLastIndex(isSuggestionLine)
  // Without the lines in the text, the buttons go after it.
  const before = first < 0 ? markdown : lines.slice(0, first).join('\n')
  const after = first < 0 ? '' : lines.slice(last + 1).join('\n')
  return (
    <>
      <RecipeMarkdown markdown={before} />
      <ul className="recipe-suggestions">
        {suggestions.map(({ add, dish }) => (
          <li key={`${add}\n${dish}`}>
            <button
              type="button"
              className="button button--secondary recipe-suggestions__add"
              disabled={isListFull}
              aria-describedby={isListFull ? fullNoteId : undefined}
              onClick={() => onAdd(add)}
            >
              Add {add} and I can make {dish}
            </button>
          </li>
        ))}
      </ul>
      {isListFull ? (
        <p id={fullNoteId} className="recipe-suggestions__full">
          Your list is full ({MAX_INGREDIENTS} items): remove one to add another.
        </p>
      ) : null}
      {after.trim() === '' ? null : <RecipeMarkdown markdown={after} />}
    </>
  )
}
