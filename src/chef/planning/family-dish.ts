import {
  amountFor,
  exactAmountFor,
  heldAmount,
  inWholePieces,
  wholePieceOf,
  heldQuantity,
  inStatedPieces,
  namesPiece,
  pantryAmount,
} from '../families/dish-amounts.ts'
import { freshAsDried, isDriedSoftHerb } from '../classics/dried-herb-amounts.ts'
import { DISH_FAMILIES } from '../families/dish-families.ts'
import type { Dish, DishFamily, DishItem, PantryId, RoleSpec } from '../families/dish-types.ts'
import type { Amount, Category, LexiconEntry } from '../lexicon/lexicon.ts'
import { lexiconEntry } from '../lexicon/lexicon.ts'
import { isStapleStarch } from '../lexicon/staple-starches.ts'
import { chefName } from '../text/chef-names.ts'
import { pluralName } from '../text/word-forms.ts'
import {
  capitalise,
  escapeMarkdown,
  formatAmount,
  formatHeldAmount,
  joinWords,
  titleCase,
} from '../text/markdown-text.ts'
import { prepSentence } from '../text/prep-phrases.ts'
import { titleModifier } from '../text/singular-for-title.ts'
import type { FamilyFit } from './family-fit.ts'
import { assignedView } from './family-fit.ts'
import type { PlannedIngredient } from '../model/recipe-plan.ts'
import { MAX_EXTRAS } from '../model/recipe-plan.ts'
import type { Candidate } from '../model/candidate.ts'
import { seededPicker } from './read-list.ts'

// Building a family template's dish: amounts, extras, pantry basics and the writer's helpers.

// Words about the state of an ingredient read badly in a heading ("Tinned Tomatoes Pasta").
export const TITLE_SKIP_WORDS: ReadonlySet<string> = new Set(
  'fresh frozen tinned canned chopped diced sliced cooked leftover ripe organic large small raw dried grated minced shredded crushed some my'.split(
    ' ',
  ),
)

export function shortTitle(mention: string): string {
  const words = mention.split(' ')
  while (words.length > 1 && TITLE_SKIP_WORDS.has((words[0] ?? '').toLowerCase())) words.shift()
  let title = ''
  for (const word of words) {
    if (`${title} ${word}`.trim().length > 32) break
    title = `${title} ${word}`.trim()
  }
  return titleCase(title === '' ? words.join(' ').slice(0, 32) : title)
}

export const HALF_TABLESPOON: Amount = { quantity: 0.5, unit: 'tbsp' }

// The role each family is built on, found once, on load.
export const LEAD_ROLES: ReadonlyMap<DishFamily, RoleSpec> = new Map(
  DISH_FAMILIES.flatMap((family) => {
    const role = family.roles.find((spec) => spec.leads === true && spec.amountText === undefined)
    return role === undefined ? [] : [[family, role] as const]
  }),
)

export interface LeadShortfall {
  candidate: Candidate
  role: RoleSpec
  held: Amount
  requested: number
  servings: number
}

/**
 * When the visitor has less of what the dish is built on than the servings asked for need (two
 * eggs for a frittata for two), the recipe serves as many as that feeds, and says so.
 */
export function leadShortfall(fit: FamilyFit, requested: number): LeadShortfall | undefined {
  const role = LEAD_ROLES.get(fit.family)
  if (role === undefined) return undefined
  const filled = fit.byRole.get(role.id) ?? []
  const candidate = filled[0]
  if (candidate === undefined || filled.length !== 1) return undefined
  const need = amountFor(candidate.entry, role, requested, 1)
  const heldInUnit = heldQuantity(candidate.match, need.unit)
  if (heldInUnit === undefined) return undefined
  const perServing = exactAmountFor(candidate.entry, role, 1, 1).quantity
  // To the nearest serving: three eggs make a shakshuka for two, not one with an egg left over.
  const feeds = Math.round(heldInUnit / perServing)
  const rounded = heldAmount(candidate.match, candidate.entry, need)
  // Enough for everyone, if less than the recipe's rounded amount: it uses what there is.
  if (feeds >= requested) {
    return rounded === undefined
      ? undefined
      : { candidate, role, held: rounded, requested, servings: requested }
  }
  // Judged on what a serving takes, not on the recipe's rounded total, so asking for more never
  // gives less: two baguettes feed eight, whether nine or ten were asked for.
  const held = rounded ?? { quantity: heldInUnit, unit: need.unit }
  return { candidate, role, held, requested, servings: Math.max(1, feeds) }
}

