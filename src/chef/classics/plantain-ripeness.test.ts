import { expect, test } from 'vitest'
import { fitClassic } from './fit-classic.ts'
import { compiledClassic } from './compiled-classics.ts'
import { prepare } from '../planning/read-list.ts'
import { plantainRipeness } from '../model/candidate.ts'
import { composeRecipe } from '../index.ts'

function fits(id: string, list: readonly string[]): boolean {
  const classic = compiledClassic(id)
  if (classic === undefined) throw new Error(`No classic ${id}`)
  return fitClassic(classic, prepare(list).candidates) !== undefined
}

test.each([
  ['ripe plantains', 'ripe'],
  ['2 yellow plantains', 'ripe'],
  ['very ripe plantain (black)', 'ripe'],
  ['green plantains', 'green'],
  ['unripe plantain', 'green'],
  ['green bananas', 'green'],
  ['plantains', undefined],
] as const)('"%s" is read as %s plantain', (item, ripeness) => {
  const candidate = prepare([item]).candidates[0]
  expect(candidate?.entry.id).toBe('plantain')
  if (candidate !== undefined) expect(plantainRipeness(candidate)).toBe(ripeness)
})

test.each(['tostones', 'mofongo', 'plantain-porridge', 'mangu'])(
  '%s, written for green plantain, never takes ripe ones',
  (id) => {
    const rest = ['garlic', 'oil', 'onion', 'bacon', 'vinegar', 'pepper', 'palm oil']
    expect(fits(id, ['ripe plantains', ...rest])).toBe(false)
    expect(fits(id, ['yellow plantains', ...rest])).toBe(false)
    expect(fits(id, ['green plantains', ...rest])).toBe(true)
    expect(fits(id, ['plantains', ...rest])).toBe(true)
  },
)

test.each(['dodo', 'kelewele', 'pastelon', 'tatale'])(
  '%s, written for ripe plantain, never takes green ones',
  (id) => {
    const rest = ['ginger', 'chilli', 'oil', 'onion', 'beef mince', 'eggs', 'cheese', 'flour']
    expect(fits(id, ['green plantains', ...rest])).toBe(false)
    expect(fits(id, ['ripe plantains', ...rest])).toBe(true)
    expect(fits(id, ['plantains', ...rest])).toBe(true)
  },
)

test('ripe plantains and garlic are fried sweet, not made into tostones', () => {
  expect(composeRecipe(['ripe plantains', 'garlic', 'oil'])).not.toMatch(/^## Tostones/m)
  expect(composeRecipe(['green plantains', 'garlic', 'oil'])).toMatch(/^## Tostones/m)
})
