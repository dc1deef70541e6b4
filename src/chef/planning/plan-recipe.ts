import {
  amountFor,
  exactAmountFor,
  heldAmount,
  heldQuantity,
  namesPiece,
  roleAmount,
} from '../families/dish-amounts.ts'
import { DISH_FAMILIES } from '../families/dish-families.ts'
import type {
  Assigned,
  Dish,
  DishFamily,
  DishItem,
  PantryId,
  Predicate,
  RoleSpec,
} from '../families/dish-types.ts'
import type { Amount, Category, LexiconEntry } from '../lexicon/lexicon.ts'
import { LEXICON, lexiconEntry } from '../lexicon/lexicon.ts'
import {
  capitalise,
  escapeMarkdown,
  formatAmount,
  formatHeldAmount,
  joinWords,
  titleCase,
} from '../text/markdown-text.ts'
import type { MatchedIngredient } from '../reading/match-ingredient.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'
import { prepSentence } from '../text/prep-phrases.ts'
import { titleModifier } from '../text/singular-for-title.ts'

export interface PlanOptions {
  /** "Another idea": 0 is the best dish, 1 the next best, and so on. */
  variant?: number
  servings?: number
}

export interface PlannedIngredient {
  /** Markdown-safe name for the ingredients list (the visitor's words for their own items). */
  name: string
  /** Markdown-safe amount for the whole dish, or a phrase such as "to taste". */
  amount: string
  source: 'visitor' | 'extra' | 'pantry'
  /** Markdown-safe name as the method mentions it. */
  mention: string
  /** The canonical lexicon name, when there is one. */
  canonical: string | undefined
  role: string
}

export interface UnusedIngredient {
  item: MatchedIngredient
  /** Markdown-safe explanation. */
  reason: string
}

export interface RecipePlan {
  family: { id: string; name: string; course: string }
  /** Which take on the family this is (0 unless the variants ran past the last family). */
  take: number
  servings: number
  /** Markdown-safe. */
  title: string
  description: string
  minutes: number
  /** "Vegan", "Vegetarian" or undefined. */
  diet: string | undefined
  ingredients: readonly PlannedIngredient[]
  /** The visitor's items the recipe uses. */
  used: readonly MatchedIngredient[]
  /** The visitor's food items it leaves out, with why. */
  unused: readonly UnusedIngredient[]
  /** Items refused for safety. */
  unsafe: readonly MatchedIngredient[]
  extras: readonly PlannedIngredient[]
  /** Markdown, one per numbered step. */
  steps: readonly string[]
  /** Markdown, one per bullet. */
  notes: readonly string[]
  /** Every family that fitted, best first, for "another idea" and for tests. */
  ranking: readonly string[]
}

/** At most this many ingredients beyond the pantry basics. */
export const MAX_EXTRAS = 4
const MAX_SERVINGS = 12

interface Candidate {
  index: number
  match: MatchedIngredient
  entry: LexiconEntry
  weight: number
}

interface FamilyFit {
  family: DishFamily
  byRole: Map<string, Candidate[]>
  used: Set<Candidate>
  cores: Array<{ role: RoleSpec; entry: LexiconEntry }>
  score: number
}

const CATEGORY_WEIGHT: Record<Category, number> = {
  meat: 3,
  'cured-meat': 2.5,
  poultry: 3,
  fish: 3,
  seafood: 3,
  egg: 3,
  dairy: 2,
  cheese: 2.5,
  pasta: 3,
  rice: 3,
  noodles: 3,
  bread: 2.5,
  grain: 3,
  legume: 3,
  allium: 1.5,
  'root-veg': 3,
  'leafy-veg': 2.5,
  brassica: 3,
  'fruiting-veg': 3,
  'pod-veg': 2.5,
  mushroom: 3,
  'stalk-veg': 2.5,
  fruit: 2.5,
  'dried-fruit': 1.5,
  herb: 1.5,
  spice: 1,
  sauce: 1.5,
  condiment: 1.5,
  'oil-fat': 0.8,
  sweetener: 1,
  baking: 1.2,
  'nut-seed': 1.5,
  stock: 1.2,
  drink: 1.5,
  'sweet-treat': 2,
}

