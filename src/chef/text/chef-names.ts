import pluralize from 'pluralize'
import type { Amount } from '../lexicon/lexicon-types.ts'
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
]) {
  pluralize.addUncountableRule(word)
}

/**
 * What the recipe calls an ingredient: the chef's own name for it (never the visitor's free text),
 * plural when the amount counts more than one whole thing ("4 eggs", "1 onion") or weighs out
 * several of what is usually counted (`countedAs` is the unit it is usually counted in).
 */
export function chefName(id: string, amount?: Amount, countedAs?: Amount['unit']): string {
  return properNouns(countedName(id, amount, countedAs))
}

function countedName(id: string, amount?: Amount, countedAs?: Amount['unit']): string {
  if (amount === undefined) return id
  // Weighed out, a thing usually counted is more than one: "500 g chicken thighs".
  if (amount.unit === 'g' && countedAs === '') return pluralize.plural(id)
  if (amount.unit !== '') return id
  return roundedQuantity(amount) > 1 ? pluralize.plural(id) : pluralize.singular(id)
}

// Names of places and peoples keep their capital mid-sentence: "fry the Thai curry paste".
const PROPER = /\b(thai|indian|chinese|sichuan|cajun|worcestershire)\b/g

function properNouns(name: string): string {
  return name.replace(PROPER, (word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`)
}
