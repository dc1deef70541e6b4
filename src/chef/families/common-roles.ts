import type { Predicate, RoleSpec } from './dish-types.ts'
import { named } from './dish-types.ts'
import { SALT_PEPPER, FAT } from './ingredient-predicates.ts'

// Roles most savoury dishes share.

/** The cooking fat; oil from the pantry when the visitor has none of their own. */
export function fatRole(accepts: Predicate = FAT): RoleSpec<'fat'> {
  return { id: 'fat', accepts, max: 1, amount: '0.5 tbsp', pantry: ['oil'] }
}

/** Salt and pepper to taste, from the pantry unless the dish should not season (`false`). */
export function seasonRole(pantry = true): RoleSpec<'season'> {
  return {
    id: 'season',
    accepts: SALT_PEPPER,
    max: 2,
    amountText: 'to taste',
    pantry: pantry ? ['salt', 'pepper'] : [],
  }
}

/** Tap water, per serving, for dishes that cook in it. */
export function waterRole(amount: string): RoleSpec<'water'> {
  return { id: 'water', accepts: named('water'), max: 1, amount, pantry: ['water'] }
}
