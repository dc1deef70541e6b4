import { useId, useMemo, useState } from 'react'
import { useRecipeView } from '../../../hooks/use-recipe-view.ts'
import { readRecipeMeasures } from '../../../lib/recipe-view/recipe-measures.ts'
import {
  isAsWritten,
  servingsRange,
  type UnitSystem,
} from '../../../lib/recipe-view/recipe-view.ts'

export interface ServingsControlsProps {
  /** The finished recipe, bounded as the page renders it. */
  markdown: string
  /** The choice a saved recipe or shared link carries, as stored (validated where it is read). */
  keptView?: unknown
}

const SYSTEMS: readonly (readonly [UnitSystem, string])[] = [
  ['metric', 'Metric'],
  ['us', 'US'],
]

/**
 * "Servings" and "Metric" / "US" over a finished recipe: the recipe shows scaled and converted
 * (in the page and in cook mode), and the lines as written stay one click away. Nothing is
 * asked of the server.
 */
export default function ServingsControls({ markdown, keptView }: ServingsControlsProps) {
  const id = useId()
  const measures = useMemo(() => readRecipeMeasures(markdown), [markdown])
  const [view, setView] = useRecipeView(markdown, keptView)
  const base = measures.servings
  const range = base === undefined ? undefined : servingsRange(base)
  const servings =
    base === undefined || range === undefined
      ? undefined
      : Math.min(range.max, Math.max(range.min, view.servings ?? base))
  // What the visitor is typing, until it is a number in range (an empty box mid-edit is fine).
  const [typed, setTyped] = useState<{ for: string; text: string } | null>(null)
  const shownText = typed?.for === markdown ? typed.text : String(servings ?? '')
  const system = view.units ?? measures.system
  const typedValue = Number(shownText)
  const isOutOfRange =
    range !== undefined &&
    (shownText.trim() === '' ||
      !Number.isInteger(typedValue) ||
      typedValue < range.min ||
      typedValue > range.max)

  function chooseServings(text: string) {
    setTyped({ for: markdown, text })
    const value = Number(text)
    if (range === undefined || text.trim() === '' || !Number.isInteger(value)) return
    if (value < range.min || value > range.max) return
    setView({ ...view, servings: value === base ? undefined : value })
  }

  function chooseSystem(next: UnitSystem) {
    setView({
      ...view,
      units: next === measures.system && view.units === undefined ? undefined : next,
    })
  }

  return (
    <div className="servings-units" role="group" aria-label="Servings and units">
      {range !== undefined && servings !== undefined ? (
        <div className="servings-units__servings">
          <label htmlFor={`${id}-servings`}>Servings</label>
          <input
            id={`${id}-servings`}
            type="number"
            inputMode="numeric"
            min={range.min}
            max={range.max}
            step={1}
            value={shownText}
            aria-describedby={`${id}-own`}
            aria-invalid={isOutOfRange}
            onChange={(event) => chooseServings(event.currentTarget.value)}
            onBlur={() => setTyped(null)}
          />
          <span
            id={`${id}-own`}
            className={`servings-units__hint${isOutOfRange ? ' servings-units__hint--problem' : ''}`}
          >
            {isOutOfRange
              ? `From ${range.min} to ${range.max}: the recipe serves ${base}`
              : `The recipe serves ${base}`}
          </span>
        </div>
      ) : null}
      <fieldset className="servings-units__system">
        <legend>Units</legend>
        {SYSTEMS.map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-units`}
              value={value}
              checked={system === value}
              onChange={() => chooseSystem(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {isAsWritten(view) ? null : (
        <details className="servings-units__original">
          <summary>Ingredients as written</summary>
          <ul>
            {measures.ingredients.map((line, index) => (
              // The recipe's own lines, in its order: the index is their identity.
              <li key={index}>{line}</li>
            ))}
          </ul>
          <button type="button" className="button button--quiet" onClick={() => setView({})}>
            Show the recipe as written
          </button>
        </details>
      )}
    </div>
  )
}
