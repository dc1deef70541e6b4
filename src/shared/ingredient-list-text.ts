import { normalizeIngredient } from './ingredient-text.ts'

// A comma, semicolon or line break ends an item, except a comma between two digits: "1,5 kg
// flour" is a decimal comma and "1,000 g" a thousands separator, not two items.
const SEPARATOR = /[;\r\n\u2028\u2029]|,(?!(?<=\d,)\d)/

// A list copied from notes or a recipe keeps its bullets and numbers ("- eggs", "2. milk"):
// they mark the item, they are not part of it. "2 eggs" (no dot) is an amount and stays.
const LIST_MARKER = /^(?:[-*•·‣◦▪+]|\d{1,2}[.)])\s+/

/**
 * The ingredients in text typed or pasted in one go ("chicken thighs, rice, garlic"), each as
 * `normalizeIngredient` keeps it; blanks dropped, duplicates and order kept (the list allows
 * both). One item without a separator comes back as itself.
 */
export function splitIngredientList(text: string): string[] {
  return text
    .split(SEPARATOR)
    .map((part) => normalizeIngredient(normalizeIngredient(part).replace(LIST_MARKER, '')))
    .filter((item) => item !== '')
}