function weightOf(entry: LexiconEntry): number {
  if (entry.tags.has('pantry')) return 0.3
  if (entry.id === 'garlic' || entry.id === 'ginger' || entry.id === 'chilli') return 1.5
  return CATEGORY_WEIGHT[entry.category]
}

function clampInteger(
  value: number | undefined,
  fallback: number,
  low: number,
  high: number,
): number {
  if (value === undefined || !Number.isFinite(value)) return fallback
  return Math.min(high, Math.max(low, Math.floor(value)))
}

// FNV-1a: a stable seed from the visitor's words, so the same list always reads the same way.
function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

function seededPicker(seed: number): <T>(options: readonly T[]) => T {
  let state = seed === 0 ? 0x9e3779b9 : seed
  return <T>(options: readonly T[]): T => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    state >>>= 0
    const choice = options[state % Math.max(1, options.length)]
    if (choice === undefined) throw new Error('pick() needs at least one option')
    return choice
  }
}

function assignedView(
  byRole: ReadonlyMap<string, Candidate[]>,
  used: ReadonlySet<Candidate>,
): Assigned {
  return {
    count: (role) => byRole.get(role)?.length ?? 0,
    has: (role) => (byRole.get(role)?.length ?? 0) > 0,
    some: (predicate: Predicate) => {
      for (const candidate of used) if (predicate(candidate.entry)) return true
      return false
    },
  }
}

interface FamilyTable {
  /** For each lexicon entry, the roles that accept it, in the family's order. */
  roles: ReadonlyMap<string, readonly RoleSpec[]>
  /** For each lexicon entry, its signature bonus in this family. */
  bonus: ReadonlyMap<string, number>
}

// Which role takes which ingredient never changes, so it is worked out once, on load: a call then
// only looks things up, which keeps a fifty-item list well under a millisecond.
const FAMILY_TABLES: ReadonlyMap<DishFamily, FamilyTable> = new Map(
  DISH_FAMILIES.map((family) => {
    const roles = new Map<string, readonly RoleSpec[]>()
    const bonus = new Map<string, number>()
    for (const entry of LEXICON) {
      const accepting = family.roles.filter((role) => role.accepts(entry))
      if (accepting.length > 0) roles.set(entry.id, accepting)
      let points = 0
      for (const [predicate, value] of family.signature ?? []) if (predicate(entry)) points += value
      if (points !== 0) bonus.set(entry.id, points)
    }
    return [family, { roles, bonus }]
  }),
)

const NO_ROLES: readonly RoleSpec[] = []
const MEATY: ReadonlySet<Category> = new Set(['meat', 'poultry'])

function rolesFor(family: DishFamily, entry: LexiconEntry): readonly RoleSpec[] {
  return FAMILY_TABLES.get(family)?.roles.get(entry.id) ?? NO_ROLES
}

function fitFamily(family: DishFamily, candidates: readonly Candidate[]): FamilyFit | undefined {
  const byRole = new Map<string, Candidate[]>()
  const used = new Set<Candidate>()
  let hasMeat = false
  let hasFish = false
  for (const candidate of candidates) {
    // Chicken and cod do not share a pan: the first of them on the visitor's list wins.
    const isMeat = MEATY.has(candidate.entry.category)
    const isFish = candidate.entry.category === 'fish'
    if ((isMeat && hasFish) || (isFish && hasMeat)) continue
    for (const role of rolesFor(family, candidate.entry)) {
      const filled = byRole.get(role.id) ?? []
      if (filled.length >= role.max) continue
      filled.push(candidate)
      byRole.set(role.id, filled)
      used.add(candidate)
      hasMeat ||= isMeat
      hasFish ||= isFish
      break
    }
  }
  const assigned = assignedView(byRole, used)
  if (!family.fits(assigned)) return undefined
  const cores: FamilyFit['cores'] = []
  for (const role of family.roles) {
    if (role.core === undefined || assigned.has(role.id)) continue
    if ((role.coreUnless ?? []).some((other) => assigned.has(other))) continue
    cores.push({ role, entry: lexiconEntry(role.core) })
  }
  if (cores.length > MAX_EXTRAS) return undefined
  let usedWeight = 0
  let bonus = 0
  const bonuses = FAMILY_TABLES.get(family)?.bonus
  for (const candidate of used) {
    usedWeight += candidate.weight
    bonus += bonuses?.get(candidate.entry.id) ?? 0
  }
  if (usedWeight < 1) return undefined
  let unusedWeight = 0
  for (const candidate of candidates) if (!used.has(candidate)) unusedWeight += candidate.weight
  const score = usedWeight - 0.7 * unusedWeight - 2.5 * cores.length + bonus + (family.prior ?? 0)
  return { family, byRole, used, cores, score }
}

