import { expect } from 'vitest'
import { composeRecipe } from '../../src/chef/compose-recipe.ts'
import { planRecipe } from '../../src/chef/index.ts'
import { OUT_OF_IDEAS_TITLE } from '../../src/chef/model/recipe-plan.ts'

/** The chef's first idea for a list typed as one comma-separated line, the way a visitor types it. */
export function firstIdea(list: string): string {
  return composeRecipe(
    list.split(',').map((item) => item.trim()),
    { variant: 0 },
  )
}

/** Ideas 1 to `count` for a list typed as one comma-separated line ("Another idea" pressed each time). */
export function ideas(list: string, count = 3): string[] {
  const items = list.split(',').map((item) => item.trim())
  return Array.from({ length: count }, (_, variant) => composeRecipe(items, { variant }))
}

/** The one of the list's first three ideas (or first `count`) whose title matches: a cook's read names the dish, not its place. */
export function idea(list: string, title: RegExp, count = 3): string {
  const found = ideas(list, count).find((recipe) => title.test(recipe.split('\n')[0] ?? ''))
  expect(found, `no idea titled ${String(title)}`).toBeDefined()
  return found ?? ''
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

/** The titles of ideas 2 and 3 ("Another idea" pressed twice): a recipe each, or the honest stop
 * under its exact heading. */
export function laterIdeas(list: string): string[] {
  const items = list.split(',').map((item) => item.trim())
  return [1, 2].map((variant) => {
    const plan = planRecipe(items, { variant })
    if (plan.kind === 'out-of-ideas') expect(plan.title).toBe(OUT_OF_IDEAS_TITLE)
    else expect(plan.kind).toBe('recipe')
    return plan.title
  })
}
