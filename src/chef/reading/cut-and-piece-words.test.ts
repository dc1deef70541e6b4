// A cook's read of round 9: "I took “veal shoulder” to be a kind of meat" for plain cuts, and
// "I took “tin of pineapple rings” to be a fruit". A cut or a piece of a known food is that food.
import { describe, expect, test } from 'vitest'
import { matchIngredient } from './match-ingredient.ts'
import { planRecipe } from '../planning/plan-recipe.ts'

describe('a cut or piece of a known food', () => {
  test.each([
    ['veal shoulder 1kg', 'veal'],
    ['lamb shoulder on the bone 1.5kg', 'lamb'],
    ['beef stewing chunks 800g', 'stewing beef'],
    ['tin of pineapple rings', 'pineapple'],
  ])('%s is read as %s, not guessed', (typed, id) => {
    const match = matchIngredient(typed)
    expect(match.kind).toBe('known')
    expect(match.entry?.id).toBe(id)
  })

  test('other words after a food still make another food', () => {
    expect(matchIngredient('pineapple juice').entry?.id).toBe('pineapple juice')
  })

  test('the recipe has no "I took … to be" note for a plain cut', () => {
    const plan = planRecipe([
      'beef stewing chunks 800g',
      'potatoes',
      'frozen peas',
      'passata',
      'red wine',
      'carrot',
      'celery',
      'rosmary',
    ])
    if (plan.kind !== 'recipe') throw new Error(plan.kind)
    expect(plan.notes.join('\n')).not.toMatch(/I took/)
  })
})
