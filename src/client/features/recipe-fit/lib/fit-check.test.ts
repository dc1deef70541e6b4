import { expect, test } from 'vitest'
import { composeRecipe } from '../../../../chef/index.ts'
import { describeClashes } from '../../../../shared/clash-wording.ts'
import { NO_PREFERENCES, type PreferencesState } from '../../../lib/preferences.ts'
import { itemClashLabels, recipeClashes } from './fit-check.ts'

const LIST = ['chicken', 'butter', 'cream', 'cashews', 'onion', 'garlic']
const VEGAN_NO_NUTS: PreferencesState = {
  diets: ['vegan'],
  avoid: ['nuts'],
  servings: 4,
  maxMinutes: null,
}

test('the offline chef’s butter chicken list, read against vegan and no nuts', async () => {
  const clashes = await recipeClashes(composeRecipe(LIST), VEGAN_NO_NUTS)
  expect(clashes.map((clash) => clash.item)).toEqual(['Chicken', 'Cream', 'Cashews', 'Butter'])
  expect(describeClashes(clashes)).toBe(
    'Has chicken, cream and butter: not vegan. Has cashews: you avoid nuts.',
  )
})

test('the recipe the chef writes for the new preferences has nothing to name', async () => {
  const recipe = composeRecipe(LIST, { diets: ['vegan'], avoid: ['nuts'], servings: 4 })
  expect(await recipeClashes(recipe, VEGAN_NO_NUTS)).toEqual([])
})

test('each item of the list is marked with why it is ruled out, or not at all', () => {
  expect(LIST.map((item) => itemClashLabels(item, VEGAN_NO_NUTS))).toEqual([
    ['not vegan'],
    ['not vegan'],
    ['not vegan'],
    ['you avoid nuts'],
    [],
    [],
  ])
  expect(itemClashLabels('vegan butter', VEGAN_NO_NUTS)).toEqual([])
  expect(itemClashLabels('pesto', { ...NO_PREFERENCES, avoid: ['pine nuts'] })).toEqual([
    'you avoid pine nuts',
  ])
  expect(itemClashLabels('chicken', NO_PREFERENCES)).toEqual([])
})

test('a long recipe is read in slices, and an abort stops the reading', async () => {
  const line = '- 2 tbsp peanut butter, chicken, prawns and cream with cashews\n'
  const recipe = `## Hostile\n\n### Ingredients\n\n${line.repeat(1_500)}`
  const everything = {
    ...VEGAN_NO_NUTS,
    diets: ['vegan', 'gluten-free'] as PreferencesState['diets'],
  }
  const controller = new AbortController()
  const reading = recipeClashes(recipe, everything, controller.signal)
  controller.abort()
  expect(await reading).toEqual([])
  const clashes = await recipeClashes(recipe, everything)
  expect(clashes.length).toBeGreaterThan(0)
})