export function shortfallNote(short: LeadShortfall): string {
  const { candidate, role, held, requested, servings } = short
  // "the 1 salmon fillet you have", not "the 1 fillet of salmon fillet".
  const isNamed = namesPiece(candidate.entry.id, held.unit)
  const heldText = formatHeldAmount(isNamed ? { quantity: held.quantity, unit: '' } : held)
  const of = held.unit === '' || isNamed ? '' : ' of'
  // "The 1 whole chicken you have": what they counted, not its weight.
  const count = candidate.match.stated?.quantity ?? 0
  const counted = { quantity: count, unit: '' as const }
  const have =
    wholePieceOf(candidate.match) === undefined
      ? `the ${heldText}${of} ${escapeMarkdown(chefName(candidate.entry.id, held))} you have`
      : `the ${formatHeldAmount(counted)} ${escapeMarkdown(chefName(candidate.match.named ?? candidate.entry.id, counted))} you have`
  const full = amountFor(candidate.entry, role, servings, 1)
  const fuller =
    heldAmount(candidate.match, candidate.entry, full) === undefined
      ? ''
      : `${formatAmount(full)} would make it more generous`
  const forRequested = `about ${formatAmount(amountFor(candidate.entry, role, requested, 1))} would serve ${requested}`
  if (servings < requested) {
    return `Made for ${servings} rather than ${requested} to suit ${have}; ${fuller === '' ? forRequested : `${fuller}, and ${forRequested}`}.`
  }
  return `Uses ${have}; ${fuller}.`
}

export const PANTRY_LABELS: Record<PantryId, { name: string; mention: string }> = {
  salt: { name: 'Salt', mention: 'salt' },
  pepper: { name: 'Pepper', mention: 'pepper' },
  oil: { name: 'Oil', mention: 'oil' },
  water: { name: 'Water', mention: 'water' },
}

export function pantryCovered(candidates: readonly Candidate[]): Set<PantryId> {
  const covered = new Set<PantryId>()
  for (const { entry, match } of candidates) {
    const words = match.display.toLowerCase()
    if (entry.id === 'salt' || /\bsalt\b/.test(words)) covered.add('salt')
    if (entry.id === 'black pepper') covered.add('pepper')
    // Toasted sesame oil seasons a dish at the end; it is no oil to fry in.
    if (entry.category === 'oil-fat' && !entry.tags.has('finishing-oil')) covered.add('oil')
    if (entry.id === 'water') covered.add('water')
  }
  return covered
}

// Rice, bread or noodles bought as a side.
const STARCH_SIDES: ReadonlySet<Category> = new Set(['rice', 'noodles', 'pasta', 'grain', 'bread'])

export interface Built {
  itemsByRole: Map<string, DishItem[]>
  ingredients: PlannedIngredient[]
}

