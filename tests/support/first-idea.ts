import { expect } from 'vitest'
import { composeRecipe } from '../../src/chef/compose-recipe.ts'

/** The chef's first idea for a list typed as one comma-separated line, the way a visitor types it. */
export function firstIdea(list: string): string {
  return composeRecipe(
    list.split(',').map((item) => item.trim()),
    { variant: 0 },
  )
}

/**
 * The recipe is the named dish, and its star item is in it and not set aside as "Not used": the
 * check every own-kitchen dish test makes.
 */
export function expectDish(recipe: string, title: string, star: RegExp): void {
  expect(recipe).toMatch(new RegExp(`^## ${title}$`, 'm'))
  expect(recipe).toMatch(star)
  expect(recipe).not.toMatch(new RegExp(`Not used: “[^”]*${star.source}`, 'i'))
}
