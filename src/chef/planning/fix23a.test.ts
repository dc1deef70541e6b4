import { expect, test } from 'vitest'
import { firstIdea } from '../../../tests/support/first-idea.ts'
import { lexiconEntry } from '../lexicon/lexicon.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'
import { treatmentFor } from './treatments.ts'

// Whole dried pulses were read as their split (quick) forms, or as a tin: Swedish whole yellow
// peas went into ärtsoppa's neighbours unsoaked for split peas' time, and whole mung beans into a
// kwati for 20 minutes, still hard. Each whole form gets a whole pulse's soak or long boil.

const treatmentOf = (text: string) => {
  const match = matchIngredient(text)
  if (match.kind !== 'known' || match.entry === undefined) return `not read: ${match.kind}`
  return `${match.entry.id}: ${treatmentFor(match.entry, text)?.id ?? 'none'}`
}

test.each([
  ['gula ärtor', 'split peas: dried-whole-peas'],
  ['dried whole yellow peas', 'split peas: dried-whole-peas'],
  ['yellow peas', 'split peas: dried-whole-peas'],
  ['yellow split peas', 'split peas: dry-split-peas'],
  ['green split peas', 'split peas: dry-split-peas'],
  ['whole moong', 'mung beans: dry-small-beans'],
  ['mung beans', 'mung beans: dry-small-beans'],
  ['moong dal', 'moong dal: dry-lentils'],
  ['whole urad', 'urad beans: dried-beans'],
  ['whole masoor', 'green lentils: dry-lentils'],
  ['masoor dal', 'red lentils: dry-lentils'],
  ['whole toor', 'pigeon peas: dried-beans'],
  ['dried adzuki beans', 'adzuki beans: dry-small-beans'],
  ['tinned mung beans', 'mung beans: none'],
])('%s is read with its own form’s treatment (%s)', (text, expected) => {
  expect(treatmentOf(text)).toBe(expected)
})

test('whole yellow peas in a split pea soup are soaked overnight first', () => {
  const recipe = firstIdea('yellow peas, ham hock, onion, carrot, celery')
  expect(recipe).toMatch(/Split Pea and Ham Soup/)
  expect(recipe).toMatch(/overnight soaking/)
  expect(recipe).toMatch(/leave to soak overnight, 8–12 hours/)
})

test('ärtsoppa soaks its whole peas itself, once', () => {
  const recipe = firstIdea('gula ärtor, salted pork, onion, marjoram, mustard')
  expect(recipe).toMatch(/^## Artsoppa/m)
  expect(recipe).toMatch(/need to soak overnight/)
  expect(recipe).not.toMatch(/leave to soak overnight, 8–12 hours/)
})

test('whole moong in a kwati are simmered soft before the 20-minute broth', () => {
  const recipe = firstIdea(
    'whole moong, kidney beans, chickpeas, black eyed peas, ginger, garlic, cumin, ghee',
  )
  expect(recipe).toMatch(/^## Kwati/m)
  expect(recipe).toMatch(/simmer, half covered, for 35–45 minutes/)
})

test('whole urad is a bean sold dry', () => {
  expect(treatmentFor(lexiconEntry('urad beans'), 'urad beans')?.id).toBe('dried-beans')
})

test('dal makhani soaks its whole urad once, in its own steps', () => {
  const recipe = firstIdea('whole urad, kidney beans, butter, cream, tomatoes, garlic, ginger')
  expect(recipe).toMatch(/^## Dal Makhani/m)
  expect(recipe.match(/leave to soak/g)?.length).toBe(1)
})

test('patjuk boils its dried adzuki itself and promises no overnight soak', () => {
  const recipe = firstIdea('dried adzuki beans, glutinous rice flour, sugar')
  expect(recipe).toMatch(/^## Patjuk/m)
  expect(recipe).not.toMatch(/soak/i)
})
