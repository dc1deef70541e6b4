import type { DishItem } from './dish-types.ts'
import { capitalise } from '../text/markdown-text.ts'

// Small helpers the families' writers share to turn a dish into method sentences.

export function entries(items: readonly DishItem[]): Array<NonNullable<DishItem['entry']>> {
  return items.flatMap((item) => (item.entry === undefined ? [] : [item.entry]))
}

/** How to tell the protein is cooked, in the words a cook would use. */
export function doneness(items: readonly DishItem[]): string {
  const found = entries(items)
  const raw = found.filter((entry) => !entry.tags.has('cooked'))
  if (
    raw.some(
      (entry) => entry.category === 'poultry' || /pork|sausage|burger|meatball/.test(entry.id),
    )
  ) {
    return 'cooked through with no pink left'
  }
  if (raw.some((entry) => entry.category === 'seafood')) return 'just opaque'
  if (raw.some((entry) => entry.tags.has('mince'))) return 'browned all over'
  if (raw.some((entry) => entry.category === 'meat')) return 'browned but still juicy'
  if (raw.some((entry) => entry.category === 'fish')) return 'just flaking'
  return 'golden at the edges'
}

export function hasRaw(items: readonly DishItem[]): boolean {
  return entries(items).some((entry) => !entry.tags.has('cooked') && !entry.tags.has('tinned'))
}

/** Joins the non-empty parts into one sentence, capitalised, with tidy spaces and punctuation. */
export function sentence(...parts: readonly string[]): string {
  return capitalise(
    parts
      .filter((part) => part !== '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .replace(/\s+([,.;])/g, '$1')
      .trim(),
  )
}

/** The text, or the fallback when the text is empty ("Vegetable" when no veg is named). */
export function orElse(text: string, fallback: string): string {
  return text === '' ? fallback : text
}