/** How the method refers to the visitor's item: their words, in sentence case. */
function mentionOf(display: string): string {
  const lowered = /^[A-Z][a-z]/.test(display)
    ? `${display.charAt(0).toLowerCase()}${display.slice(1)}`
    : display
  return escapeMarkdown(lowered)
}

// Words about the state of an ingredient read badly in a heading ("Tinned Tomatoes Pasta").
const TITLE_SKIP_WORDS: ReadonlySet<string> = new Set(
  'fresh frozen tinned canned chopped diced sliced cooked leftover ripe organic large small raw dried grated minced shredded crushed some my'.split(
    ' ',
  ),
)

function shortTitle(mention: string): string {
  const words = mention.split(' ')
  while (words.length > 1 && TITLE_SKIP_WORDS.has((words[0] ?? '').toLowerCase())) words.shift()
  let title = ''
  for (const word of words) {
    if (`${title} ${word}`.trim().length > 32) break
    title = `${title} ${word}`.trim()
  }
  return titleCase(title === '' ? words.join(' ').slice(0, 32) : title)
}

function pluralName(name: string): string {
  if (/(?:s|x|ch|sh)$/.test(name)) return name
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`
  return `${name}s`
}

const HALF_TABLESPOON: Amount = { quantity: 0.5, unit: 'tbsp' }

// The role each family is built on, found once, on load.
const LEAD_ROLES: ReadonlyMap<DishFamily, RoleSpec> = new Map(
  DISH_FAMILIES.flatMap((family) => {
    const role = family.roles.find((spec) => spec.leads === true && spec.amountText === undefined)
    return role === undefined ? [] : [[family, role] as const]
  }),
)

interface LeadShortfall {
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
function leadShortfall(fit: FamilyFit, requested: number): LeadShortfall | undefined {
  const role = LEAD_ROLES.get(fit.family)
  if (role === undefined) return undefined
  const filled = fit.byRole.get(role.id) ?? []
  const candidate = filled[0]
  if (candidate === undefined || filled.length !== 1) return undefined
  const need = amountFor(candidate.entry, role, requested, 1)
  const held = heldAmount(candidate.match, candidate.entry, need)
  const heldInUnit = heldQuantity(candidate.match, need.unit)
  if (held === undefined || heldInUnit === undefined) return undefined
  const perServing = exactAmountFor(candidate.entry, role, 1, 1).quantity
  // To the nearest serving: three eggs make a shakshuka for two, not one with an egg left over.
  const feeds = Math.round(heldInUnit / perServing)
  const servings = Math.min(requested, Math.max(1, feeds))
  return { candidate, role, held, requested, servings }
}

function shortfallNote(short: LeadShortfall): string {
  const { candidate, role, held, requested, servings } = short
  // "the 1 salmon fillet you have", not "the 1 fillet of salmon fillet".
  const isNamed = namesPiece(candidate.match.display, held.unit)
  const heldText = formatHeldAmount(isNamed ? { quantity: held.quantity, unit: '' } : held)
  const of = held.unit === '' || isNamed ? '' : ' of'
  const have = `the ${heldText}${of} ${mentionOf(candidate.match.display)} you have`
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

const PANTRY_LABELS: Record<PantryId, { name: string; mention: string }> = {
  salt: { name: 'Salt', mention: 'salt' },
  pepper: { name: 'Pepper', mention: 'pepper' },
  oil: { name: 'Oil', mention: 'oil' },
  water: { name: 'Water', mention: 'water' },
}

function pantryCovered(candidates: readonly Candidate[]): Set<PantryId> {
  const covered = new Set<PantryId>()
  for (const { entry, match } of candidates) {
    const words = match.display.toLowerCase()
    if (entry.id === 'salt' || /\bsalt\b/.test(words)) covered.add('salt')
    if (entry.id === 'black pepper') covered.add('pepper')
    if (entry.category === 'oil-fat') covered.add('oil')
    if (entry.id === 'water') covered.add('water')
  }
  return covered
}

const KIND_WORDS: Partial<Record<Category, string>> = {
  cheese: 'a cheese',
  fruit: 'a fruit',
  sauce: 'a sauce',
  spice: 'a spice',
  baking: 'a flour',
  'oil-fat': 'a cooking oil',
  'nut-seed': 'nuts or seeds',
  fish: 'a fish',
  meat: 'a kind of meat',
  legume: 'a kind of bean',
  mushroom: 'a mushroom',
  'leafy-veg': 'salad leaves',
  bread: 'a bread',
  dairy: 'a dairy product',
  'sweet-treat': 'a sweet treat',
  drink: 'a drink',
}

function article(name: string): string {
  return /^[aeiou]/i.test(name) ? `an ${name}` : `a ${name}`
}

function quoted(display: string): string {
  return `“${escapeMarkdown(display)}”`
}

interface Prepared {
  candidates: Candidate[]
  unsafe: MatchedIngredient[]
  unknown: MatchedIngredient[]
  prepared: MatchedIngredient[]
  duplicates: MatchedIngredient[]
}

function prepare(ingredients: readonly string[]): Prepared {
  const result: Prepared = { candidates: [], unsafe: [], unknown: [], prepared: [], duplicates: [] }
  const seen = new Set<string>()
  ingredients.forEach((raw, index) => {
    const text = typeof raw === 'string' ? raw.slice(0, 200) : ''
    if (text.trim() === '') return
    const match = matchIngredient(text)
    if (match.kind === 'unsafe') result.unsafe.push(match)
    else if (match.kind === 'unknown') result.unknown.push(match)
    else if (match.kind === 'prepared') result.prepared.push(match)
    else if (match.entry !== undefined) {
      if (seen.has(match.entry.id)) {
        result.duplicates.push(match)
        return
      }
      seen.add(match.entry.id)
      result.candidates.push({ index, match, entry: match.entry, weight: weightOf(match.entry) })
    }
  })
  result.candidates.sort((left, right) => right.weight - left.weight || left.index - right.index)
  return result
}

function rankFamilies(candidates: readonly Candidate[]): FamilyFit[] {
  const fits: FamilyFit[] = []
  for (const family of DISH_FAMILIES) {
    const fit = fitFamily(family, candidates)
    if (fit !== undefined) fits.push(fit)
  }
  // Array.prototype.sort is stable, so equal scores keep the families' everyday order.
  fits.sort((left, right) => right.score - left.score)
  // "Another idea" should still be a good idea: far weaker fits are not offered.
  const best = fits[0]?.score ?? 0
  return fits.filter((fit, index) => index === 0 || fit.score >= Math.max(1, best * 0.45))
}

interface Built {
  itemsByRole: Map<string, DishItem[]>
  ingredients: PlannedIngredient[]
}

function buildIngredients(
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
      const mention = mentionOf(candidate.match.display)
      const recipe = amountFor(candidate.entry, role, servings, filled.length)
      const held = heldAmount(candidate.match, candidate.entry, recipe)
      visitor.push({
        name: escapeMarkdown(capitalise(candidate.match.display)),
        amount:
          role.amountText ?? (held === undefined ? formatAmount(recipe) : formatHeldAmount(held)),
        source: 'visitor',
        mention,
        canonical: candidate.entry.id,
        role: role.id,
      })
      add(role.id, { mention, entry: candidate.entry, source: 'visitor' })
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
    const amount =
      role.amountText ??
      (wanted.includes('oil') || wanted.includes('water')
        ? formatAmount({
            quantity: (roleAmount(role) ?? HALF_TABLESPOON).quantity * servings,
            unit: (roleAmount(role) ?? HALF_TABLESPOON).unit,
          })
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

function makeDish(
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

function dietLabel(ingredients: readonly PlannedIngredient[]): string | undefined {
  const found = ingredients.flatMap((item) =>
    item.canonical === undefined ? [] : [lexiconEntry(item.canonical)],
  )
  if (found.length === 0) return undefined
  if (found.every((entry) => entry.diet.vegan)) return 'Vegan'
  if (found.every((entry) => entry.diet.vegetarian)) return 'Vegetarian'
  return undefined
}

function usesEntry(fit: FamilyFit, entry: LexiconEntry): boolean {
  for (const candidate of fit.used) if (candidate.entry === entry) return true
  return false
}

function unusedReason(candidate: Candidate, fit: FamilyFit, ranking: readonly FamilyFit[]): string {
  const name = quoted(candidate.match.display)
  if (candidate.entry.tags.has('pantry')) return `${name} — not needed in this dish.`
  const fitsSomewhere = rolesFor(fit.family, candidate.entry).length > 0
  const clash = [...fit.used].find(
    (used) =>
      (MEATY.has(used.entry.category) && candidate.entry.category === 'fish') ||
      (used.entry.category === 'fish' && MEATY.has(candidate.entry.category)),
  )
  if (clash !== undefined) {
    return `${name} — it doesn't share a pan well with the ${escapeMarkdown(clash.match.display)}; keep it for another meal (ask for another idea).`
  }
  if (fitsSomewhere)
    return `${name} — there was already plenty going on, so I kept the dish focused; save it for another day.`
  const elsewhere = ranking.find((other) => other !== fit && usesEntry(other, candidate.entry))
  const dish = fit.family.name.toLowerCase()
  if (elsewhere !== undefined) {
    return `${name} — doesn't belong in ${article(dish)}; it would suit ${article(elsewhere.family.name.toLowerCase())} (ask for another idea).`
  }
  return `${name} — doesn't suit ${article(dish)}, so I've left it for another meal.`
}

