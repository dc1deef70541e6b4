import { describe, expect, it } from 'vitest'
import { lexiconEntry } from '../lexicon/lexicon.ts'
import { dietConflict } from './diet-conflicts.ts'

describe('dietConflict', () => {
  const cases: ReadonlyArray<
    readonly [string, Parameters<typeof dietConflict>[1], string | undefined]
  > = [
    ['chicken breast', ['vegetarian'], 'not vegetarian'],
    ['chicken breast', ['pescatarian'], 'not pescatarian'],
    ['salmon', ['pescatarian'], undefined],
    ['salmon', ['vegetarian'], 'not vegetarian'],
    ['worcestershire sauce', ['vegetarian'], 'not vegetarian'],
    ['worcestershire sauce', ['pescatarian'], undefined],
    ['egg', ['vegetarian'], undefined],
    ['egg', ['vegan'], 'not vegan'],
    ['honey', ['vegan'], 'not vegan'],
    ['egg noodles', ['vegan'], 'not vegan'],
    ['rice noodles', ['vegan', 'gluten-free'], undefined],
    ['spaghetti', ['gluten-free'], 'not gluten-free'],
    ['soy sauce', ['gluten-free'], 'not gluten-free'],
    ['butter', ['dairy-free'], 'not dairy-free'],
    ['pesto', ['dairy-free'], 'not dairy-free'],
    ['coconut milk', ['dairy-free', 'vegan'], undefined],
    ['tofu', ['vegan', 'gluten-free', 'dairy-free'], undefined],
    ['oats', ['gluten-free'], 'not gluten-free'],
    // A cheese says why it is not vegetarian: its calf rennet.
    ['parmesan', ['vegetarian'], 'not vegetarian: made with animal rennet'],
    ['cheddar', [], undefined],
  ]
  it.each(cases)('%s with %j', (id, diets, reason) => {
    expect(dietConflict(lexiconEntry(id), diets)?.reason).toBe(reason)
  })
})
