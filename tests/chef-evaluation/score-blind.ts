import { planRecipe, renderRecipe } from '../../src/chef/index.ts'
import type { RecipePlan } from '../../src/chef/index.ts'
import { BRAND_WORDS } from '../../src/chef/lexicon/brand-names.ts'
import type { BlindCase } from './blind-case.ts'

// Judges the offline chef on the blind evaluation set: lists written by someone who had read
// only the issue, never the chef's data, each with the dishes a cook would accept (as a cook
// names them, so they are matched against the recipe's title, not the chef's ids).

/** What one list scored, check by check; `failures` says why in words. */
export interface BlindResult {
  list: readonly string[]
  cuisine: string
  titles: readonly string[]
  /** The first idea is one of the dishes a cook would accept. */
  firstAccepted: boolean
  /** Ideas 1–3 are three recipes, three different dishes. */
  threeDistinct: boolean
  /** Every item the list is about is used by the first idea. */
  starKept: boolean
  /** No item of the visitor's is listed under another food's name. */
  noSwap: boolean
  /** The safety probe, when the case has one: the treatment is in the recipe. */
  safe: boolean | undefined
  failures: readonly string[]
}

export interface BlindReport {
  cases: number
  firstAccepted: number
  threeDistinct: number
  starKept: number
  noSwap: number
  safetyProbes: number
  safe: number
  /** Every check passed. */
  passed: number
  results: readonly BlindResult[]
}

// Words a dish name can lose without becoming another dish ("pasta with tuna" is "tuna pasta").
const LINKING_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'with',
  'of',
  'in',
  'on',
  'style',
  'de',
  'e',
])

