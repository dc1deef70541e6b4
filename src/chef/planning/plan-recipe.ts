import type { CompiledClassic, CompiledPlace } from '../classics/compiled-classics.ts'
import { compiledClassic } from '../classics/compiled-classics.ts'
import { classicsReaching } from '../classics/classic-index.ts'
import type { ClassicFit } from '../classics/fit-classic.ts'
import { candidatesById, fitClassic } from '../classics/fit-classic.ts'
import { writeClassic } from '../classics/write-classic.ts'
import type { AvoidList } from '../allergens/index.ts'
import {
  entryDiet,
  findRecipeConflicts,
  groupsOfConcern,
  labelCautions,
  readAvoidItems,
} from '../allergens/index.ts'
import { DISH_FAMILIES } from '../families/dish-families.ts'
import type { LexiconEntry } from '../lexicon/lexicon.ts'
import { lexiconEntry, lexiconEntryOrUndefined } from '../lexicon/lexicon.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'
import { chefName } from '../text/chef-names.ts'
import {
  escapeMarkdown,
  formatAmount,
  formatHeldAmount,
  formatMinutes,
  joinWords,
} from '../text/markdown-text.ts'
import type { ClassicOption, DishOption, FamilyOption } from './dish-options.ts'
import type { MatchedIngredient } from '../reading/match-ingredient.ts'
import { classicOption, familyOption, optionName, rankDishes } from './dish-options.ts'
import { buildIngredients, leadShortfall, makeDish, shortfallNote } from './family-dish.ts'
import { fitFamily } from './family-fit.ts'
import type {
  OneMoreIngredient,
  PlanOptions,
  PlannedIngredient,
  RecipePlan,
} from '../model/recipe-plan.ts'
import { MAX_EXTRAS, MAX_SERVINGS, OUT_OF_IDEAS_TITLE } from '../model/recipe-plan.ts'
import type { CheckedDiet, Prepared } from './read-list.ts'
import type { Candidate } from '../model/candidate.ts'
import { avoidCheckFor } from './avoid-check.ts'
import {
  clampInteger,
  hashText,
  isCheckedDiet,
  prepare,
  ruledOut,
  seededPicker,
} from './read-list.ts'
import { dishName, notesFor, unusedReason } from './recipe-notes.ts'
import { withSubstitutes } from './substitutes.ts'
import { withHonestTime } from './honest-time.ts'
import { withLeftoverNotes } from './leftover-notes.ts'
import { withTreatments } from './treatments.ts'
import { withWeighedPieces } from './weighed-pieces.ts'
import { inVisitorsSpelling } from './visitors-spelling.ts'
import { escapeForPattern } from '../text/pattern-text.ts'

export type {
  PlannedIngredient,
  PlanOptions,
  RecipePlan,
  UnusedIngredient,
} from '../model/recipe-plan.ts'

function dietLabel(ingredients: readonly PlannedIngredient[]): string | undefined {
  const found = ingredients.flatMap((item) =>
    item.canonical === undefined ? [] : [entryDiet(lexiconEntry(item.canonical))],
  )
  if (found.length === 0) return undefined
  if (found.every((diet) => diet.vegan)) return 'Vegan'
  if (found.every((diet) => diet.vegetarian)) return 'Vegetarian'
  return undefined
}

// Everyday things that turn a thin list into a dish, as the no-dish answer suggests them.
const EVERYDAY_ADDITIONS: ReadonlyArray<readonly [string, string]> = [
  ['egg', 'eggs'],
  ['onion', 'an onion'],
  ['rice', 'rice'],
  ['pasta', 'pasta'],
  ['bread', 'bread'],
  ['potatoes', 'potatoes'],
  ['chickpeas', 'a tin of chickpeas'],
  ['canned tomatoes', 'a tin of tomatoes'],
]

/** The everyday additions the visitor's diets and avoid list allow, in words. */
function everydayAdditions(allowed: (entry: LexiconEntry) => boolean): string[] {
  return EVERYDAY_ADDITIONS.filter(([id]) => allowed(lexiconEntry(id))).map(([, words]) => words)
}

