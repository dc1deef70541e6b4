import { expect, test } from 'vitest'
import { matchIngredient, normaliseWords } from '../reading/match-ingredient.ts'
import { allergensOfWords } from '../allergens/ingredient-allergens.ts'

// A blind cook's read of a Lao or lam list found the dried beef read as fresh beef: it is a dried
// meat, cooked already, toasted or simmered into the stew, never "cooked to 70 °C". Lao sin savanh
// is rolled in sesame after a soy and oyster-sauce marinade, so its allergens are its own.

test('Lao and Thai dried beef and buffalo are read as a dried meat, cooked already', () => {
  for (const words of ['dried beef', 'sin heng', 'sin savanh', 'dried buffalo', 'beef jerky']) {
    const entry = matchIngredient(words).entry
    expect(entry?.category, words).toBe('cured-meat')
    expect(entry?.tags.has('cooked'), words).toBe(true)
  }
})

test('sin savanh carries the sesame, soy, wheat and oyster sauce of its marinade', () => {
  const entry = matchIngredient('sin savanh').entry
  expect(entry).toBeDefined()
  if (entry === undefined) return
  expect([...allergensOfWords(entry, normaliseWords('200 g sin savanh'))].sort()).toEqual([
    'gluten',
    'molluscs',
    'sesame',
    'soya',
  ])
  const plain = matchIngredient('sin heng').entry
  if (plain === undefined) throw new Error('sin heng not read')
  expect(allergensOfWords(plain, normaliseWords('sin heng'))).toEqual([])
})
