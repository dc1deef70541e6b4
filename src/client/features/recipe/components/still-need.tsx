import { useState } from 'react'
import type { RecipeNeeds } from '../../../../shared/recipe-stream.ts'
import { useCopyToClipboard } from '../../../hooks/use-copy-to-clipboard.ts'

const COPY_MESSAGES = {
  copied: 'List copied',
  failed: 'Could not copy. Select the list and copy it instead.',
} as const

interface StillNeedProps {
  needs: unknown
  /**
   * What clashes with the visitor's preferences, as a clash warning names it ("peanut butter"):
   * never listed as something to buy, only marked as clashing.
   */
  clashing?: readonly string[]
}

/**
 * "What you still need": the recipe's ingredients that are not on the visitor's list, as a
 * checklist to tick off while shopping or gathering (ticks are not kept), with the pantry basics
 * it takes for granted named apart, and a "Copy list" that copies plain lines. `needs` is read
 * with its own check: it came from the server or from storage. What clashes with the visitor's
 * preferences is set apart too, marked as such, and never copied as something to buy.
 */
export function StillNeed({ needs, clashing = [] }: StillNeedProps) {
  const { copy, outcomeFor } = useCopyToClipboard()
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set())
  const read = readNeeds(needs)
  if (!read) return null
  const isClashing = (line: string) => clashing.some((item) => namesItem(line, item))
  const items = read.items.filter((line) => !isClashing(line))
  const clashes = read.items.filter(isClashing)
  const { pantry } = read
  const text = items.map((item) => `- ${item}`).join('\n') + '\n'
  const outcome = outcomeFor(text)

  function toggle(item: string) {
    setTicked((current) => {
      const next = new Set(current)
      if (!next.delete(item)) next.add(item)
      return next
    })
  }

  return (
    <section className="still-need" aria-labelledby="still-need-heading">
      <h3 id="still-need-heading">What you still need</h3>
      {items.length === 0 && clashes.length === 0 ? (
        <p className="still-need__none">Nothing: everything it uses is on your list.</p>
      ) : items.length === 0 ? null : (
        <ul className="still-need__list">
          {items.map((item, index) => (
            <li key={index}>
              <label className="still-need__item">
                <input type="checkbox" checked={ticked.has(item)} onChange={() => toggle(item)} />
                <span>{item}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {pantry.length > 0 ? (
        <p className="still-need__pantry">
          Probably in your kitchen already: {pantry.map(lowerFirst).join(', ')}.
        </p>
      ) : null}
      {items.length > 0 ? (
        <div className="still-need__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void copy(text)}
          >
            Copy list
          </button>
          <p className="still-need__status" role="status">
            {outcome ? COPY_MESSAGES[outcome] : null}
          </p>
        </div>
      ) : null}
      {clashes.length > 0 ? (
        <>
          <p className="still-need__clashes-intro" id="still-need-clashes">
            Not to buy: these clash with your preferences.
          </p>
          <ul className="still-need__clashes" aria-labelledby="still-need-clashes">
            {clashes.map((item, index) => (
              <li key={index}>
                {item} <span className="still-need__clash-mark">clashes with your preferences</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}

/**
 * Whether a still-need line ("2 tbsp peanut butter", "Cashews — 40 g") is the item a clash warning
 * names ("peanut butter", "Cashews"): its words, whole, in the line, whatever the case or plural. Kept to
 * words here: the chef's own reading of a line would bring its lexicon to the recipe display.
 */
export function namesItem(line: string, item: string): boolean {
  // "prawn" in "king prawns": a plural's s is not a different word.
  const words = (text: string) =>
    (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) =>
      word.length > 3 ? word.replace(/s$/, '') : word,
    )
  const lineWords = words(line)
  const itemWords = words(item)
  if (itemWords.length === 0) return false
  return lineWords.some((_, start) =>
    itemWords.every((word, offset) => lineWords[start + offset] === word),
  )
}

function readNeeds(value: unknown): RecipeNeeds | null {
  if (typeof value !== 'object' || value === null) return null
  const { items, pantry } = value as Partial<Record<keyof RecipeNeeds, unknown>>
  return isTextList(items) && isTextList(pantry) ? { items, pantry } : null
}

function isTextList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}

// "Salt and pepper" reads as "salt and pepper" inside a sentence.
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1)
}
