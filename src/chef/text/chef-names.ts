import type { Amount, Category } from '../lexicon/lexicon-types.ts'
import { roundedQuantity } from './markdown-text.ts'
import { pluralName, singularName } from './word-forms.ts'

/**
 * What the recipe calls an ingredient: the chef's own name for it (never the visitor's free text),
 * plural when the amount counts more than one whole thing ("4 eggs", "1 onion") or weighs out
 * several pieces of meat or fish usually counted (`counted` is how the lexicon counts it).
 */
export function chefName(id: string, amount?: Amount, counted?: CountedAs): string {
  return properNouns(countedName(id, amount, counted))
}

/** How the lexicon counts an ingredient, for naming it when it is weighed out. */
export interface CountedAs {
  perServing: Amount
  category: Category
}

// Pieces of meat and fish weighed out are several of them ("300 g chicken thighs"); weighed fruit
// and vegetables are usually part of one ("60 g banana").
const PIECES: ReadonlySet<Category> = new Set(['meat', 'cured-meat', 'poultry', 'fish', 'seafood'])

// A weight of a whole animal or of one cut of it is one piece of meat, never several: "duck —
// 700 g" from "duck 2kg chopped", "pork belly — 500 g", not "ducks" or "pork bellies".
const WEIGHED_AS_ONE: ReadonlySet<string> = new Set([
  'duck',
  'chicken',
  'goose',
  'turkey',
  'lamb',
  'goat',
  'mutton',
  'beef',
  'pork',
  'veal',
  'venison',
  'rabbit',
  'belly',
  'neck',
  'shoulder',
  'brisket',
  'loin',
  'mince',
])

function countedName(id: string, amount?: Amount, counted?: CountedAs): string {
  if (amount === undefined) return id
  if (amount.unit === 'g' && counted?.perServing.unit === '' && PIECES.has(counted.category)) {
    return WEIGHED_AS_ONE.has(id.split(' ').at(-1) ?? '') ? id : pluralName(id)
  }
  if (amount.unit !== '') return id
  return roundedQuantity(amount) > 1 ? pluralName(id) : singularName(id)
}

// Names of places and peoples keep their capital mid-sentence: "fry the Thai curry paste".
// Initials stay in capitals: "BBQ sauce".
const PROPER = /\b(thai|indian|chinese|japanese|sichuan|cajun|worcestershire|bbq)\b/g

function properNouns(name: string): string {
  return name.replace(PROPER, (word) =>
    word === 'bbq' ? 'BBQ' : `${word.charAt(0).toUpperCase()}${word.slice(1)}`,
  )
}
