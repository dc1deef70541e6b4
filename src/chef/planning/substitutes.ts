import type { LexiconEntry } from '../lexicon/lexicon.ts'
import { lexiconEntry } from '../lexicon/lexicon.ts'
import { chefName } from '../text/chef-names.ts'
import { capitalise, escapeMarkdown, titleCase } from '../text/markdown-text.ts'
import type { PlannedIngredient, RecipePlan } from '../model/recipe-plan.ts'
import { escapeForPattern } from '../text/pattern-text.ts'

// The swaps a cook makes for a diet or an allergy: each is used the same way as what it
// replaces (melted, poured, boiled, sliced), so the method reads right with it. Tried in order;
// the first the visitor's rules allow is used. (Not quinoa for couscous or bulgur: those are
// soaked, and quinoa soaked in boiling water stays hard.)
// prettier-ignore
const SUBSTITUTES: Readonly<Record<string, readonly string[]>> = {
  'butter': ['margarine'],
  'milk': ['oat milk'],
  'cream': ['plant cream'],
  'yogurt': ['plant yogurt'],
  'cheese': ['vegan cheese'],
  'cheddar': ['vegan cheese'],
  'parmesan': ['vegan cheese'],
  // A vegetarian's Gruyère or emmental: a strong cheddar melts as well (and is made with
  // vegetarian rennet); a vegan's, vegan cheese.
  'gruyere': ['cheddar', 'vegan cheese'],
  'emmental': ['cheddar', 'vegan cheese'],
  'mozzarella': ['vegan cheese'],
  'plain flour': ['gluten free flour'],
  'self raising flour': ['gluten free flour'],
  'soy sauce': ['tamari'],
  'pasta': ['gluten-free pasta'],
  'spaghetti': ['gluten-free pasta'],
  'penne': ['gluten-free pasta'],
  'macaroni': ['gluten-free pasta'],
  'tagliatelle': ['gluten-free pasta'],
  'bread': ['gluten-free bread'],
  'sourdough': ['gluten-free bread'],
  'egg noodles': ['rice noodles'],
  'breadcrumbs': ['gluten-free bread'],
}

/** What a cook would use instead of this ingredient under the visitor's rules, if anything. */
export function substituteFor(
  entry: LexiconEntry,
  allowed: (entry: LexiconEntry) => boolean,
): LexiconEntry | undefined {
  for (const id of SUBSTITUTES[entry.id] ?? []) {
    const substitute = lexiconEntry(id)
    if (allowed(substitute)) return substitute
  }
  return undefined
}

/**
 * `from` replaced by `to` as a whole word, but not where it is part of a longer name in `keep`
 * ("peanut butter" keeps its butter when butter is swapped). `ignoreCase` for titles, where the
 * swap is written in title case.
 */
function replaceName(
  text: string,
  from: string,
  to: string,
  keep: readonly string[],
  ignoreCase = false,
): string {
  const longer = keep.filter(
    (name) =>
      name.length > from.length && new RegExp(`\\b${escapeForPattern(from)}\\b`, 'i').test(name),
  )
  const names = [...longer.sort((left, right) => right.length - left.length), from]
  const pattern = new RegExp(
    `\\b(?:${names.map(escapeForPattern).join('|')})\\b`,
    ignoreCase ? 'gi' : 'g',
  )
  return text.replace(pattern, (found) => (found.toLowerCase() === from.toLowerCase() ? to : found))
}

/**
 * The plan with each ingredient the rules forbid swapped for what a cook would use instead,
 * marked in its line ("Margarine — 30 g (instead of butter)") and named so in the method; a
 * composed dish's title, which names its ingredients, names the swap too. What has no swap is
 * left as it is, for the caller to refuse the dish; so is a dish where a swap would bring in
 * something it already uses (cheddar and parmesan both becoming vegan cheese).
 */
export function withSubstitutes(
  plan: RecipePlan,
  allowed: (entry: LexiconEntry) => boolean,
): RecipePlan {
  let steps = plan.steps
  let description = plan.description
  let title = plan.title
  const keep = plan.ingredients.map((item) => item.mention)
  const inDish = new Set(plan.ingredients.map((item) => item.canonical))
  let changed = false
  let collides = false
  const ingredients = plan.ingredients.map((item): PlannedIngredient => {
    if (item.canonical === undefined) return item
    const entry = lexiconEntry(item.canonical)
    if (allowed(entry)) return item
    const substitute = substituteFor(entry, allowed)
    if (substitute === undefined) return item
    if (inDish.has(substitute.id)) collides = true
    inDish.add(substitute.id)
    changed = true
    const mention = escapeMarkdown(chefName(substitute.id))
    steps = steps.map((step) => replaceName(step, item.mention, mention, keep))
    description = replaceName(description, item.mention, mention, keep)
    if (plan.source === 'family') {
      title = replaceName(title, item.mention, titleCase(mention), keep, true)
    }
    keep.push(mention)
    return {
      ...item,
      name: capitalise(mention),
      mention,
      // "instead of" only for what the visitor has: an extra is simply bought as the swap.
      amount: item.source === 'extra' ? item.amount : `${item.amount} (instead of ${item.mention})`,
      canonical: substitute.id,
      // The visitor has the original, not the swap: it is one more thing to get.
      source: item.source === 'pantry' ? 'pantry' : 'extra',
    }
  })
  if (!changed || collides) return plan
  return {
    ...plan,
    title,
    description,
    ingredients,
    steps,
    extras: ingredients.filter((item) => item.source === 'extra'),
  }
}
