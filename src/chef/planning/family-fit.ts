import { DISH_FAMILIES } from '../families/dish-families.ts'
import type { Assigned, DishFamily, Predicate, RoleSpec } from '../families/dish-types.ts'
import type { Category, LexiconEntry } from '../lexicon/lexicon.ts'
import { LEXICON, lexiconEntry } from '../lexicon/lexicon.ts'
import { MAX_EXTRAS } from '../model/recipe-plan.ts'
import type { Candidate } from '../model/candidate.ts'
import { isSilkenTofu } from '../model/candidate.ts'

// Which family templates fit a list, and how well.

export interface FamilyFit {
  family: DishFamily
  byRole: Map<string, Candidate[]>
  used: Set<Candidate>
  cores: Array<{ role: RoleSpec; entry: LexiconEntry }>
  score: number
  /** The score without the family's own signature and everyday bonuses: how well it uses the list. */
  coverage: number
}

export function assignedView(
  byRole: ReadonlyMap<string, Candidate[]>,
  used: ReadonlySet<Candidate>,
): Assigned {
  return new AssignedView(byRole, used)
}

// A class, not an object of three closures: every family is asked of every list, and the closures
// (named one by one by the dev loader) were a fiftieth of composing a long list.
class AssignedView implements Assigned {
  constructor(
    private readonly byRole: ReadonlyMap<string, Candidate[]>,
    private readonly used: ReadonlySet<Candidate>,
  ) {}

  count(role: string): number {
    return this.byRole.get(role)?.length ?? 0
  }

  has(role: string): boolean {
    return (this.byRole.get(role)?.length ?? 0) > 0
  }

  some(predicate: Predicate): boolean {
    for (const candidate of this.used) if (predicate(candidate.entry)) return true
    return false
  }
}

export interface FamilyTable {
  /** For each lexicon entry, the roles that accept it, in the family's order. */
  roles: ReadonlyMap<string, readonly RoleSpec[]>
  /** For each lexicon entry, its signature bonus in this family. */
  bonus: ReadonlyMap<string, number>
}