function noDishPlan(
  prepared: Prepared,
  servings: number,
  list: readonly string[],
  allowed: (entry: LexiconEntry) => boolean = () => true,
): RecipePlan {
  const additions = everydayAdditions(allowed)
  const onlyUnsafe = prepared.unsafe.length > 0 && prepared.candidates.length === 0
  const water: PlannedIngredient = {
    name: 'Water',
    amount: `${servings} ${servings === 1 ? 'glass' : 'glasses'}`,
    source: 'pantry',
    mention: 'water',
    canonical: undefined,
    role: 'water',
  }
  const pick = seededPicker(hashText(list.join('|')))
  return {
    kind: 'no-dish',
    family: { id: 'none', name: 'No dish', course: 'none' },
    source: 'none',
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
      `Add a few everyday ingredients — ${joinWords(additions.slice(0, 5))} or a vegetable or two — and ask again: three or four real ingredients are enough for a proper dish.`,
    ],
    notes: notesFor(prepared, undefined, []),
    ranking: [],
  }
}

const MOST_SUGGESTIONS = 3

/**
 * Classics one more ingredient would open up: every essential but one is on the list, and no more
 * than the allowed extras are needed besides.
 */
function oneMoreIngredient(
  candidates: readonly Candidate[],
  given: readonly DishOption[],
  allowed: (entry: LexiconEntry) => boolean,
): Array<OneMoreIngredient & { text: string }> {
  // A dish given, as a classic or as the composed dish of its kind, is no new idea; nor is
  // another of the same kind (Thai fried rice after kimchi fried rice).
  const offered = new Set(given.flatMap((option) => [option.id, kindOf(option)]))
  const ideas: Array<OneMoreIngredient & { text: string; weight: number; ingredient: string }> = []
  const byId = candidatesById(candidates)
  const total = candidates.reduce((sum, candidate) => sum + candidate.weight, 0)
  const onList = candidates.map((candidate) => candidate.entry.id)
  // Only those with places for at least half the list's weight: fitting any other (the costly
  // part) cannot make it a suggestion.
  for (const classic of classicsReaching(candidates, total / 2)) {
    if (offered.has(classic.dish.id)) continue
    if (classic.dish.family !== undefined && offered.has(classic.dish.family)) continue
    const missing = missingEssentials(classic, byId)
    const place = missing[0]
    if (missing.length !== 1 || place?.fallback === undefined) continue
    const entry = place.fallback
    if (!allowed(entry)) continue
    // "Add cooked rice" to a list with rice on it asks for what the visitor has already.
    if (onList.some((id) => sameFoodNamed(id, entry.id))) continue
    // Nor to a list with any rice (a bag of short-grain): the visitor cooks the rice they have.
    if (entry.category === 'rice' && candidates.some((item) => item.entry.category === 'rice')) {
      continue
    }
    const added: Candidate = {
      index: candidates.length,
      match: matchIngredient(entry.id),
      entry,
      weight: 0,
    }
    byId.set(entry.id, added)
    const fit = fitClassic(classic, [...candidates, added], byId)
    byId.delete(entry.id)
    if (fit === undefined || !fitKeepsTo(fit, allowed)) continue
    // Worth suggesting only when it is built on what the visitor already has, not on the one
    // ingredient they would have to buy.
    let weight = 0
    for (const candidate of fit.used) weight += candidate.weight
    if (weight < total / 2) continue
    // Arroz con leche after rice pudding is the same pudding with cinnamon in: a seasoning added
    // to nothing of the list's that a dish given did not use, of the same course, is no new idea
    // (flour added to a fried rice's kimchi is: a kimchi pancake).
    if (SEASONINGS.has(entry.category)) {
      const own = [...fit.used].filter((candidate) => candidate !== added)
      const course = classic.dish.course
      const retold = given.some(
        (option) => courseOfOption(option) === course && own.every((item) => option.used.has(item)),
      )
      if (retold) continue
    }
    const amount = place.amount.kind === 'quantity' ? place.amount.amount : undefined
    const add = chefName(entry.id, amount && { quantity: 2, unit: amount.unit })
    ideas.push({
      text: `Add **${escapeMarkdown(add)}** and I can make ${escapeMarkdown(classic.dish.title)}.`,
      add,
      dish: classic.dish.title,
      weight: weight - fit.extras,
      ingredient: entry.id,
    })
  }
  ideas.sort((left, right) => right.weight - left.weight)
  const seen = new Set<string>()
  return ideas
    .filter((idea) => !seen.has(idea.ingredient) && seen.add(idea.ingredient) !== undefined)
    .slice(0, MOST_SUGGESTIONS)
    .map(({ text, add, dish }) => ({ text, add, dish }))
}

