import type { LexiconEntry } from '../lexicon/lexicon.ts'
import { lexiconEntry } from '../lexicon/lexicon.ts'
import { chefName } from '../text/chef-names.ts'
import { capitalise, escapeMarkdown } from '../text/markdown-text.ts'
import type { PlannedIngredient, RecipePlan } from './plan-types.ts'

// The swaps a cook makes for a diet or an allergy: each is used the same way as what it
// replaces (melted, poured, boiled, sliced), so the method reads right with it. Tried in order;
// the first the visitor's rules allow is used.
// prettier-ignore
const SUBSTITUTES: Readonly<Record<string, readonly string[]>> = {
  'butter': ['margarine'],
  'milk': ['oat milk'],
  'cream': ['plant cream'],
  'yogurt': ['plant yogurt'],
  'cheese': ['vegan cheese'],
  'cheddar': ['vegan cheese'],
  'parmesan': ['vegan cheese'],
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
  'couscous': ['quinoa'],
  'bulgur wheat': ['quinoa'],
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

function replaceWord(text: string, from: string, to: string): string {
  const pattern = new RegExp(`\\b${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g')
  return text.replace(pattern, to)
}

/**
 * The plan with each ingredient the rules forbid swapped for what a cook would use instead,
 * marked in its line ("Margarine — 30 g (instead of butter)") and named so in the method. What
 * has no swap is left as it is, for the caller to refuse the dish.
 */
export function withSubstitutes(
  plan: RecipePlan,
  allowed: (entry: LexiconEntry) => boolean,
): RecipePlan {
  let steps = plan.steps
  let description = plan.description
  let changed = false
  const ingredients = plan.ingredients.map((item): PlannedIngredient => {
    if (item.canonical === undefined) return item
    const entry = lexiconEntry(item.canonical)
    if (allowed(entry)) return item
    const substitute = substituteFor(entry, allowed)
    if (substitute === undefined) return item
    changed = true
    const mention = escapeMarkdown(chefName(substitute.id, undefined, substitute.perServing.unit))
    steps = steps.map((step) => replaceWord(step, item.mention, mention))
    description = replaceWord(description, item.mention, mention)
    return {
      ...item,
      name: capitalise(mention),
      mention,
      amount: `${item.amount} (instead of ${item.mention})`,
      canonical: substitute.id,
      // The visitor has the original, not the swap: it is one more thing to get.
      source: item.source === 'pantry' ? 'pantry' : 'extra',
    }
  })
  if (!changed) return plan
  return {
    ...plan,
    description,
    ingredients,
    steps,
    extras: ingredients.filter((item) => item.source === 'extra'),
  }
}
