export type { PlannedIngredient, PlanOptions, RecipePlan, UnusedIngredient } from './plan-types.ts'
import { DISH_FAMILIES } from '../families/dish-families.ts'
import { lexiconEntry } from '../lexicon/lexicon.ts'
import { joinWords } from '../text/markdown-text.ts'
import { buildIngredients, leadShortfall, makeDish, shortfallNote } from './family-dish.ts'
import type { FamilyFit } from './family-fit.ts'
import { fitFamily, rankFamilies } from './family-fit.ts'
import type { PlanOptions, PlannedIngredient, RecipePlan } from './plan-types.ts'
import { MAX_SERVINGS } from './plan-types.ts'
import type { Prepared } from './read-list.ts'
import { clampInteger, hashText, prepare, seededPicker } from './read-list.ts'
import { notesFor, unusedReason } from './recipe-notes.ts'

function dietLabel(ingredients: readonly PlannedIngredient[]): string | undefined {
  const found = ingredients.flatMap((item) =>
    item.canonical === undefined ? [] : [lexiconEntry(item.canonical)],
  )
  if (found.length === 0) return undefined
  if (found.every((entry) => entry.diet.vegan)) return 'Vegan'
  if (found.every((entry) => entry.diet.vegetarian)) return 'Vegetarian'
  return undefined
}

function fallbackPlan(
  prepared: Prepared,
  servings: number,
  ingredients: readonly string[],
): RecipePlan {
  const onlyUnsafe = prepared.unsafe.length > 0 && prepared.candidates.length === 0
  const water: PlannedIngredient = {
    name: 'Water',
    amount: `${servings} ${servings === 1 ? 'glass' : 'glasses'}`,
    source: 'pantry',
    mention: 'water',
    canonical: undefined,
    role: 'water',
  }
  const pick = seededPicker(hashText(ingredients.join('|')))
  return {
    family: { id: 'none', name: 'No dish', course: 'none' },
    take: 0,
    servings,
    title: onlyUnsafe ? 'Nothing Safe to Cook Here' : 'Not Quite a Recipe Yet',
    description: onlyUnsafe
      ? 'Nothing on that list is safe to eat, so there is no recipe this time — but here is what to do next.'
      : pick([
          'There is not enough on that list to make a proper dish, so here is an honest next step instead.',
          'I could not build a dish from that list on its own — here is what I would do next.',
        ]),
    minutes: 5,
    diet: undefined,
    ingredients: [water],
    used: [],
    unused: prepared.candidates.map((candidate) => ({
      item: candidate.match,
      reason: 'on its own it does not make a dish',
    })),
    unsafe: prepared.unsafe,
    extras: [],
    steps: [
      'Pour a glass of water for everyone and take stock of the fridge, freezer and cupboards.',
      'Add a few everyday ingredients — eggs, a vegetable or two, rice, pasta, bread, a tin of beans or tomatoes — and ask again: three or four real ingredients are enough for a proper dish.',
    ],
    notes: notesFor(prepared, undefined, []),
    ranking: [],
  }
}

function ensureMentioned(steps: string[], ingredients: readonly PlannedIngredient[]): string[] {
  const text = steps.join(' ').toLowerCase()
  const missing = ingredients.filter((item) => !text.includes(item.mention.toLowerCase()))
  if (missing.length === 0) return steps
  const closing = `Serve with ${joinWords(missing.map((item) => item.mention))} on the side or scattered over the top.`
  return [...steps, closing]
}

/**
 * Works out the dish for the visitor's ingredients without writing the markdown: which family
 * fits, what each ingredient does, what was added, what was left out and why. Pure and
 * deterministic; never throws for a list of strings.
 */
export function planRecipe(ingredients: readonly string[], options: PlanOptions = {}): RecipePlan {
  const requested = clampInteger(options.servings, 2, 1, MAX_SERVINGS)
  const variant = clampInteger(options.variant, 0, 0, Number.MAX_SAFE_INTEGER)
  const list = Array.isArray(ingredients) ? ingredients : []
  const prepared = prepare(list)
  const ranking = rankFamilies(prepared.candidates)
  if (ranking.length === 0) return fallbackPlan(prepared, requested, list)

  const fit = ranking[variant % ranking.length] ?? ranking[0]
  if (fit === undefined) return fallbackPlan(prepared, requested, list)
  return planFromFit(fit, ranking, prepared, list, requested, variant)
}

/**
 * The recipe one family template writes for this list, or undefined when the family does not fit
 * it: for tests that read every family's writing, whatever the ranking would choose.
 */
export function planFamilyDish(
  familyId: string,
  ingredients: readonly string[],
  options: PlanOptions = {},
): RecipePlan | undefined {
  const requested = clampInteger(options.servings, 2, 1, MAX_SERVINGS)
  const family = DISH_FAMILIES.find((item) => item.id === familyId)
  if (family === undefined) throw new Error(`No dish family "${familyId}"`)
  const prepared = prepare(ingredients)
  const fit = fitFamily(family, prepared.candidates)
  if (fit === undefined) return undefined
  return planFromFit(fit, [fit], prepared, ingredients, requested, 0)
}

function planFromFit(
  fit: FamilyFit,
  ranking: readonly FamilyFit[],
  prepared: Prepared,
  list: readonly string[],
  requested: number,
  variant: number,
): RecipePlan {
  const short = leadShortfall(fit, requested)
  const servings = short?.servings ?? requested
  const take = Math.floor(variant / ranking.length)
  const { itemsByRole, ingredients: planned } = buildIngredients(fit, servings, prepared.candidates)
  const seed = hashText(`${list.join('|')}#${fit.family.id}#${take}`)
  const text = fit.family.write(makeDish(itemsByRole, servings, take, seed))
  const steps = ensureMentioned(
    text.steps.filter((step) => step.trim() !== ''),
    planned,
  )
  const unused = prepared.candidates
    .filter((candidate) => !fit.used.has(candidate))
    .map((candidate) => ({ item: candidate.match, reason: unusedReason(candidate, fit, ranking) }))
  const notes = notesFor(prepared, fit, unused)
  if (short !== undefined) notes.push(shortfallNote(short))
  if (take > 0) notes.push('Another take on an earlier idea: same dish, told a little differently.')
  for (const tip of text.tips ?? []) notes.push(tip)

  return {
    family: { id: fit.family.id, name: fit.family.name, course: fit.family.course },
    take,
    servings,
    title: text.title,
    description: text.description,
    minutes: text.minutes,
    diet: dietLabel(planned),
    ingredients: planned,
    used: prepared.candidates
      .filter((candidate) => fit.used.has(candidate))
      .map((candidate) => candidate.match),
    unused,
    unsafe: prepared.unsafe,
    extras: planned.filter((item) => item.source === 'extra'),
    steps,
    notes,
    ranking: ranking.map((item) => item.family.id),
  }
}
