import type { Category, LexiconEntry, Tag } from '../lexicon/lexicon.ts'
import { lexiconEntry } from '../lexicon/lexicon.ts'
import type { PrepStyle } from '../text/prep-phrases.ts'

/** The basics every kitchen is assumed to have; listed only when a recipe uses them. */
export type PantryId = 'salt' | 'pepper' | 'oil' | 'water'

export type Course =
  'breakfast' | 'main' | 'side' | 'soup' | 'salad' | 'baking' | 'dessert' | 'drink' | 'snack'

export type Predicate = (entry: LexiconEntry) => boolean

/** Where ingredient words sit in a dish's title: before the dish's name, or as a noun. */
export type TitlePosition = 'modifier' | 'noun'

/** One place in a dish that ingredients can fill: "the protein", "the sauce", "the topping". */
export interface RoleSpec<R extends string = string> {
  id: R
  accepts: Predicate
  /** Most of the visitor's ingredients this role takes; the rest wait for another role. */
  max: number
  /** Amount per serving for everything in this role, instead of the lexicon's main-dish amount. */
  amount?: string
  /** Multiplies the lexicon's per-serving amount. */
  scale?: number
  /**
   * Multipliers for some items instead of `scale`, the first that matches: a soup's dried beans
   * and lentils are its body, its pearl barley swells to fill the pot from a little.
   */
  scales?: ReadonlyArray<readonly [Predicate, number]>
  /**
   * For a main course's vegetables: the least they should weigh together, per serving ("150 g"),
   * so that a main never comes out as "½ courgette, ½ pepper" for two.
   */
  least?: string
  /** The role's `amount` is for all its items together (a stew's liquids), not for each one. */
  shared?: boolean
  /** Shown instead of an amount ("to taste", "to serve"). */
  amountText?: string
  /** An ingredient to add as an extra when the visitor has nothing for this role. */
  core?: string
  /** No core extra when any of these roles holds something of the visitor's. */
  coreUnless?: readonly R[]
  /**
   * A core extra only when one of these roles holds something of the visitor's: a flour batter
   * needs its milk, a flourless banana batter does not.
   */
  coreWith?: readonly R[]
  /** Pantry basics that fill this role when the visitor has not supplied their own. */
  pantry?: readonly PantryId[]
  /**
   * The pantry amount when `role` holds nothing of the visitor's: porridge made with water alone
   * takes the milk's share as well (a cook's read found 100 g of oats in 200 ml of water, a paste).
   */
  pantryAlone?: { role: R; amount: string }
  /**
   * The dish is built on this role (the eggs of an omelette, the pasta of a pasta dish): when the
   * visitor has less of it than the servings need, the recipe serves fewer and says why.
   */
  leads?: boolean
  /** The role's items are eaten raw (a salad's leaves): frozen produce never fills it. */
  raw?: boolean
  /**
   * The role's items are fried, seared or roasted in pieces (a stir-fry's protein): silken tofu,
   * which falls apart in a hot pan, never fills it (it is steamed, simmered or served cold).
   */
  fried?: boolean
}

/** What families may ask of the visitor's ingredients when deciding whether they fit. */
export interface Assigned<R extends string = string> {
  /** How many of the visitor's own ingredients fill this role. */
  count(role: R): number
  has(role: R): boolean
  /** Whether any of the visitor's ingredients used in the dish satisfies the predicate. */
  some(predicate: Predicate): boolean
}

export interface DishItem {
  /** Markdown-safe name as the method refers to it. */
  mention: string
  entry: LexiconEntry | undefined
  source: 'visitor' | 'extra' | 'pantry'
  /** The visitor's own words for it, which say its state ("smoked pork belly"). */
  typed?: string
}

/** What a family's writer sees: the dish's ingredients by role, and a few writing helpers. */
export interface Dish<R extends string = string> {
  servings: number
  /** 0 for the first version of this family; higher for a different take on it. */
  take: number
  has(role: R): boolean
  items(role: R): readonly DishItem[]
  /** Items of a role that satisfy a predicate. */
  where(role: R, predicate: Predicate): readonly DishItem[]
  /** "a, b and c" for the items of these roles, in order; '' when empty. */
  list(...roles: R[]): string
  /** "the a, b and c"; '' when empty. */
  the(...roles: R[]): string
  /** "a, b and c" for these items. */
  names(items: readonly DishItem[]): string
  /** A deterministic choice: the same ingredients always choose the same way. */
  pick<T>(options: readonly T[]): T
  /** A knife-work sentence for the items of these roles. */
  prep(style: PrepStyle, ...roles: R[]): string
  /**
   * Heading words for the visitor's ingredients in these roles ("Chicken & Broccoli"). In front
   * of the dish's name (the default) each head noun is singular ("Mushroom Soup"); after "with"
   * or as the dish itself ('noun') they stay as the visitor wrote them ("Pancakes with Berries").
   */
  title(roles: readonly R[], most?: number, position?: TitlePosition): string
}

export interface DishText {
  title: string
  description: string
  minutes: number
  steps: readonly string[]
  tips?: readonly string[]
}

export interface DishFamily<R extends string = string> {
  id: string
  name: string
  course: Course
  roles: readonly RoleSpec<R>[]
  /** Whether the visitor's ingredients make this dish at all. */
  fits(assigned: Assigned<R>): boolean
  /** Extra score for ingredients that make this dish sing. */
  signature?: ReadonlyArray<readonly [Predicate, number]>
  /** A small nudge so that, other things equal, the more everyday dish comes first. */
  prior?: number
  /** Extras worth adding if there is room, tried in order, never more than four in all. */
  optionalExtras?: ReadonlyArray<{
    id: string
    role: R
    when: (assigned: Assigned<R>) => boolean
  }>
  write(dish: Dish<R>): DishText
}

/**
 * A family whose role ids are checked: `d.has('protien')` in its writer, or an extra for a role
 * it does not have, fails to compile instead of silently dropping a step.
 */
export function defineFamily<const R extends string>(family: DishFamily<R>): DishFamily {
  // Sound: every Dish and Assigned the planner builds for this family holds only its own roles.
  return family as unknown as DishFamily
}

/** Predicate helpers so families read like a cook's notes. */
export function inCategory(...categories: readonly Category[]): Predicate {
  const set = new Set(categories)
  return (entry) => set.has(entry.category)
}

export function tagged(...tags: readonly Tag[]): Predicate {
  return (entry) => tags.some((tag) => entry.tags.has(tag))
}

export function named(...ids: readonly string[]): Predicate {
  // Checked on load, so a misspelt name fails every test instead of silently matching nothing.
  for (const id of ids) lexiconEntry(id)
  const set = new Set(ids)
  return (entry) => set.has(entry.id)
}

export function anyOf(...predicates: readonly Predicate[]): Predicate {
  return (entry) => predicates.some((predicate) => predicate(entry))
}

export function allOf(...predicates: readonly Predicate[]): Predicate {
  return (entry) => predicates.every((predicate) => predicate(entry))
}

export function not(predicate: Predicate): Predicate {
  return (entry) => !predicate(entry)
}