/** What flavours a dish rather than makes it. */
const SEASONINGS: ReadonlySet<string> = new Set([
  'spice',
  'herb',
  'sauce',
  'condiment',
  'sweetener',
  'stock',
])

function kindOf(option: DishOption): string {
  return option.kind === 'family' ? option.id : (option.fit.classic.dish.family ?? option.id)
}

function courseOfOption(option: DishOption): string {
  return option.kind === 'family' ? option.fit.family.course : option.fit.classic.dish.course
}

/** Whether one name is the other with words added: "rice" and "cooked rice", "kimchi" and "kimchi". */
function sameFoodNamed(left: string, right: string): boolean {
  const words = (name: string) => name.split(' ')
  const [shorter, longer] = left.length <= right.length ? [left, right] : [right, left]
  return words(shorter).every((word) => words(longer).includes(word))
}

function missingEssentials(
  classic: CompiledClassic,
  byId: ReadonlyMap<string, Candidate>,
): CompiledPlace[] {
  const missing: CompiledPlace[] = []
  for (const place of classic.places) {
    if (place.ingredient.need !== 'essential') break
    let filled = false
    if (place.rank.size <= byId.size) {
      for (const id of place.rank.keys()) if (byId.has(id)) filled = true
    } else {
      for (const id of byId.keys()) if (place.rank.has(id)) filled = true
    }
    // Two missing already rule the dish out: no need to look further.
    if (!filled && missing.push(place) > 1) break
  }
  return missing
}

/** Whether every ingredient a fitted classic would use or buy passes the visitor's rules. */
function fitKeepsTo(fit: ClassicFit, allowed: (entry: LexiconEntry) => boolean): boolean {
  return fit.fills.every(
    (fill) =>
      fill.items.every((item) => allowed(item.entry)) &&
      (fill.extra === undefined || allowed(fill.extra)),
  )
}

function outOfIdeasPlan(
  prepared: Prepared,
  ranking: readonly DishOption[],
  list: readonly string[],
  servings: number,
  allowed: (entry: LexiconEntry) => boolean = () => true,
  planned: ReadonlyMap<DishOption, RecipePlan> = new Map(),
): RecipePlan {
  // The titles the visitor saw (with any swap in them), so they recognise the ideas given.
  const seenTitles = ranking.map(
    (option) =>
      planned.get(option)?.title ??
      (option.kind === 'classic'
        ? escapeMarkdown(optionName(option))
        : writeFamily(option, prepared, list, servings).text.title),
  )
  const titles = seenTitles.map((title) => `**${title}**`)
  const suggestions = oneMoreIngredient(prepared.candidates, ranking, allowed)
  const given =
    ranking.length === 1
      ? `I've already given you the one dish I'd stand behind for these ingredients: ${titles[0] ?? ''}.`
      : `I've already given you every dish I'd stand behind for these ingredients: ${joinWords(titles)}.`
  const back = ranking.length === 1 ? 'Make it again' : 'Go back to one of those'
  return {
    kind: 'out-of-ideas',
    family: { id: 'out-of-ideas', name: 'Out of ideas', course: 'none' },
    source: 'none',
    servings,
    title: OUT_OF_IDEAS_TITLE,
    description:
      suggestions.length > 0
        ? `${given} ${back}, or add one more ingredient to open up something new:`
        : `${given} ${back}, or add a few more ingredients — ${joinWords(everydayAdditions(allowed).slice(0, 4), 'or')} open up plenty — and ask again.`,
    minutes: 0,
    diet: undefined,
    ingredients: [],
    used: [],
    unused: [],
    unsafe: prepared.unsafe,
    extras: [],
    steps: [],
    notes: notesFor(prepared, undefined, []).filter((note) => !note.startsWith('Not used:')),
    ranking: ranking.map((option) => option.id),
    suggestions: suggestions.map((suggestion) => suggestion.text),
    additions: suggestions.map(({ add, dish }) => ({ add, dish })),
  }
}