function notesFor(
  prepared: Prepared,
  fit: FamilyFit | undefined,
  unused: readonly UnusedIngredient[],
): string[] {
  const notes: string[] = []
  for (const item of prepared.unsafe) {
    notes.push(
      `**Left out for safety:** ${quoted(item.display)} — ${item.unsafe?.reason ?? 'it is not safe to eat'}. Never cook with it or eat it.`,
    )
  }
  if (fit !== undefined) {
    for (const item of unused) notes.push(`Not used: ${item.reason}`)
    for (const candidate of fit.used) {
      if (candidate.match.kind !== 'guessed') continue
      const kind = KIND_WORDS[candidate.entry.category]
      if (kind !== undefined)
        notes.push(`I took ${quoted(candidate.match.display)} to be ${kind} and used it that way.`)
    }
  } else {
    for (const candidate of prepared.candidates) {
      notes.push(
        `Not used: ${quoted(candidate.match.display)} — on its own it doesn't make a dish.`,
      )
    }
  }
  for (const item of prepared.prepared) {
    notes.push(
      `Not used: ${quoted(item.display)} is already a finished dish, so I left it out of the cooking — enjoy it alongside.`,
    )
  }
  for (const item of prepared.unknown) {
    notes.push(
      `Not used: I didn't recognise ${quoted(item.display)}, so I left it out rather than guess.`,
    )
  }
  for (const item of prepared.duplicates) {
    notes.push(`${quoted(item.display)} was already on the list, so I counted it once.`)
  }
  return notes
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