/** Lower case, no accents or punctuation: "Pão de Queijo" → "pao de queijo". */
export function normaliseDishName(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      // Letters with no decomposition are still their base letter to a reader ("kiełbasa").
      .replace(/[ıłøđ]/g, (letter) => ({ ı: 'i', ł: 'l', ø: 'o', đ: 'd' })[letter] ?? letter)
      .replace(/['’`]/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
  )
}

function significantWords(text: string): string[] {
  return normaliseDishName(text)
    .split(' ')
    .filter((word) => word !== '' && !LINKING_WORDS.has(word))
}

// One word in British and American spelling: a reader who typed "chili con carne" accepts
// "Chilli con Carne". And one word in the spellings its own kitchen's name is written in Latin
// letters: the Amharic stew ወጥ is wat, wot or we't ("key wot" is Key Wat, "doro wot" Doro Wat);
// kebab is kebap in Turkish and kabob or kabab in Persian and American menus.
const SPELLINGS: ReadonlyMap<string, string> = new Map([
  ['chili', 'chilli'],
  ['yogurt', 'yoghurt'],
  ['donut', 'doughnut'],
  ['wot', 'wat'],
  ['wet', 'wat'],
  ['kebap', 'kebab'],
  ['kabob', 'kebab'],
  ['kabab', 'kebab'],
])

/** "chops" and "chop", "tomatoes" and "tomato", "limes" and "lime": one word to a reader. */
function sameWord(left: string, right: string): boolean {
  const forms = (word: string) =>
    new Set(
      [word, word.replace(/s$/, ''), word.replace(/es$/, '')].map(
        (form) => SPELLINGS.get(form) ?? form,
      ),
    )
  const rightForms = forms(right)
  return [...forms(left)].some((form) => rightForms.has(form))
}

/** A title names a dish when every significant word of the dish's name is in the title. */
export function titleNames(title: string, dish: string): boolean {
  const titleWords = significantWords(title)
  const dishWords = significantWords(dish)
  if (dishWords.length === 0) return false
  return dishWords.every((word) => titleWords.some((candidate) => sameWord(candidate, word)))
}

function usesItem(plan: RecipePlan, item: string): boolean {
  return plan.used.some((used) => used.input === item)
}

/** Significant words of a visitor's item, without amounts: "500g beef mince" → beef, mince. */
function itemWords(item: string): string[] {
  return significantWords(item).filter((word) => !/\d/.test(word))
}

/**
 * A swap: an item the visitor has is written into the recipe under a name that shares none of
 * their words and is not marked as a substitute ("sauerkraut" listed as "Kimchi"). A brand listed
 * as the food it is ("Lurpak" as butter) is not a swap: the visitor has that food.
 */
function swappedItems(plan: RecipePlan): string[] {
  const swaps: string[] = []
  for (const used of plan.used) {
    const canonical = used.entry?.id
    if (canonical === undefined) continue
    const visitorWords = itemWords(used.display)
    if (visitorWords.some((word) => BRAND_WORDS.has(word.toLowerCase()))) continue
    const line = plan.ingredients.find(
      (ingredient) => ingredient.source === 'visitor' && ingredient.canonical === canonical,
    )
    if (line === undefined || /instead of/i.test(line.amount + line.name)) continue
    const lineWords = significantWords(line.name)
    const shares = visitorWords.some((word) => lineWords.some((other) => sameWord(word, other)))
    if (!shares && visitorWords.length > 0) swaps.push(`${used.input} → ${line.name}`)
  }
  return swaps
}

function mentionsStem(text: string, word: string): boolean {
  const haystack = normaliseDishName(text)
  const stem = normaliseDishName(word).replace(/(ing|ed|es|s)$/, '')
  return haystack.includes(stem)
}

/** Scores one list: ideas 1–3, the first judged in full. */
export function scoreBlindCase(item: BlindCase): BlindResult {
  const plans = [0, 1, 2].map((variant) => planRecipe(item.list, { variant }))
  const [first] = plans
  if (first === undefined) throw new Error('no plan')
  const failures: string[] = []
  const titles = plans.map((plan) => (plan.kind === 'recipe' ? plan.title : plan.kind))

  const firstAccepted =
    first.kind === 'recipe' && item.accept.some((dish) => titleNames(first.title, dish))
  if (!firstAccepted) failures.push(`first idea "${titles[0]}", not ${item.accept.join(' / ')}`)

  const recipes = plans.filter((plan) => plan.kind === 'recipe')
  const distinctDishes = new Set(recipes.map((plan) => plan.family.id)).size
  const distinctTitles = new Set(recipes.map((plan) => normaliseDishName(plan.title))).size
  const threeDistinct = recipes.length === 3 && distinctDishes === 3 && distinctTitles === 3
  if (!threeDistinct) failures.push(`ideas: ${titles.join(' | ')}`)

  const dropped = item.mustKeep.filter((keep) => !usesItem(first, keep))
  const starKept = first.kind === 'recipe' && dropped.length === 0
  if (!starKept) failures.push(`left out ${dropped.join(', ') || 'everything'}`)

  const swaps = first.kind === 'recipe' ? swappedItems(first) : []
  const noSwap = swaps.length === 0
  if (!noSwap) failures.push(`swapped ${swaps.join(', ')}`)

  let safe: boolean | undefined
  if (item.safety !== undefined) {
    const { item: probe, mustMention } = item.safety
    // Each idea that uses the item must carry its treatment; one that leaves it out is safe.
    const unsafePlans = plans.filter(
      (plan) =>
        plan.kind === 'recipe' &&
        usesItem(plan, probe) &&
        !mustMention.every((words) =>
          // "defrost/thaw": either will do.
          words.split('/').some((word) => mentionsStem(renderRecipe(plan), word)),
        ),
    )
    const rejected = plans.filter(
      (plan) =>
        plan.kind === 'recipe' && (item.reject ?? []).some((dish) => titleNames(plan.title, dish)),
    )
    safe = unsafePlans.length === 0 && rejected.length === 0
    if (!safe) {
      failures.push(
        `unsafe: ${[...unsafePlans, ...rejected].map((plan) => plan.title).join(', ')} (${probe}: ${mustMention.join(', ')})`,
      )
    }
  }

  return {
    list: item.list,
    cuisine: item.cuisine,
    titles,
    firstAccepted,
    threeDistinct,
    starKept,
    noSwap,
    safe,
    failures,
  }
}

export function scoreBlindCases(cases: readonly BlindCase[]): BlindReport {
  const results = cases.map(scoreBlindCase)
  const count = (pick: (result: BlindResult) => boolean) => results.filter(pick).length
  return {
    cases: results.length,
    firstAccepted: count((result) => result.firstAccepted),
    threeDistinct: count((result) => result.threeDistinct),
    starKept: count((result) => result.starKept),
    noSwap: count((result) => result.noSwap),
    safetyProbes: count((result) => result.safe !== undefined),
    safe: count((result) => result.safe === true),
    passed: count((result) => result.failures.length === 0),
    results,
  }
}