export function ensureMentioned(
  steps: string[],
  ingredients: readonly PlannedIngredient[],
): string[] {
  const text = steps.join(' ').toLowerCase()
  // A classic's method may name the food by its own word: sayur lodeh cuts "the aubergine" the
  // visitor called eggplant, and a cook's read found "Serve the eggplant on the side" after it.
  // Not as the head of another food: "chicken stock" does not cook the chicken, nor "coconut
  // milk" the milk (a review found the rule reading them so).
  const named = (item: PlannedIngredient) =>
    text.includes(item.mention.toLowerCase()) ||
    (item.canonical !== undefined &&
      new RegExp(
        `\\b${escapeForPattern(item.canonical)}\\b(?! (?:stock|broth|milk|oil|powder|sauce|paste|cubes?|water|flour))`,
      ).test(text))
  const missing = ingredients.filter((item) => !named(item))
  if (missing.length === 0) return steps
  // Garlic, spices, stock and hardy herbs (dried oregano, rosemary) are never served raw on the
  // side: they go into the pan.
  const cookedIn = missing.filter((item) => isCookedIn(item.canonical))
  const served = missing.filter((item) => !isCookedIn(item.canonical))
  const scattered = served.filter((item) => isScattered(item.canonical))
  const onTheSide = served.filter((item) => !isScattered(item.canonical))
  const closing = [
    cookedIn.length === 0
      ? ''
      : `Stir ${joinWords(cookedIn.map((item) => `the ${item.mention}`))} into the pan for the last few minutes of cooking.`,
    scattered.length === 0
      ? ''
      : `Scatter ${joinWords(scattered.map((item) => `the ${item.mention}`))} over the top to serve.`,
    onTheSide.length === 0
      ? ''
      : `Serve ${joinWords(onTheSide.map((item) => `the ${item.mention}`))} on the side, to add as you eat.`,
  ].filter((sentence) => sentence !== '')
  return [...steps, ...closing]
}

// Herbs, cheese, nuts and seeds are scattered; a yoghurt, a sauce or a pickle is never "scattered
// over the top" (a cook's read found "Serve with greek yoghurt on the side or scattered over the
// top").
const SCATTERED_CATEGORIES: ReadonlySet<string> = new Set(['herb', 'cheese', 'nut-seed'])

function isScattered(canonical: string | undefined): boolean {
  return canonical !== undefined && SCATTERED_CATEGORIES.has(lexiconEntry(canonical).category)
}

const COOKED_IN_CATEGORIES: ReadonlySet<string> = new Set(['spice', 'stock'])
const COOKED_IN_IDS: ReadonlySet<string> = new Set(['garlic', 'ginger', 'ginger garlic paste'])

function isCookedIn(canonical: string | undefined): boolean {
  if (canonical === undefined) return false
  const entry = lexiconEntryOrUndefined(canonical)
  if (entry === undefined) return false
  return (
    COOKED_IN_CATEGORIES.has(entry.category) ||
    COOKED_IN_IDS.has(entry.id) ||
    entry.tags.has('hardy-herb')
  )
}

/**
 * Works out the dish for the visitor's ingredients without writing the markdown: which classic
 * or family fits, what each ingredient does, what was added, what was left out and why. Variant n
 * is the n-th best distinct dish; past the last one the plan says so instead of repeating. Pure
 * and deterministic; never throws for a list of strings.
 */