export function buildIngredients(
  fit: FamilyFit,
  servings: number,
  candidates: readonly Candidate[],
): Built {
  const itemsByRole = new Map<string, DishItem[]>()
  const visitor: PlannedIngredient[] = []
  const extras: PlannedIngredient[] = []
  const pantry: PlannedIngredient[] = []
  const usedIds = new Set([...fit.used].map((candidate) => candidate.entry.id))
  const covered = pantryCovered([...fit.used])
  const add = (role: string, item: DishItem): void => {
    const list = itemsByRole.get(role) ?? []
    list.push(item)
    itemsByRole.set(role, list)
  }
  const extraIngredient = (role: RoleSpec, entry: LexiconEntry): void => {
    const amount = amountFor(entry, role, servings, 1)
    const plain = amount.unit === '' && amount.quantity > 1.01 ? pluralName(entry.id) : entry.id
    const mention = escapeMarkdown(plain)
    extras.push({
      name: capitalise(mention),
      amount: role.amountText ?? formatAmount(amount),
      source: 'extra',
      mention,
      canonical: entry.id,
      role: role.id,
    })
    usedIds.add(entry.id)
    add(role.id, { mention, entry, source: 'extra' })
  }

  for (const role of fit.family.roles) {
    const filled = fit.byRole.get(role.id) ?? []
    for (const candidate of filled) {
      // A dried soft herb in a place weighed for the fresh one is spoons of it, and is said
      // dried: a cook's read found "Dill — ½ handful" for a jar of dried dill.
      const driedHerb = isDriedSoftHerb(candidate.entry, candidate.match.input)
      const fresh = amountFor(candidate.entry, role, servings, filled.length)
      const recipe = inStatedPieces(
        candidate.match,
        candidate.entry,
        (driedHerb ? freshAsDried(fresh, candidate.entry, candidate.match.input) : fresh) ?? fresh,
      )
      const held = heldAmount(candidate.match, candidate.entry, recipe)
      // The lexicon's name the visitor used ("scotch bonnet"), or the chef's own; never the
      // visitor's free text: "the chicken that smells off" or "the big tub from the corner shop"
      // must not end up in a step or the title.
      const name = candidate.match.named ?? candidate.entry.id
      const chef = chefName(name, held ?? recipe, candidate.entry)
      const mention = escapeMarkdown(driedHerb && !/\bdried\b/i.test(chef) ? `dried ${chef}` : chef)
      visitor.push({
        name: capitalise(mention),
        amount:
          role.amountText ??
          inWholePieces(candidate.match, held ?? recipe) ??
          (held === undefined ? formatAmount(recipe) : formatHeldAmount(held)),
        source: 'visitor',
        mention,
        canonical: candidate.entry.id,
        role: role.id,
      })
      add(role.id, {
        mention,
        entry: candidate.entry,
        source: 'visitor',
        typed: candidate.match.input,
      })
    }
    const core = fit.cores.find((item) => item.role.id === role.id)
    if (core !== undefined && !usedIds.has(core.entry.id)) extraIngredient(role, core.entry)
  }

  const assigned = assignedView(fit.byRole, fit.used)
  for (const option of fit.family.optionalExtras ?? []) {
    if (extras.length >= MAX_EXTRAS) break
    const role = fit.family.roles.find((spec) => spec.id === option.role)
    if (role === undefined || (itemsByRole.get(role.id)?.length ?? 0) > 0) continue
    if (usedIds.has(option.id) || !option.when(assigned)) continue
    const entry = lexiconEntry(option.id)
    if (
      STARCH_SIDES.has(entry.category) &&
      [...fit.used].some((used) => isStapleStarch(used.entry.id))
    )
      continue
    // Keep a meat-free list meat-free, and do not add dairy or eggs to a list with none.
    const visitorEntries = candidates.map((candidate) => candidate.entry)
    if (!entry.diet.vegetarian && visitorEntries.every((item) => item.diet.vegetarian)) continue
    extraIngredient(role, entry)
  }

  for (const role of fit.family.roles) {
    const wanted = (role.pantry ?? []).filter((id) => !covered.has(id))
    if (
      wanted.length === 0 ||
      (itemsByRole.get(role.id) ?? []).some(
        (item) => item.source !== 'pantry' && role.id !== 'season',
      )
    ) {
      continue
    }
    const partner = role.pantryAlone?.role
    const perServing =
      pantryAmount(
        role,
        partner !== undefined &&
          (itemsByRole.get(partner) ?? []).some((item) => item.source === 'visitor'),
      ) ?? HALF_TABLESPOON
    const amount =
      role.amountText ??
      (wanted.includes('oil') || wanted.includes('water')
        ? formatAmount({ quantity: perServing.quantity * servings, unit: perServing.unit })
        : 'to taste')
    if (wanted.includes('salt') && wanted.includes('pepper')) {
      pantry.push({
        name: 'Salt and pepper',
        amount,
        source: 'pantry',
        mention: 'salt and pepper',
        canonical: undefined,
        role: role.id,
      })
      add(role.id, { mention: 'salt and pepper', entry: undefined, source: 'pantry' })
      for (const id of wanted) covered.add(id)
      continue
    }
    for (const id of wanted) {
      const label = PANTRY_LABELS[id]
      pantry.push({
        name: label.name,
        amount,
        source: 'pantry',
        mention: label.mention,
        canonical: undefined,
        role: role.id,
      })
      add(role.id, { mention: label.mention, entry: undefined, source: 'pantry' })
      covered.add(id)
    }
  }
  return { itemsByRole, ingredients: [...visitor, ...extras, ...pantry] }
}

export function makeDish(
  itemsByRole: ReadonlyMap<string, DishItem[]>,
  servings: number,
  take: number,
  seed: number,
): Dish {
  const pick = seededPicker(seed)
  const itemsOf = (role: string): readonly DishItem[] => itemsByRole.get(role) ?? []
  const plain = (items: readonly DishItem[]): string => joinWords(items.map((item) => item.mention))
  const list = (...roles: string[]): string => plain(roles.flatMap((role) => itemsOf(role)))
  return {
    servings,
    take,
    has: (role) => itemsOf(role).length > 0,
    items: itemsOf,
    where: (role, predicate) =>
      itemsOf(role).filter((item) => item.entry !== undefined && predicate(item.entry)),
    list,
    the: (...roles) => {
      const text = list(...roles)
      return text === '' ? '' : `the ${text}`
    },
    names: (items) => (items.length === 0 ? '' : `the ${plain(items)}`),
    pick,
    prep: (style, ...roles) =>
      prepSentence(
        roles.flatMap((role) => itemsOf(role)).filter((item) => item.source !== 'pantry'),
        style,
      ),
    title: (roles, most = 2, position = 'modifier') => {
      const visitorItems = roles
        .flatMap((role) => itemsOf(role))
        .filter((item) => item.source === 'visitor')
      const words = visitorItems.slice(0, most).map((item) => {
        const heading = shortTitle(item.mention)
        return position === 'modifier' ? titleModifier(heading) : heading
      })
      if (words.length <= 1) return words[0] ?? ''
      return `${words.slice(0, -1).join(', ')} & ${words.at(-1) ?? ''}`
    },
  }
}
