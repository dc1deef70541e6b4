import { singularWord } from './word-forms.ts'

// A heading puts an ingredient in front of the dish, where English wants the singular:
// "Mushroom Soup", "Tomato & Basil Pasta". The ingredient list keeps the visitor's own words.

/**
 * The singular of one word for a heading, keeping the visitor's capitals ("Courgettes" →
 * "Courgette", "TOMATOES" → "TOMATO"); words that are not plurals come back unchanged.
 */
export function singularForTitle(word: string): string {
  const lower = word.toLowerCase()
  const singular = singularWord(lower)
  if (singular === lower) return word
  const isShouting = word === word.toUpperCase() && word !== lower
  if (isShouting) return singular.toUpperCase()
  // Only the ending changes, so the visitor's capitals on the stem carry over.
  const stem = Math.min(singular.length, lower.length)
  let common = 0
  while (common < stem && singular[common] === lower[common]) common++
  return `${word.slice(0, common)}${singular.slice(common)}`
}

/** A heading phrase with its last word (the head noun) in the singular: "Cherry Tomato". */
export function titleModifier(phrase: string): string {
  const space = phrase.lastIndexOf(' ')
  return `${phrase.slice(0, space + 1)}${singularForTitle(phrase.slice(space + 1))}`
}