export function planRecipe(ingredients: readonly string[], options: PlanOptions = {}): RecipePlan {
  const typed = Array.isArray(ingredients) ? ingredients : []
  return inVisitorsSpelling(planInFoldedWords(ingredients, options), typed)
}

// The reader's folded words ("name" for "ñame") make every name the plan writes.
function planInFoldedWords(ingredients: readonly string[], options: PlanOptions): RecipePlan {
  const requested = clampInteger(options.servings, 2, 1, MAX_SERVINGS)
  const variant = clampInteger(options.variant, 0, 0, Number.MAX_SAFE_INTEGER)
  const avoidList = readAvoidItems(options.avoid ?? [])
  const avoid = avoidCheckFor(avoidList)
  const diets = (options.diets ?? []).filter(isCheckedDiet)
  const prepared = prepare(Array.isArray(ingredients) ? ingredients : [], {
    diets,
    ...(avoid === undefined ? {} : { avoid }),
  })
  // The list as `prepare` read it, bought mixes opened, so item positions agree.
  const list = prepared.list
  const ranked = rankDishes(prepared.candidates, options.composedOnly === true)
  const maxMinutes =
    options.maxMinutes === undefined ? undefined : clampInteger(options.maxMinutes, 0, 1, 24 * 60)
  if (prepared.diets.length === 0 && avoid === undefined && maxMinutes === undefined) {
    const option = ranked[variant]
    if (ranked.length === 0) return noDishPlan(prepared, requested, list)
    if (option === undefined) return outOfIdeasPlan(prepared, ranked, list, requested)
    return planOption(option, ranked, prepared, list, requested)
  }
  // Diets and avoid items are kept strictly: an idea that would need something they rule out (an
  // extra the dish adds, say) is not offered at all. Time is a wish: when nothing fits, the
  // quickest dish comes with an honest note.
  const allowedByRules = (entry: LexiconEntry) =>
    ruledOut(entry, prepared.diets, avoid) === undefined
  const plans = new Map<DishOption, RecipePlan>()
  const allowed = ranked.filter((option) => {
    // Swapped where a cook would (margarine for butter, tamari for soy sauce); a dish that still
    // needs something the rules forbid is not offered.
    const swapped = withSubstitutes(
      planOption(option, ranked, prepared, list, requested),
      allowedByRules,
    )
    const plan = { ...swapped, diet: dietLabel(swapped.ingredients) }
    plans.set(option, plan)
    return (
      plan.extras.length <= MAX_EXTRAS &&
      plan.ingredients.every(
        (item) => item.canonical === undefined || allowedByRules(lexiconEntry(item.canonical)),
      )
    )
  })
  const inTime =
    maxMinutes === undefined
      ? allowed
      : allowed.filter((option) => (plans.get(option)?.minutes ?? 0) <= maxMinutes)
  const quickest = [...allowed].sort(
    (left, right) => (plans.get(left)?.minutes ?? 0) - (plans.get(right)?.minutes ?? 0),
  )
  const ranking = inTime.length > 0 ? inTime : quickest.slice(0, 1)
  if (ranking.length === 0) return noDishPlan(prepared, requested, list, allowedByRules)
  const option = ranking[variant]
  if (option === undefined) {
    return outOfIdeasPlan(prepared, ranking, list, requested, allowedByRules, plans)
  }
  const plan = plans.get(option) ?? planOption(option, ranking, prepared, list, requested)
  const notes = [...plan.notes]
  // What varies by brand in a way that matters to these rules: check the label.
  const used = plan.ingredients.flatMap((item) =>
    item.canonical === undefined ? [] : [item.canonical],
  )
  for (const caution of labelCautions(used, groupsOfConcern(prepared.diets, avoidList))) {
    if (!notes.includes(caution)) notes.push(caution)
  }
  const description = describesOnlyAllowed(plan, option, avoidList, prepared.diets)
    ? plan.description
    : 'Made to suit how you eat: nothing you asked me to leave out goes in.'
  if (maxMinutes !== undefined && plan.minutes > maxMinutes) {
    notes.unshift(
      `Nothing I can make from this list is ready in ${formatMinutes(maxMinutes)}; this is the quickest, at about ${formatMinutes(plan.minutes)}.`,
    )
  }
  return { ...plan, description, notes, ranking: ranking.map((item) => item.id) }
}

