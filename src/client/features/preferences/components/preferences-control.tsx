import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { usePreferences, type AddAvoidResult } from '../hooks/use-preferences.ts'
import {
  DIET_OPTIONS,
  describePreferences,
  MAX_AVOID_COUNT,
  MAX_AVOID_TEXT_LENGTH,
  MAX_SERVING_COUNT,
  MIN_SERVING_COUNT,
  TIME_OPTIONS,
} from '../../../lib/preferences.ts'

const AVOID_MESSAGES: Partial<Record<AddAvoidResult, (item: string) => string>> = {
  duplicate: (item) => `“${item}” is already on the list.`,
  full: () => `That is as many as Chef Claude can keep in mind at once (${MAX_AVOID_COUNT}).`,
}

export type PreferencesPartProps =
  { part: 'summary' } | { part: 'panel'; id: string; isOpen: boolean }

/**
 * The preferences' lazy part, loaded with their state (see use-preferences.ts); the toggle
 * (preferences-toggle.tsx) places each part:
 * - `summary`: the toggle's label, "Preferences" and, once any are set, "Preferences: Vegan ·
 *   avoiding peanuts";
 * - `panel`: diets, things to avoid, servings and time. It sits inside the add-ingredient form,
 *   so Enter in its fields must not submit that form.
 * (A default export: the lazy chunk's only one.)
 */
export default function PreferencesPart(props: PreferencesPartProps) {
  return props.part === 'summary' ? (
    <PreferencesSummary />
  ) : (
    <PreferencesPanel id={props.id} isOpen={props.isOpen} />
  )
}

function PreferencesSummary() {
  const { preferences } = usePreferences()
  const summary = describePreferences(preferences)
  return (
    <>
      <span className="preferences__label">Preferences{summary ? ':' : null}</span>
      {summary ? (
        <>
          {' '}
          <span className="preferences__summary">{summary}</span>
        </>
      ) : null}
    </>
  )
}

function PreferencesPanel({ id, isOpen }: { id: string; isOpen: boolean }) {
  const { preferences, setDiet, addAvoid, removeAvoid, setServings, setMaxMinutes } =
    usePreferences()
  const [avoidMessage, setAvoidMessage] = useState('')
  // What the visitor is typing into Servings, until it is a number we can keep (or they leave).
  const [servingsDraft, setServingsDraft] = useState<string | null>(null)
  const avoidRef = useRef<HTMLInputElement>(null)
  const chipsRef = useRef<HTMLUListElement>(null)
  const avoidId = useId()
  const avoidHintId = useId()
  const servingsId = useId()
  const timeId = useId()

  function handleAvoidKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return
    event.preventDefault()
    const field = event.currentTarget
    const result = addAvoid(field.value)
    setAvoidMessage(AVOID_MESSAGES[result]?.(field.value.trim()) ?? '')
    // A duplicate or one too many stays in the field, next to the message saying why.
    if (result === 'added' || result === 'empty') field.value = ''
  }

  function handleRemove(index: number, item: string) {
    // As in the ingredient list: focus goes to the next chip's button, else the previous one,
    // else back to the field.
    const buttons = chipsRef.current?.querySelectorAll('button')
    const next = buttons?.[index + 1] ?? buttons?.[index - 1] ?? avoidRef.current
    next?.focus()
    setAvoidMessage('')
    removeAvoid(item)
  }

  function handleServingsChange(value: string) {
    setServingsDraft(value)
    const servings = Number(value)
    if (
      value.trim() !== '' &&
      Number.isInteger(servings) &&
      servings >= MIN_SERVING_COUNT &&
      servings <= MAX_SERVING_COUNT
    ) {
      setServings(servings)
    }
  }

  // Leaving the field settles it: past the limits becomes the nearest limit (13 is 12), and
  // nothing or nonsense gives back the number already kept.
  function handleServingsBlur() {
    const typed = Math.round(Number(servingsDraft))
    if (servingsDraft?.trim() && Number.isFinite(typed)) {
      setServings(Math.min(MAX_SERVING_COUNT, Math.max(MIN_SERVING_COUNT, typed)))
    }
    setServingsDraft(null)
  }

  return (
    <div id={id} className="preferences__panel" hidden={!isOpen}>
      <fieldset className="preferences__group">
        <legend>Diet</legend>
        <div className="preferences__diets">
          {DIET_OPTIONS.map(({ diet, label }) => (
            <label key={diet} className="preferences__diet">
              <input
                type="checkbox"
                checked={preferences.diets.includes(diet)}
                onChange={(event) => setDiet(diet, event.currentTarget.checked)}
                onKeyDown={preventImplicitSubmit}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="preferences__group">
        <label htmlFor={avoidId} className="preferences__field-label">
          Avoid
        </label>
        <p id={avoidHintId} className="preferences__hint">
          Allergies and dislikes: type one and press Enter.
        </p>
        <input
          ref={avoidRef}
          id={avoidId}
          type="text"
          className="preferences__input"
          placeholder="e.g. peanuts"
          aria-describedby={avoidHintId}
          maxLength={MAX_AVOID_TEXT_LENGTH}
          autoComplete="off"
          enterKeyHint="enter"
          onKeyDown={handleAvoidKeyDown}
        />
        <p className="preferences__hint" role="status">
          {avoidMessage}
        </p>
        <ul className="preferences__chips" aria-label="Avoiding" aria-live="polite" ref={chipsRef}>
          {preferences.avoid.map((item, index) => (
            <li key={item} className="ingredient">
              <span className="ingredient__name">{item}</span>
              <button
                type="button"
                className="ingredient__remove"
                aria-label={`Remove ${item}`}
                onClick={() => handleRemove(index, item)}
              />
            </li>
          ))}
        </ul>
      </div>

      <div className="preferences__row">
        <div className="preferences__group">
          <label htmlFor={servingsId} className="preferences__field-label">
            Servings
          </label>
          <input
            id={servingsId}
            type="number"
            className="preferences__input preferences__input--number"
            min={MIN_SERVING_COUNT}
            max={MAX_SERVING_COUNT}
            step={1}
            inputMode="numeric"
            value={servingsDraft ?? String(preferences.servings)}
            onChange={(event) => handleServingsChange(event.currentTarget.value)}
            onBlur={handleServingsBlur}
            onKeyDown={preventImplicitSubmit}
          />
        </div>
        <div className="preferences__group">
          <label htmlFor={timeId} className="preferences__field-label">
            Time
          </label>
          <select
            id={timeId}
            className="preferences__input"
            value={preferences.maxMinutes ?? ''}
            onChange={(event) => {
              const { value } = event.currentTarget
              setMaxMinutes(value === '' ? null : Number(value))
            }}
          >
            <option value="">Any time</option>
            {TIME_OPTIONS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} min or less
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  )
}

/** Enter in a field of the panel would otherwise submit the add-ingredient form around it. */
function preventImplicitSubmit(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter') event.preventDefault()
}