// Which role takes which ingredient never changes, so it is worked out once, on load: a call then
// only looks things up, which keeps a fifty-item list well under a millisecond.
export const FAMILY_TABLES: ReadonlyMap<DishFamily, FamilyTable> = new Map(
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

export const NO_ROLES: readonly RoleSpec[] = []

export const MEATY: ReadonlySet<Category> = new Set(['meat', 'poultry'])

export function rolesFor(family: DishFamily, entry: LexiconEntry): readonly RoleSpec[] {
  return FAMILY_TABLES.get(family)?.roles.get(entry.id) ?? NO_ROLES
}

// Frozen produce is blanched and watery once thawed, and is sold to be cooked: never a raw salad.
const FROZEN = /\bfrozen\b/i

function isFrozen(candidate: Candidate): boolean {
  return FROZEN.test(candidate.match.input)
}

/** What decides, for every family alike, which roles an item may take: read once per list. */
interface ItemTraits {
  meat: boolean
  fish: boolean
  frozen: boolean
  silken: boolean
}

function traitsOf(candidates: readonly Candidate[]): ItemTraits[] {
  return candidates.map((candidate) => ({
    meat: MEATY.has(candidate.entry.category),
    fish: candidate.entry.category === 'fish',
    frozen: isFrozen(candidate),
    silken: isSilkenTofu(candidate),
  }))
}

export function fitFamily(
  family: DishFamily,
  candidates: readonly Candidate[],
): FamilyFit | undefined {
  return fitWithTraits(family, candidates, traitsOf(candidates))
}

function fitWithTraits(
  family: DishFamily,
  candidates: readonly Candidate[],
  traits: readonly ItemTraits[],
): FamilyFit | undefined {
  const byRole = new Map<string, Candidate[]>()
  const used = new Set<Candidate>()
  const table = FAMILY_TABLES.get(family)
  let hasMeat = false
  let hasFish = false
  for (let index = 0; index < candidates.length; index++) {
    const candidate = candidates[index]
    const trait = traits[index]
    if (candidate === undefined || trait === undefined) continue
    const roles = table?.roles.get(candidate.entry.id)
    if (roles === undefined) continue
    // Chicken and cod do not share a pan: the first of them on the visitor's list wins.
    const isMeat = trait.meat
    const isFish = trait.fish
    if ((isMeat && hasFish) || (isFish && hasMeat)) continue
    for (const role of roles) {
      if (trait.frozen && role.raw === true) continue
      if (trait.silken && role.fried === true) continue
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
  // A core the list's kitchen would not use is not bought, but the dish still lacks it: it
  // scores as though bought, so leaving it out never lifts a template over the list's own dish.
  let unbought = 0
  for (const role of family.roles) {
    if (role.core === undefined || assigned.has(role.id)) continue
    if ((role.coreUnless ?? []).some((other) => assigned.has(other))) continue
    if (role.coreWith !== undefined && !role.coreWith.some((other) => assigned.has(other))) continue
    // Only a marker the dish uses says its kitchen: an egusi it leaves out says nothing of the
    // stir-fry's seasoning (a reviewer found one left with no soy and no salt).
    if (role.core === 'soy sauce' && usesAny(used, seasonsWithoutSoy)) {
      unbought++
      continue
    }
    cores.push({ role, entry: lexiconEntry(stockFor(role.core, used)) })
  }
  if (cores.length > MAX_EXTRAS) return undefined
  if (cores.some((core) => buysOverOwnStarch(core.entry, candidates, used))) return undefined
  let usedWeight = 0
  let bonus = 0
  const bonuses = table?.bonus
  for (const candidate of used) {
    usedWeight += candidate.weight
    bonus += bonuses?.get(candidate.entry.id) ?? 0
  }
  if (usedWeight < 1) return undefined
  let unusedWeight = 0
  for (const candidate of candidates) if (!used.has(candidate)) unusedWeight += candidate.weight
  const coverage = usedWeight - 0.7 * unusedWeight - 2.5 * (cores.length + unbought)
  const score = coverage + bonus + (family.prior ?? 0)
  return { family, byRole, used, cores, score, coverage }
}

/**
 * The starch kinds a bought core would stand in for: the visitor's own noodles are their pasta,
 * and their own rice their rice.
 */
const SAME_STARCH: Readonly<Partial<Record<string, ReadonlySet<string>>>> = {
  pasta: new Set(['pasta', 'noodles']),
  noodles: new Set(['noodles', 'pasta']),
  rice: new Set(['rice']),
}

/**
 * Whether the family would buy a starch while the visitor's own of the same kind sits unused: a
 * cook's read found somen noodles "not used" and "Pasta (extra)" bought for a tuna pasta. A dish
 * that truly needs another kind than the one the visitor typed is not the dish for their list;
 * one that can take it says so in its role's `accepts`.
 */
function buysOverOwnStarch(
  core: LexiconEntry,
  candidates: readonly Candidate[],
  used: ReadonlySet<Candidate>,
): boolean {
  const kinds = SAME_STARCH[core.category]
  if (kinds === undefined) return false
  return candidates.some((candidate) => !used.has(candidate) && kinds.has(candidate.entry.category))
}

/**
 * The fats and seasonings of kitchens that never reach for soy sauce: red palm oil, ground
 * crayfish, iru and egusi are West and Central Africa's; berbere Ethiopia's; jerk and green
 * seasoning the Caribbean's; achiote and sazón Latin America's. A cook's read found a wok of red
 * palm oil, habanero and a Maggi cube given soy sauce as an extra: such a list's stir-fry is
 * seasoned with its own salt and chilli, not a bought bottle from another kitchen.
 */
const SOYLESS_KITCHEN_MARKERS: ReadonlySet<string> = new Set([
  'palm oil',
  'palm nut concentrate',
  'ground crayfish',
  'iru',
  'egusi',
  'suya spice',
  'berbere',
  'jerk seasoning',
  'green seasoning',
  'achiote',
  'adobo seasoning',
])

function seasonsWithoutSoy(candidate: Candidate): boolean {
  return SOYLESS_KITCHEN_MARKERS.has(candidate.entry.id)
}

/**
 * A bought stock follows what the pot is built on: a chicken soup buys chicken stock and a beef
 * soup beef stock, never vegetable stock (a cook's read found chicken thighs simmered in a bought
 * vegetable stock).
 */
function stockFor(core: string, used: ReadonlySet<Candidate>): string {
  if (core !== 'vegetable stock') return core
  let meat: string | undefined
  for (const candidate of used) {
    if (candidate.entry.category === 'poultry') return 'chicken stock'
    if (candidate.entry.category === 'meat') meat ??= candidate.entry.id
  }
  if (meat === undefined) return core
  return /\bbeef\b/.test(meat) ? 'beef stock' : 'chicken stock'
}

export function rankFamilies(candidates: readonly Candidate[]): FamilyFit[] {
  const fits: FamilyFit[] = []
  const traits = traitsOf(candidates)
  for (const family of DISH_FAMILIES) {
    const fit = fitWithTraits(family, candidates, traits)
    if (fit !== undefined) fits.push(fit)
  }
  // Array.prototype.sort is stable, so equal scores keep the families' everyday order.
  return fits.sort((left, right) => right.score - left.score)
}

export function usesEntry(fit: FamilyFit, entry: LexiconEntry): boolean {
  for (const candidate of fit.used) if (candidate.entry === entry) return true
  return false
}

/** Whether any used item passes, without copying the set (this runs for every family fit). */
function usesAny(used: ReadonlySet<Candidate>, test: (candidate: Candidate) => boolean): boolean {
  for (const candidate of used) if (test(candidate)) return true
  return false
}