/**
 * Whether a classic's description names only what the recipe may hold: it is written for the
 * whole dish ("…with curry powder, prawns, egg…"), and must not promise prawns to a vegetarian
 * whose prawns were left out. A clash counts when it names an ingredient of the dish that the
 * recipe does not use; the dish's own name ("light, buttery scones") does not.
 */
function describesOnlyAllowed(
  plan: RecipePlan,
  option: DishOption,
  avoid: AvoidList,
  diets: readonly CheckedDiet[],
): boolean {
  if (option.kind !== 'classic') return true
  const { items } = findRecipeConflicts(plan.description, avoid, diets)
  if (items.length === 0) return true
  const used = new Set(plan.ingredients.map((item) => item.canonical))
  return items.every((item) => {
    const entry = matchIngredient(item).entry
    if (entry === undefined || used.has(entry.id)) return true
    return !option.fit.classic.places.some((place) => place.rank.has(entry.id))
  })
}

/** The visitor's items in the dish's places whose beans are bought dry (`boughtDry`). */
function boughtDryItems(option: ClassicOption): ReadonlySet<MatchedIngredient> {
  return new Set(
    option.fit.fills
      .filter((fill) => fill.place.boughtDry)
      .flatMap((fill) => fill.items.map((item) => item.match)),
  )
}

function planOption(
  option: DishOption,
  ranking: readonly DishOption[],
  prepared: Prepared,
  list: readonly string[],
  requested: number,
): RecipePlan {
  // Treatments come first and count in the time, so a time preference judges the real total.
  return withLeftoverNotes(
    withHonestTime(
      option.kind === 'classic'
        ? withTreatments(
            withWeighedPieces(planClassic(option, ranking, prepared, requested)),
            option.fit.classic.dish.treats,
            boughtDryItems(option),
          )
        : withTreatments(withWeighedPieces(planFamily(option, ranking, prepared, list, requested))),
    ),
  )
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
  const option = familyOption(fit)
  return planFamily(option, [option], prepared, ingredients, requested)
}

/**
 * The recipe one classic writes for this list, or undefined when the list cannot make it: for
 * tests and the preview script, whatever the ranking would choose.
 */
export function planClassicDish(
  classicId: string,
  ingredients: readonly string[],
  options: PlanOptions = {},
): RecipePlan | undefined {
  const requested = clampInteger(options.servings, 2, 1, MAX_SERVINGS)
  const classic = compiledClassic(classicId)
  if (classic === undefined) throw new Error(`No classic "${classicId}"`)
  const prepared = prepare(ingredients)
  const fit = fitClassic(classic, prepared.candidates)
  if (fit === undefined) return undefined
  const option = classicOption(fit)
  return planClassic(option, [option], prepared, requested)
}

function unusedOf(prepared: Prepared, option: DishOption, ranking: readonly DishOption[]) {
  return prepared.candidates
    .filter((candidate) => !option.used.has(candidate))
    .map((candidate) => ({
      item: candidate.match,
      reason: unusedReason(candidate, option, ranking),
    }))
}

function usedOf(prepared: Prepared, option: DishOption) {
  return prepared.candidates
    .filter((candidate) => option.used.has(candidate))
    .map((candidate) => candidate.match)
}

const SIDE_NOTE = 'This is a side dish rather than a meal on its own: serve it alongside a main.'

/**
 * A composed dish its writer titled as another kind ("Chickpea Stuffed Flatbreads" from the tacos
 * family) is called by that title in its own notes, never "doesn't belong in tacos".
 */
function calledByTitle(notes: string[], option: FamilyOption, title: string): string[] {
  const kind = dishName(option)
  if (title.toLowerCase().includes(option.name.toLowerCase())) return notes
  const titled = escapeMarkdown(title)
  return notes.map((note) =>
    note.replace(` in ${kind};`, ` in ${titled};`).replace(` suit ${kind},`, ` suit ${titled},`),
  )
}

