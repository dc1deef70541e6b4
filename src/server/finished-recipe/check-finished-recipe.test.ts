import { expect, test } from 'vitest'
import type { Preferences } from '../../shared/preferences.ts'
import { checkFinishedRecipe, MAX_CHECKED_CHARS } from './check-finished-recipe.ts'

const RECIPE = [
  '## Satay noodles\n\n',
  '### Ingredients\n\n',
  '- 200 g egg noodles\n',
  '- 2 tbsp peanut butter\n',
  '- 1 lime\n',
  '- Salt, to taste\n\n',
  '### Method\n\n',
  '1. Cook the noodles.\n',
  '2. Whisk in the peanut butter and serve with lime.\n',
].join('')

// Everything a visitor can ask to avoid at once: 20 items and every diet.
const EVERY_RULE: Preferences = {
  avoid: [
    'peanuts',
    'milk',
    'eggs',
    'gluten',
    'sesame',
    'soy',
    'fish',
    'shellfish',
    'tree nuts',
    'celery',
    'mustard',
    'lupin',
    'coriander',
    'mushrooms',
    'pork',
    'beef',
    'chilli',
    'garlic',
    'onion',
    'sulphites',
  ],
  diets: ['vegan', 'vegetarian', 'pescatarian', 'gluten-free', 'dairy-free'],
}

test('a written recipe: the clashes as one warning, and what it needs beyond the list', async () => {
  const check = await checkFinishedRecipe(RECIPE, {
    ingredients: ['egg noodles'],
    preferences: { avoid: ['peanuts'] },
  })
  expect(check.warnings).toHaveLength(1)
  expect(check.warnings[0]?.code).toBe('conflicts_with_preferences')
  expect(check.warnings[0]?.items).toEqual(['peanut butter'])
  expect(check.needs).toEqual({ items: ['2 tbsp peanut butter', '1 lime'], pantry: ['Salt'] })
})

test('no preferences: no warnings, still the needs', async () => {
  const check = await checkFinishedRecipe(RECIPE, { ingredients: ['egg noodles'] })
  expect(check.warnings).toEqual([])
  expect(check.needs?.items).toEqual(['2 tbsp peanut butter', '1 lime'])
})

test('a planned recipe is taken at its word: its needs, no warnings, nothing read', async () => {
  const needs = { items: ['1 lemon'], pantry: ['salt'] }
  const check = await checkFinishedRecipe(
    RECIPE,
    { ingredients: ['egg noodles'], preferences: { avoid: ['peanuts'] } },
    { needs },
  )
  expect(check).toEqual({ warnings: [], needs })
  expect(await checkFinishedRecipe(RECIPE, { ingredients: [] }, { needs: undefined })).toEqual({
    warnings: [],
    needs: undefined,
  })
})

test(`only the first ${MAX_CHECKED_CHARS} characters are read`, async () => {
  const padding = `${'Stir and taste as you go. '.repeat(MAX_CHECKED_CHARS / 26 + 1)}\n`
  const late = `## Method\n${padding}Finish with prawns.\n`
  const check = await checkFinishedRecipe(late, {
    ingredients: [],
    preferences: { avoid: ['shellfish'] },
  })
  expect(check.warnings).toEqual([])
  const early = `## Method\nFinish with prawns.\n${padding}`
  const earlyCheck = await checkFinishedRecipe(early, {
    ingredients: [],
    preferences: { avoid: ['shellfish'] },
  })
  expect(earlyCheck.warnings[0]?.items).toEqual(['prawns'])
})

/** Counts the event loop's turns until stopped: a check that holds the loop lets none through. */
function countLoopTurns() {
  let turns = 0
  let isRunning = true
  const turn = () => {
    turns += 1
    if (isRunning) setImmediate(turn)
  }
  setImmediate(turn)
  return {
    stop: () => {
      isRunning = false
      return turns
    },
  }
}

const HOSTILE_RECIPES: Record<string, string> = {
  // Thousands of ingredient lines, each with clashes and alternatives.
  'many ingredient lines': `## Ingredients\n${'- 2 tbsp peanut butter or tahini (or soy sauce), chopped\n'.repeat(2_000)}`,
  // One line as long as the bound, then method lines full of lexicon names.
  'one long line': `## Ingredients\n- ${'egg or prawns and (milk '.repeat(5_000)}\n`,
  'long method lines': `## Method\n${`${'Fry the prawns with garlic, butter and sesame. '.repeat(40)}\n`.repeat(60)}`,
}

for (const [name, hostile] of Object.entries(HOSTILE_RECIPES)) {
  test(`a hostile recipe (${name}, 20 avoid items, every diet) is checked without holding the loop`, async () => {
    const loop = countLoopTurns()
    const startedAt = performance.now()
    const check = await checkFinishedRecipe(hostile, {
      ingredients: ['egg'],
      preferences: EVERY_RULE,
    })
    const elapsedMs = performance.now() - startedAt
    const turns = loop.stop()
    expect(check.warnings).toHaveLength(1)
    // Generous for a busy machine: alone, each takes a few hundred milliseconds at most.
    expect(elapsedMs).toBeLessThan(5_000)
    // In slices of a few milliseconds, with the loop turning between them.
    expect(turns).toBeGreaterThanOrEqual(Math.floor(elapsedMs / 100))
  })
}

test('20 MB of recipe with preferences: checked quickly (only the first 100 KB is read)', async () => {
  const line = '- 2 tbsp peanut butter, or a handful of cashews (chopped)\n'
  const huge = `## Ingredients\n${line.repeat(Math.ceil(20_000_000 / line.length))}`
  expect(huge.length).toBeGreaterThan(20_000_000)
  const startedAt = performance.now()
  const check = await checkFinishedRecipe(huge, { ingredients: [], preferences: EVERY_RULE })
  // It took 10–50 s, all of it holding the loop; now it reads 100 KB, in slices.
  expect(performance.now() - startedAt).toBeLessThan(5_000)
  expect(check.warnings[0]?.items).toContain('peanut butter')
  expect(check.needs?.items).toHaveLength(40)
})
