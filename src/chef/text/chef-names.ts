import pluralize from 'pluralize'
import type { Amount, Category } from '../lexicon/lexicon-types.ts'
import { roundedQuantity } from './markdown-text.ts'

// Cooks' plurals that the general English rules get wrong, and names that are the same either way
// ("2 fennel", "4 star anise").
pluralize.addIrregularRule('chilli', 'chillies')
pluralize.addIrregularRule('mango', 'mangoes')
for (const word of [
  'asparagus',
  'fennel',
  'sage',
  'pak choi',
  'cardamom',
  'star anise',
  'tea',
  'ice cream',
  'beetroot',
  'lettuce',
  'grapefruit',
  'passion fruit',
  'kiwi',
  'naan',
  'pitta',
  'okra',
  'quorn',
  // Meat and fish by the piece are still "beef" and "cod": "300 g beef", never "beefs".
  'beef',
  'pork',
  'lamb',
  'mutton',
  'veal',
  'venison',
  'goat',
  'cod',
  'haddock',
  'salmon',
  'tuna',
  'trout',
  'meat',
  'mince',
]) {
  pluralize.addUncountableRule(word)
}

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

function countedName(id: string, amount?: Amount, counted?: CountedAs): string {
  if (amount === undefined) return id
  if (amount.unit === 'g' && counted?.perServing.unit === '' && PIECES.has(counted.category)) {
    return pluralName(id)
  }
  if (amount.unit !== '') return id
  return roundedQuantity(amount) > 1 ? pluralName(id) : pluralize.singular(id)
}

/**
 * The plural of a name whose last word decides it: "stewing beef" stays (beef is counted as
 * meat), "spring onion" becomes "spring onions"; a name the rules hold whole ("pak choi") is kept.
 */
function pluralName(name: string): string {
  const whole = pluralize.plural(name)
  if (whole === name) return name
  const cut = name.lastIndexOf(' ')
  if (cut === -1) return whole
  return name.slice(0, cut + 1) + pluralize.plural(name.slice(cut + 1))
}

// Names of places and peoples keep their capital mid-sentence: "fry the Thai curry paste".
// Initials stay in capitals: "BBQ sauce".
const PROPER = /\b(thai|indian|chinese|sichuan|cajun|worcestershire|bbq)\b/g

function properNouns(name: string): string {
  return name.replace(PROPER, (word) =>
    word === 'bbq' ? 'BBQ' : `${word.charAt(0).toUpperCase()}${word.slice(1)}`,
  )
}