function planClassic(
  option: ClassicOption,
  ranking: readonly DishOption[],
  prepared: Prepared,
  requested: number,
): RecipePlan {
  const { dish } = option.fit.classic
  const written = writeClassic(option.fit, requested)
  const unused = unusedOf(prepared, option, ranking)
  // A dish retitled for the visitor's meat ("Pork Porkolt" made with beef) is called by that
  // title in its own notes too, not the classic's.
  const notes = notesFor(prepared, option, unused).map((note) =>
    note.replaceAll(escapeMarkdown(dish.title), escapeMarkdown(written.title)),
  )
  if (written.short !== undefined) {
    const { name, held, servings, requested: wanted } = written.short
    const of = held.unit === '' ? '' : ' of'
    notes.push(
      `Made for ${servings} rather than ${wanted} to suit the ${formatHeldAmount(held)}${of} ${escapeMarkdown(name)} you have; with more to hand, scale everything up to match.`,
    )
  }
  if (written.batchShort.length > 0) {
    const needs = written.batchShort.map(
      ({ name, needs: amount, held }) =>
        `${formatAmount(amount)} of ${escapeMarkdown(name.toLowerCase())} (you have ${formatHeldAmount(held)})`,
    )
    notes.push(
      `This bake is made as a whole batch: it needs ${joinWords(needs)}, so buy more before you start, or ask for another idea.`,
    )
  }
  notes.push(...written.tips)
  // A cucumber salad offered on its own must not read as dinner: a cook would say what it goes with.
  if (dish.course === 'side') notes.push(SIDE_NOTE)
  return {
    kind: 'recipe',
    family: { id: dish.id, name: dish.title, course: dish.course },
    source: 'classic',
    servings: written.servings,
    ...(written.yieldText === undefined ? {} : { yieldText: written.yieldText }),
    title: escapeMarkdown(written.title),
    description: written.description,
    minutes: written.minutes,
    diet: dietLabel(written.ingredients),
    ingredients: written.ingredients,
    used: usedOf(prepared, option),
    unused,
    unsafe: prepared.unsafe,
    extras: written.ingredients.filter((item) => item.source === 'extra'),
    steps: ensureMentioned(written.steps, written.ingredients),
    notes,
    ranking: ranking.map((item) => item.id),
  }
}

/** A composed dish written for the list: its ingredients and its text. */
function writeFamily(
  option: FamilyOption,
  prepared: Prepared,
  list: readonly string[],
  requested: number,
) {
  const { fit } = option
  const short = leadShortfall(fit, requested)
  const servings = short?.servings ?? requested
  const { itemsByRole, ingredients: planned } = buildIngredients(fit, servings, prepared.candidates)
  const seed = hashText(`${list.join('|')}#${fit.family.id}`)
  const text = fit.family.write(makeDish(itemsByRole, servings, 0, seed))
  return { short, servings, planned, text }
}

function planFamily(
  option: FamilyOption,
  ranking: readonly DishOption[],
  prepared: Prepared,
  list: readonly string[],
  requested: number,
): RecipePlan {
  const { fit } = option
  const { short, servings, planned, text } = writeFamily(option, prepared, list, requested)
  const steps = ensureMentioned(
    text.steps.filter((step) => step.trim() !== ''),
    planned,
  )
  const unused = unusedOf(prepared, option, ranking)
  const notes = calledByTitle(notesFor(prepared, option, unused), option, text.title)
  if (short !== undefined) notes.push(shortfallNote(short))
  for (const tip of text.tips ?? []) notes.push(tip)
  return {
    kind: 'recipe',
    family: { id: fit.family.id, name: fit.family.name, course: fit.family.course },
    source: 'family',
    servings,
    title: text.title,
    description: text.description,
    minutes: text.minutes,
    diet: dietLabel(planned),
    ingredients: planned,
    used: usedOf(prepared, option),
    unused,
    unsafe: prepared.unsafe,
    extras: planned.filter((item) => item.source === 'extra'),
    steps,
    notes,
    ranking: ranking.map((item) => item.id),
  }
}
