import { PULSES } from '../lexicon/pulse-times.ts'
import type { Cuisine } from '../classics/classic-types.ts'
import type { ClassicFit } from '../classics/fit-classic.ts'
import type { CompiledClassic } from '../classics/compiled-classics.ts'
import { classicTitle } from '../classics/write-classic.ts'
import {
  candidatesById,
  classicsBuiltOn,
  classicsNaming,
  kitchensNaming,
  classicsWithLaterEssential,
  fitClassic,
  rankClassics,
} from '../classics/fit-classic.ts'
import type { LexiconEntry, Tag } from '../lexicon/lexicon.ts'
import type { FamilyFit } from './family-fit.ts'
import { rankFamilies, rolesFor } from './family-fit.ts'
import type { Candidate } from '../model/candidate.ts'
import { normaliseWords } from '../reading/match-ingredient.ts'

// The ideas for one list, best first: the classics it can make and the family templates that fit
// it, as one ranking. "Another idea" walks down this list, so every entry is a different dish.

export interface FamilyOption {
  kind: 'family'
  fit: FamilyFit
  id: string
  /** What the notes call the dish: "a stir-fry". */
  name: string
  used: ReadonlySet<Candidate>
  score: number
  /** How well the dish uses the list, without any bonus: what "good enough" is judged on. */
  coverage: number
}

export interface ClassicOption {
  kind: 'classic'
  fit: ClassicFit
  id: string
  /** Its title, once optionName has worked it out. */
  title: string | undefined
  used: ReadonlySet<Candidate>
  score: number
  /** How well the dish uses the list, without any bonus: what "good enough" is judged on. */
  coverage: number
}

export type DishOption = FamilyOption | ClassicOption

/**
 * "Another idea" should still be a good idea: far weaker fits than the best are not offered. But
 * a list one dish fits superbly still has other good dishes in it (sloppy joes, then a beef and
 * pepper stir-fry): any that uses the list this well is good enough.
 */
const GOOD_ENOUGH = 0.4
const GOOD_ENOUGH_FLOOR = 1.5
/** A classic goes before a composed dish of its own kind if it uses the list this well. */
const SAME_KIND_FIRST = 0.5
/** A dish with the star goes first if it uses the list nearly as well as the best without it. */
const STAR_FIRST = 0.75

const MEAL_COURSES: ReadonlySet<string> = new Set(['main', 'soup', 'salad'])
/**
 * Savoury courses that, first on a list, must not leave its meat or fish out while a meal uses it:
 * braised red cabbage on a sausage list goes with the sausages, and a smoky aubergine dip is no
 * answer to lamb mince with aubergine and pine nuts.
 */
const STAR_LEFT_BY: ReadonlySet<string> = new Set(['side', 'snack'])

export function courseOf(option: DishOption): string {
  return option.kind === 'family' ? option.fit.family.course : option.fit.classic.dish.course
}

/** Categories that, at the head of a list, are what the list is about. */
const STAR_CATEGORIES: ReadonlySet<string> = new Set(['meat', 'poultry', 'fish', 'seafood'])

export function optionUses(option: DishOption, entry: LexiconEntry): boolean {
  for (const candidate of option.used) if (candidate.entry === entry) return true
  return false
}

/** Whether the dish has a place this ingredient could fill, used or not. */
export function optionCouldUse(option: DishOption, entry: LexiconEntry): boolean {
  if (option.kind === 'family') return rolesFor(option.fit.family, entry).length > 0
  return option.fit.classic.places.some((place) => place.rank.has(entry.id))
}

export function classicOption(fit: ClassicFit): ClassicOption {
  const { dish } = fit.classic
  const { used, score, coverage } = fit
  return { kind: 'classic', fit, id: dish.id, title: undefined, used, score, coverage }
}

/**
 * The dish's title as the visitor reads it. A classic is titled when first asked: a long list fits
 * a hundred classics and most are ranked out on coverage before anything reads their title
 * (titling them all was an eighth of composing one).
 */
export function optionName(option: DishOption): string {
  if (option.kind === 'family') return option.name
  return (option.title ??= classicTitle(option.fit))
}

export function familyOption(fit: FamilyFit, score = fit.score): FamilyOption {
  const { family, used, coverage } = fit
  return { kind: 'family', fit, id: family.id, name: family.name, used, score, coverage }
}

export function rankDishes(candidates: readonly Candidate[], composedOnly = false): DishOption[] {
  const classics: DishOption[] = (composedOnly ? [] : rankClassics(candidates)).map(classicOption)
  const ideas = withoutTinRetold(rankIdeas(candidates, classics, composedOnly), starOf(candidates))
  return withLeftoverBake(ideas, candidates, classics)
}

/** The list's star: the first meat or fish among its heaviest items (rice and chicken wings
 * weigh the same; the list is about the chicken). */
function starOf(candidates: readonly Candidate[]): Candidate | undefined {
  const heaviest = candidates[0]?.weight ?? 0
  return candidates.find(
    (candidate) => candidate.weight >= heaviest && STAR_CATEGORIES.has(candidate.entry.category),
  )
}

/** Families that are the star baked in a tin with what goes with it: one form, two names. */
const ONE_TIN: ReadonlySet<string> = new Set(['tray-bake', 'fish-bake'])

/**
 * A composed bake of the star after a classic baked in a tin with it is that classic renamed: the
 * salmon and new potato traybake, then "Baked Salmon & New Potatoes". (A classic after a classic
 * is another dish: fish pie after the traybake.)
 */
function withoutTinRetold(ideas: readonly DishOption[], star: Candidate | undefined): DishOption[] {
  if (star === undefined) return [...ideas]
  const tinned = (option: DishOption) =>
    option.used.has(star) &&
    ONE_TIN.has(option.kind === 'family' ? option.id : (option.fit.classic.dish.family ?? ''))
  return ideas.filter(
    (option, index) =>
      option.kind === 'classic' ||
      !tinned(option) ||
      !ideas.slice(0, index).some((earlier) => earlier.kind === 'classic' && tinned(earlier)),
  )
}

/** What a bake is made of, and a savoury dish is not. */
const BAKE_MAKINGS: ReadonlySet<string> = new Set([
  'baking',
  'dried-fruit',
  'sweetener',
  'sweet-treat',
])

/**
 * A list that also carries a bake's makings (self-raising flour and currants beside a Welsh
 * larder of leeks, bacon and Caerphilly) reaches the bake among its three ideas: when savoury
 * first ideas leave two or more such makings unused, a flour among them, the bake or pudding
 * that uses every one of them is the third idea. A flour left over is also the bread the first
 * idea's kitchen eats with it: teff beside berbere and lentils is for injera.
 */
function withLeftoverBake(
  ranked: readonly DishOption[],
  candidates: readonly Candidate[],
  classics: readonly DishOption[],
): DishOption[] {
  const first = ranked.slice(0, IDEAS_A_COOK_NAMES)
  const [head] = first
  if (head === undefined || first.some((option) => mealSide(option) === 'sweet')) return [...ranked]
  const makings = candidates.filter(
    (candidate) =>
      BAKE_MAKINGS.has(candidate.entry.category) &&
      !first.some((option) => option.used.has(candidate)),
  )
  if (!makings.some((candidate) => candidate.entry.tags.has('flour'))) return [...ranked]
  const kitchen = cuisineOf(head)
  const fits = (option: DishOption) =>
    option.kind === 'classic' &&
    option.fit.extras <= MORE_CLASSIC_EXTRAS &&
    makings.every((candidate) => option.used.has(candidate)) &&
    ((makings.length >= 2 && SWEET_COURSES.has(courseOf(option))) ||
      (kitchen !== undefined &&
        !PLAIN_KITCHENS.has(kitchen) &&
        cuisineOf(option) === kitchen &&
        courseOf(option) === 'side'))
  const bake = classics.find(fits)
  if (bake === undefined) return [...ranked]
  const rest = ranked.filter((option) => option !== bake)
  const at = Math.min(IDEAS_A_COOK_NAMES - 1, rest.length)
  return [...rest.slice(0, at), bake, ...rest.slice(at)]
}

/**
 * The ideas, those that stay with the list first: a later idea that strays from it
 * (`straysFromList`) is offered only when the closer ones stop short of three, the least astray
 * first, so "another idea" still has something a cook might make; the worst are never offered.
 */
function rankIdeas(
  candidates: readonly Candidate[],
  classics: readonly DishOption[],
  composedOnly: boolean,
): DishOption[] {
  // Families are ranked among themselves by their full score (signature ingredients, everyday
  // dishes first), but against the classics by how well they use the list: a family's signature
  // bonus (flour, butter, sugar for a cake) must not outvote a real dish that uses the same things.
  // Ranked once: only what each pass keeps depends on how far it lets ideas stray.
  const families: DishOption[] = rankFamilies(candidates).map((fit, index, all) =>
    familyOption(
      fit,
      Math.min(fit.coverage, ...all.slice(0, index).map((earlier) => earlier.coverage)),
    ),
  )
  // Stable: on equal scores the classic comes first.
  const ranked = namedDishesFirst(
    fullerFirst([...classics, ...families].sort((left, right) => right.score - left.score)),
  )
  const star = starOf(candidates)
  const usesStar = (option: DishOption) => star === undefined || option.used.has(star)
  leadFirst(ranked, candidates, usesStar)
  const memo: PassMemo = { strayed: new Map(), strayedBeyond: false }
  const ideas: DishOption[] = []
  for (let tolerance = 0; tolerance <= STRAY_TOLERATED; tolerance++) {
    const given = new Set(ideas.map((option) => option.id))
    memo.strayedBeyond = false
    const kept = rankIdeasKeeping(candidates, [...ranked], composedOnly, tolerance, memo)
    ideas.push(...kept.filter((option) => !given.has(option.id)))
    if (ideas.length >= IDEAS_A_COOK_NAMES) break
    // Only how far an idea strays differs between passes: when no idea was turned away for it,
    // a more tolerant pass would keep exactly the same ideas again (a long list of odd things
    // has one idea, and walked all five passes for nothing).
    if (!memo.strayedBeyond) break
  }
  return ideas
}

/** Puts first the idea a cook leads with, when it is not the best scored (in place). */
function leadFirst(
  all: DishOption[],
  candidates: readonly Candidate[],
  usesStar: (option: DishOption) => boolean,
): void {
  // The first idea uses the star too, when any good one does: injera firfir leaves the beef out.
  // (Not when the best is a bake or a pudding: the tin of sardines on a carrot cake list is the
  // odd one out, not the star. A side is not such a dish: braised red cabbage on a sausage list
  // goes with the sausages.)
  const top = all[0]
  const first =
    top === undefined || !(MEAL_COURSES.has(courseOf(top)) || STAR_LEFT_BY.has(courseOf(top)))
      ? -1
      : all.findIndex((option) => usesStar(option) && option.coverage >= top.coverage * STAR_FIRST)
  if (first > 0) all.unshift(...all.splice(first, 1))
  const meal = composedMealFirst(all)
  if (meal > 0) all.unshift(...all.splice(meal, 1))
  const seasoned = seasonedClassicFirst(all, usesStar)
  if (seasoned > 0) all.unshift(...all.splice(seasoned, 1))
  const signed = signatureFirst(all, usesStar)
  if (signed > 0) all.unshift(...all.splice(signed, 1))
  const own = ownWordFirst(all, usesStar)
  if (own > 0) all.unshift(...all.splice(own, 1))
  const based = leftoverBaseFirst(all, candidates, usesStar)
  if (based > 0) all.unshift(...all.splice(based, 1))
  const wrapped = pastryFirst(all, candidates, usesStar)
  if (wrapped > 0) all.unshift(...all.splice(wrapped, 1))
  const cooked = cookedEggFirst(all)
  if (cooked > 0) all.unshift(...all.splice(cooked, 1))
}

/**
 * Composed dishes are ranked among themselves by their full score, so a toastie's bread can put
 * it above a frittata of the same fridge. But a snack is what a list makes when no meal uses it
 * as well: six eggs, spinach, mushrooms, cherry tomatoes, cheddar and a loaf are a frittata (with
 * toast), not a toastie that leaves the eggs in the box. When the first idea is a composed snack
 * or side, a composed meal that uses the list at least as well goes first. The index of that
 * meal, or -1.
 */
function composedMealFirst(ranked: readonly DishOption[]): number {
  const top = ranked[0]
  if (top?.kind !== 'family' || !STAR_LEFT_BY.has(courseOf(top))) return -1
  return ranked.findIndex(
    (option) =>
      option.kind === 'family' &&
      MEAL_COURSES.has(courseOf(option)) &&
      option.coverage >= top.coverage,
  )
}

/** A named dish seasoned from the list goes before a composed one if it uses the list this well. */
const SEASONED_FIRST = 0.5

/**
 * A seasoning the visitor brought is what the list is for: cauliflower, chickpeas and a jar of
 * tahini are roast cauliflower and chickpeas with tahini, not a tray bake that leaves the tahini
 * on the shelf. When the first idea is a composed savoury dish that sets aside a seasoning of the
 * list (a sauce, spice or condiment, not salt and pepper), a named savoury dish that has it in a
 * place of its own (not a garnish), keeps the star and uses the list half as well goes first.
 * The index of that dish, or -1.
 */
function seasonedClassicFirst(
  ranked: readonly DishOption[],
  usesStar: (option: DishOption) => boolean,
): number {
  const top = ranked[0]
  if (top?.kind !== 'family' || mealSide(top) === 'sweet') return -1
  return ranked.findIndex(
    (option) =>
      option.kind === 'classic' &&
      mealSide(option) !== 'sweet' &&
      usesStar(option) &&
      option.coverage >= top.coverage * SEASONED_FIRST &&
      option.fit.fills.some(
        (fill) =>
          fill.place.ingredient.need !== 'optional' &&
          fill.items.some((item) => isSeasoning(item) && !top.used.has(item)),
      ),
  )
}

/** A cooked dish of the same items goes before a raw-egg dish if it uses the list this well. */
const COOKED_EGG_FIRST = 0.75

/**
 * A raw egg is not what a cook proposes first from a general list: eggs, rice, soy sauce and
 * spring onions are fried rice or an omelette before tamago kake gohan. When the first idea is
 * built on raw eggs (`rawEgg`) and another dish, sweet as it is sweet or savoury as it is not,
 * uses every item it does, nearly as well, that dish goes first; the raw-egg dish leads only when the list carries
 * a signature of its own (furikake, nori). The index of that dish, or -1.
 */
function cookedEggFirst(ranked: readonly DishOption[]): number {
  const top = ranked[0]
  if (top?.kind !== 'classic' || top.fit.classic.dish.rawEgg !== true) return -1
  if ([...top.used].some(isSignature)) return -1
  return ranked.findIndex(
    (option) =>
      option !== top &&
      (option.kind === 'family' || option.fit.classic.dish.rawEgg !== true) &&
      (mealSide(option) === 'sweet') === (mealSide(top) === 'sweet') &&
      option.coverage >= top.coverage * COOKED_EGG_FIRST &&
      isSubset(top.used, option.used),
  )
}

/** What every pass of rankIdeas works out the same, kept from the first. */
interface PassMemo {
  strayed: Map<DishOption, number>
  /** Whether this pass turned an idea away for straying further than it tolerates. */
  strayedBeyond: boolean
  bought?: readonly DishOption[]
}

function rankIdeasKeeping(
  candidates: readonly Candidate[],
  all: DishOption[],
  composedOnly: boolean,
  tolerance: number,
  memo: PassMemo,
): DishOption[] {
  // Judged on how well each uses the list, so a classic's bonus does not push out a soup that
  // uses nearly as much of it.
  const best = Math.max(0, ...all.map((option) => option.coverage))
  // A list about its main protein gets meals: chicken legs with chillies and chocolate are not a
  // rocky road. (A meal that leaves the star out, lemon potatoes, is still a meal.)
  // The star: the first protein among the heaviest items (rice and chicken wings weigh the same;
  // the list is about the chicken).
  const heaviest = candidates[0]?.weight ?? 0
  const star = starOf(candidates)
  const usesStar = (option: DishOption) => star === undefined || option.used.has(star)
  const keepsStar = (option: DishOption) => usesStar(option) || MEAL_COURSES.has(courseOf(option))
  const lead = all[0]
  // How far each option strays is the same in every pass (the lead is the same): worked out once.
  const straying = (option: DishOption, head: DishOption): number => {
    const known = memo.strayed.get(option)
    if (known !== undefined) return known
    const found = straysFromList(option, head, candidates, star)
    memo.strayed.set(option, found)
    return found
  }
  const strays = (option: DishOption) => {
    const beyond = lead !== undefined && option !== lead && straying(option, lead) > tolerance
    if (beyond) memo.strayedBeyond = true
    return beyond
  }
  // A list with no meat or fish whose first idea is a meal of pulses is about those pulses: after
  // tarka dal, a tomato soup that leaves the chana dal in the cupboard is no idea for it. (Not a
  // grain: after kasha, a mushroom omelette from the same list is; nor a list with chorizo, whose
  // patatas a la riojana after lentejas is another dish of the chorizo.)
  const bases =
    lead !== undefined &&
    MEAL_COURSES.has(courseOf(lead)) &&
    !candidates.some((candidate) => MEATLESS_BREAKERS.has(candidate.entry.category))
      ? candidates.filter(
          (candidate) =>
            candidate.weight >= heaviest &&
            PULSES.has(candidate.entry.id) &&
            lead.used.has(candidate),
        )
      : []
  // The first idea's own kitchen may still name a dish of the rest: minestrone after pasta e
  // lenticchie, kısır after mercimek köftesi.
  const keepsBase = (option: DishOption) =>
    bases.length === 0 ||
    bases.some((item) => option.used.has(item)) ||
    (option.kind === 'classic' && ownKitchen(option, lead))
  const good = all.filter(
    (option, index) =>
      index === 0 ||
      (option.coverage >= Math.max(1, Math.min(best * GOOD_ENOUGH, GOOD_ENOUGH_FLOOR)) &&
        keepsStar(option) &&
        keepsBase(option) &&
        !strays(option)),
  )

  // A composed dish of the same kind as a classic offered before it would be the same idea told
  // again (cauliflower cheese, then a "cauliflower and cheddar bake"). One that ranks above the
  // classic uses more of the list, and is offered first.
  // A classic named for another kind of what the visitor has is not their dish: a green curry
  // paste does not make a Thai Red Curry.
  const named = candidates.flatMap((candidate) =>
    candidate.match.named === undefined ? [] : [candidate.match.named],
  )
  // A classic of a method already offered is still another dish, unless it also leaves the star
  // out: a three-bean chilli after the chilli con carne is the same pot without the beef.
  const kinds = new Set<string>()
  const composed = new Set<string>()
  const keptKinds = new Set<string>()
  const keptTitles: string[] = []
  const keptClassics: ClassicOption[] = []
  const kept = good.filter((option) => {
    if (option.kind === 'family') {
      if (kinds.has(option.id) || kinds.has(methodOf(option.id))) return false
      kinds.add(methodOf(option.id))
      composed.add(option.id)
      keptKinds.add(methodOf(option.id))
      return true
    }
    // "Chilaquiles", then "Chilaquiles Rojos": one dish told twice.
    // (Cauliflower cheese soup is another course, so another dish.)
    const titled = `${courseOf(option)}:${optionName(option)}`
    if (keptTitles.some((title) => sameDishNamed(title, titled))) return false
    keptTitles.push(titled)
    // After a composed fried rice, "Egg Fried Rice" would be the same dish, perhaps the same title.
    if (composed.has(option.fit.classic.dish.family ?? '')) return false
    const family = option.fit.classic.dish.family
    if (namesAnotherKind(optionName(option), named)) {
      // Its kind of dish is still what the list is for: a composed one does not jump the queue.
      if (family !== undefined) kinds.add(family).add(methodOf(family))
      return false
    }
    // Kotlet schabowy after a schnitzel: the same breaded cutlet from the same items, told in
    // another kitchen's words.
    if (keptClassics.some((earlier) => sameDish(option, earlier))) return false
    // Crêpes, then pancakes with lemon and sugar: one dish of one family from the same things.
    if (keptClassics.some((earlier) => sameFamilyRetold(option, earlier))) return false
    keptClassics.push(option)
    if (family === undefined) return true
    // A second dish of a kind already given, on the same star, is the same idea renamed: pot
    // roast, then bourguignon; pasta salad, then tuna pasta salad.
    const again =
      star !== undefined &&
      keptKinds.has(methodOf(family)) &&
      !anotherKitchensWrap(option, keptClassics)
    if (again || (kinds.has(methodOf(family)) && !usesStar(option))) return false
    kinds.add(family).add(methodOf(family))
    keptKinds.add(methodOf(family))
    return true
  })
  // The first idea stays first; after it, real dishes come before the list put in a pot or a tin.
  const [head, ...rest] = kept
  if (head === undefined) return kept
  // A composed dish that leaves the star out is a filler too: shallot soup on a mussels list.
  // So is a composed soup of nothing but the first dish's items: souvlaki's chicken, lemon and
  // pitta watered down into a "chicken thigh soup".
  // After a kitchen's own dish that is no soup, any soup composed of the list is: a cook of that
  // kitchen names its next dish (paneer butter masala after matar paneer), not a "tomato and pea
  // soup" of the curry's things, a mushroom soup of the risotto's, an aubergine soup of the baba
  // ganoush's. (After plain cooking, a soup of the list is an idea like any.)
  const watered = (option: DishOption) =>
    option.kind === 'family' &&
    SOUP_FAMILIES.has(option.id) &&
    head.kind === 'classic' &&
    courseOf(head) !== 'soup' &&
    (isSubset(option.used, head.used) || !PLAIN_KITCHENS.has(head.fit.classic.dish.cuisine))
  const filler = (option: DishOption) =>
    isFiller(option) ||
    watered(option) ||
    (option.kind === 'family' && star !== undefined && !usesStar(option))
  const real = [head, ...rest.filter((option) => !filler(option))]
  const fillers = rest.filter(filler)
  // Without a star, the list is about its first heaviest item: rice pudding's is about the rice.
  const main = star ?? candidates[0]
  // Without a star, every item as heavy as the first is what the list is about: ash reshteh's
  // noodles, chickpeas, beans and lentils each carry another dish.
  const mains =
    bases.length > 0
      ? bases
      : star === undefined
        ? candidates.filter((candidate) => candidate.weight >= heaviest)
        : [star]
  const anchor = (option: DishOption) => mains.some((item) => option.used.has(item))
  // A kitchen's own dish on the list's star comes before the list composed into something:
  // after mapo tofu, a Sichuan cook names dry-fried green beans with the pork, not a pasta.
  // Or a meal on another item as heavy as the star: a Bengali cook's rohu list with red lentils
  // on it is for masoor dal beside the fish dishes, not a baked rohu that turns the turmeric away.
  const heavy = (option: DishOption) =>
    anchor(option) ||
    (bases.length === 0 &&
      keepsStar(option) &&
      candidates.some((candidate) => candidate.weight >= heaviest && option.used.has(candidate)))
  // Any main item is built on with something bought (cacio e pepe's spaghetti makes aglio e olio
  // with a bulb of garlic), except rice and grains: another dish may not give them the cooking of
  // their own they need. Pulses are: a dish built on them is written around their soaking and
  // boiling (the lexicon's treatments carry it), and after tarka dal a cook names dal palak with
  // a bag of spinach, not the dal watered into a soup.
  const builtOn =
    star ?? (main !== undefined && !NOT_BUILT_ON.has(main.entry.category) ? main : undefined)
  // Composed-only planning (the family templates alone) buys no classic's essential either.
  const bought = composedOnly
    ? []
    : (memo.bought ??= boughtEssentialIdeas(
        candidates,
        builtOn,
        star ?? main,
        all,
        cuisineOf(head),
      ))
  const pool = [...all, ...bought]
  // The kitchen's own next dish may be one with a thing bought: paneer butter masala after matar
  // paneer, with butter, before the list composed into stuffed flatbreads or a soup.
  const own = ownKitchenIdeas(
    candidates,
    all,
    bought,
    real,
    kinds,
    heavy,
    star !== undefined,
    named,
    strays,
  )
  for (const option of own) kinds.add(methodOfOption(option)).add(option.id)
  const ideas = [...real, ...own]
  // A real dish that leaves the star out does not take the place of one on the star with a thing
  // or two bought: after chicken enchiladas, a cook names another dish of the chicken before
  // enfrijoladas that leave it in the fridge. It is still an idea, after those.
  // Only one from the list as it is, though: a pibil list's BBQ pulled pork that buys the sauce
  // and the sugar is no better than its quesadillas without the pork.
  // (A meal on an item as heavy as the star that the first idea left for it is not one: the
  // Bengali dal of a rohu list's red lentils.)
  const leftForIt = (option: DishOption) =>
    candidates.some(
      (candidate) =>
        candidate.weight >= heaviest && option.used.has(candidate) && !head.used.has(candidate),
    )
  const offStar =
    star === undefined
      ? []
      : ideas.filter((option) => option !== head && !usesStar(option) && !leftForIt(option))
  const onStar = ideas.filter((option) => !offStar.includes(option))
  // Those with a thing bought come after the kitchen's dishes from the list as it is (kısır
  // before a kibbeh on bought potatoes), before the list composed or a far kitchen's dish.
  const given = new Set(all)
  const ownBought = own.filter((option) => !given.has(option))
  const offStarAfter = (kept: readonly DishOption[]): DishOption[] => {
    const ordered = boughtAfterClassics(
      nearFirst(kept, head, star === undefined ? undefined : usesStar),
      ownBought,
      head,
    )
    if (offStar.length === 0) return ordered
    const close = ordered.filter((option) => fromTheList(option, head))
    return [...close, ...offStar, ...ordered.filter((option) => !close.includes(option))]
  }
  if (onStar.length >= IDEAS_A_COOK_NAMES)
    return [head, ...offStarAfter(onStar.slice(1)), ...fillers]
  // A filler offered is no reason to pass over a real dish of its method (roast chicken and
  // potatoes is the tray bake a cook names): the fillers compete again, after the real dishes.
  for (const filler of fillers) {
    if (!ideas.some((option) => methodOfOption(option) === methodOfOption(filler))) {
      kinds.delete(filler.id)
      kinds.delete(methodOfOption(filler))
    }
  }
  const more = moreIdeas(pool, onStar, kinds, anchor, star !== undefined, named, strays)
  // The fillers the real dishes did not replace are still ideas, last.
  const chosen = new Set(more)
  const back = fillers.filter((filler) => !chosen.has(filler) && !kinds.has(methodOfOption(filler)))
  return [head, ...offStarAfter([...onStar.slice(1), ...more]), ...back]
}

/**
 * The first idea's own kitchen's further dishes on the list's star, where the real ideas after
 * it are not yet two of that kitchen's: the ones a cook of that kitchen names next, with a few
 * things bought (as for any further idea). Not for plain cooking, whose dishes go with any list.
 */
function ownKitchenIdeas(
  candidates: readonly Candidate[],
  all: readonly DishOption[],
  bought: readonly DishOption[],
  real: readonly DishOption[],
  kinds: ReadonlySet<string>,
  anchor: (option: DishOption) => boolean,
  starred: boolean,
  named: readonly string[],
  strays: (option: DishOption) => boolean,
): DishOption[] {
  const [head] = real
  const kitchen = cuisineOf(head)
  if (head === undefined || kitchen === undefined || PLAIN_KITCHENS.has(kitchen)) return []
  const ownReal = real.slice(1).filter((option) => cuisineOf(option) === kitchen)
  if (ownReal.length >= IDEAS_A_COOK_NAMES - 1) return []
  const given = new Set(real)
  const ownOf = (options: readonly DishOption[]) =>
    options.filter((option) => cuisineOf(option) === kitchen && !given.has(option))
  const seen = new Set(kinds)
  const found = moreIdeas(ownOf(all), [head, ...ownReal], seen, anchor, starred, named, strays)
  // Then one with a thing bought, not its base, that still uses the list: paneer butter masala's
  // butter, never sai bhaji's spinach after a tarka dal (the list is about the dal), nor an
  // avgolemono on bought eggs, rice and stock that leaves a souvlaki list's pitta, yogurt, garlic,
  // oregano and onion.
  const leaves = (option: DishOption) =>
    candidates.filter(
      (candidate) => !candidate.entry.tags.has('pantry') && !option.used.has(candidate),
    ).length
  const further = ownOf(bought).filter(
    (option) => !buysItsBase(option) && leaves(option) < STRAY_UNUSED,
  )
  return [
    ...found,
    ...moreIdeas(further, [head, ...ownReal, ...found], seen, anchor, starred, named, strays),
  ]
}

/** `ordered` with the `bought` ideas moved to just before its first composed or far dish. */
function boughtAfterClassics(
  ordered: readonly DishOption[],
  bought: readonly DishOption[],
  head: DishOption,
): DishOption[] {
  const rest = ordered.filter((option) => !bought.includes(option))
  const at = rest.findIndex(
    (option) => option.kind === 'family' || leavesKitchen(option, cuisineOf(head)),
  )
  const cut = at < 0 ? rest.length : at
  const moved = ordered.filter((option) => bought.includes(option))
  return [...rest.slice(0, cut), ...moved, ...rest.slice(cut)]
}

/** The composed soups: the list watered down, when its first idea is a kitchen's dish. */
const SOUP_FAMILIES: ReadonlySet<string> = new Set(['soup', 'noodle-soup'])

/** Whether a later idea is made from the list as it is: a classic of a kitchen near the first
 * idea's with at most one thing bought, or a composed dish on nothing bought. */
function fromTheList(option: DishOption, head: DishOption): boolean {
  if (option.kind === 'family') return option.fit.cores.length === 0
  return option.fit.extras <= 2 && !leavesKitchen(option, cuisineOf(head))
}

/** Whether a dish is of the first idea's own kitchen (plain cooking is no one kitchen). */
function ownKitchen(option: DishOption, head: DishOption | undefined): boolean {
  const kitchen = cuisineOf(head)
  return kitchen !== undefined && !PLAIN_KITCHENS.has(kitchen) && cuisineOf(option) === kitchen
}

/** What makes a list one of meat or fish, whatever its heaviest item. */
const MEATLESS_BREAKERS: ReadonlySet<string> = new Set([...STAR_CATEGORIES, 'cured-meat'])

/** What no other dish is built on with something bought: rice and grains have their own
 * cooking, which another dish may not give them. */
const NOT_BUILT_ON: ReadonlySet<string> = new Set(['rice', 'grain'])

/** A cook asked for ideas names three at once. */
const IDEAS_A_COOK_NAMES = 3
/**
 * Composed dishes that are the list put in a pot or a tin with whatever is there: "X & Y Stew",
 * "X Tray Bake". A second or third idea is a dish a cook would name, so the pots are never one
 * (a chicken-wing stew after buffalo wings), and a tray bake or a grain bowl comes last.
 */
const POTS: ReadonlySet<string> = new Set(['stew', 'curry', 'chilli'])
const FILLERS: ReadonlySet<string> = new Set(['tray-bake', 'grain-bowl', 'spiced-chickpeas'])
/** A real dish built on the list with a few things bought, but not a shopping trip. */
const MORE_CLASSIC_EXTRAS = 3
const MORE_CLASSIC_FLOOR = -8
const MORE_FAMILY_FLOOR = -1.5
/** Sharing this many of the visitor's items and nothing new, a dish is the one before retold. */
const RETOLD_ITEMS = 4
/** An idea from the list uses at least this many of its items. */
const MORE_OWN_ITEMS = 2

const SWEET_COURSES: ReadonlySet<string> = new Set(['dessert', 'baking'])
const SAVOURY_COURSES: ReadonlySet<string> = new Set(['main', 'soup', 'salad', 'side'])
/** Breakfasts and snacks are either, by course; these composed ones are not. */
const SIDE_OF_FAMILY: ReadonlyMap<string, MealSide> = new Map([
  ...['omelette', 'frittata', 'shakshuka', 'hash', 'toastie', 'pizza', 'tacos', 'fritters'].map(
    (id) => [id, 'savoury'] as const,
  ),
  ...['pancakes', 'french-toast', 'porridge', 'yogurt-bowl', 'rocky-road'].map(
    (id) => [id, 'sweet'] as const,
  ),
])

type MealSide = 'sweet' | 'savoury'

/** Which side of the meal a dish is on, when that is clear. */
function mealSide(option: DishOption | undefined): MealSide | undefined {
  if (option === undefined) return undefined
  const byFamily = option.kind === 'family' ? SIDE_OF_FAMILY.get(option.id) : undefined
  if (byFamily !== undefined) return byFamily
  const course = courseOf(option)
  if (SWEET_COURSES.has(course)) return 'sweet'
  return SAVOURY_COURSES.has(course) ? 'savoury' : undefined
}

function isFiller(option: DishOption): boolean {
  return option.kind === 'family' && (FILLERS.has(option.id) || POTS.has(option.id))
}

export function methodOfOption(option: DishOption): string {
  if (option.kind === 'family') return methodOf(option.id)
  return methodOf(option.fit.classic.dish.family ?? option.id)
}

/**
 * What a cook would pick up for a dish without thinking twice. Not a dish's signature: jerk
 * seasoning, berbere or mitmita bought for a stifado list would make another kitchen's dish of it.
 */
export const EVERYDAY_BUYS: ReadonlySet<string> = new Set([
  'egg',
  'onion',
  'garlic',
  'potatoes',
  'rice',
  'basmati rice',
  'pasta',
  'spaghetti',
  'penne',
  'egg noodles',
  'bread',
  'breadcrumbs',
  'tortillas',
  'hamburger buns',
  'plain flour',
  'canned tomatoes',
  'tomatoes',
  'lemon',
  'lime',
  'carrots',
  'celery',
  'bell peppers',
  'mushrooms',
  'lettuce',
  'cucumber',
  'cabbage',
  'spinach',
  'peas',
  'sweetcorn',
  'chilli',
  'ginger',
  'spring onions',
  'apples',
  'chickpeas',
  'cream',
  'sour cream',
  'yogurt',
  'milk',
  'butter',
  'cheddar',
  'parmesan',
  'soy sauce',
  'honey',
  'vinegar',
  'coconut milk',
])

function isEverydayBuy(entry: LexiconEntry): boolean {
  return EVERYDAY_BUYS.has(entry.id)
}

/**
 * The real dishes built on the list's main item that need one more of their essentials bought:
 * buffalo wings' list still makes honey-garlic wings with a bulb of garlic. Named only after
 * the dishes the list makes outright. `topping`: the item (star or main) whose dishes on an
 * everyday base bought also count, when they are from near the first idea's `kitchen`.
 */
function boughtEssentialIdeas(
  candidates: readonly Candidate[],
  main: Candidate | undefined,
  topping: Candidate | undefined,
  all: readonly DishOption[],
  kitchen: Cuisine | undefined,
): DishOption[] {
  const fitted = new Set(all.map((option) => option.id))
  const byId = candidatesById(candidates)
  const ideas: DishOption[] = []
  // A pulse dish of plain cooking on a thing bought after a kitchen's own pulse dish is that
  // list watered down: a red lentil and carrot soup on bought carrots after misir wot, without
  // its berbere. (Dal palak after tarka dal is the kitchen's own next dish.)
  const watered = (classic: CompiledClassic) =>
    main !== undefined &&
    PULSES.has(main.entry.id) &&
    kitchen !== undefined &&
    !PLAIN_KITCHENS.has(kitchen) &&
    PLAIN_KITCHENS.has(classic.dish.cuisine)
  for (const classic of main === undefined ? [] : classicsBuiltOn(main.entry.id)) {
    if (fitted.has(classic.dish.id) || watered(classic)) continue
    fitted.add(classic.dish.id)
    const fit = fitClassic(classic, candidates, byId, isEverydayBuy)
    if (fit !== undefined) ideas.push(classicOption(fit))
  }
  // Or one the main item tops, on an everyday thing bought: a beans-on-toast list's tin of beans
  // and cheddar make a jacket potato with beans and cheese with a potato bought. (Pulses and
  // grains too: the dish is written around them as an essential, with their cooking.)
  for (const classic of topping === undefined ? [] : classicsWithLaterEssential(topping.entry.id)) {
    if (fitted.has(classic.dish.id)) continue
    fitted.add(classic.dish.id)
    const fit = fitClassic(classic, candidates, byId, isEverydayBuy, true)
    // Bread bought for smørrebrød is no idea for a West African list's smoked fish.
    if (fit !== undefined && !leavesKitchen(classicOption(fit), kitchen))
      ideas.push(classicOption(fit))
  }
  return ideas
}

/**
 * When the dishes that use the list well run out before three, a cook still names others from
 * the same things: a real dish on the list's star with a few things bought (slow-roast pork after
 * adobo and lechon kawali), then a composed dish of another method. Each keeps to the list's star
 * (or, without one, its main item) and the first idea's side of the meal (mango sticky rice's
 * list does not make egg fried rice), and none is a method already given: that would be the same
 * pot renamed.
 */
function moreIdeas(
  all: readonly DishOption[],
  kept: readonly DishOption[],
  kinds: Set<string>,
  anchor: (option: DishOption) => boolean,
  starred: boolean,
  named: readonly string[],
  strays: (option: DishOption) => boolean,
): DishOption[] {
  const given = new Set(kept)
  const side = mealSide(kept[0])
  const kitchen = cuisineOf(kept[0])
  const fits = (option: DishOption): boolean => {
    if (given.has(option) || courseOf(option) === 'drink' || !anchor(option)) return false
    if (strays(option)) return false
    // Egg fried rice from the rice and the salt is an idea from one thing, not from the list;
    // roast chicken and potatoes from the chicken is a dish built on the list's star.
    if (ownItems(option) < (starred ? 1 : MORE_OWN_ITEMS)) return false
    // A sweet list's further ideas are sweet for sure: eggs on toast is no idea for a tart's eggs.
    const other = mealSide(option)
    if (side === 'sweet' ? other !== 'sweet' : other === 'sweet' && side !== undefined) return false
    if (option.kind === 'family')
      return !POTS.has(option.id) && option.coverage >= MORE_FAMILY_FLOOR
    // The cheap tests first: a title is only worked out for a dish that could still be offered.
    if (option.fit.extras > MORE_CLASSIC_EXTRAS || option.coverage < MORE_CLASSIC_FLOOR)
      return false
    if (namesAnotherKind(optionName(option), named)) return false
    // Kotlet schabowy, then tonkatsu: the same breaded cutlet from the same four things.
    return !kept.some((earlier) => retells(option, earlier))
  }
  const rank = (option: DishOption) =>
    option.kind === 'classic' ? 0 : FILLERS.has(option.id) ? 2 : 1
  // A list from one kitchen keeps to it where it can: Greek lemon chicken and potatoes before a
  // Senegalese yassa on a souvlaki list. (Plain cooking, roast chicken and potatoes, goes with any.)
  const away = (option: DishOption) => distanceFrom(option, kitchen)
  // A dish whose own main item must be bought is last among them, wherever it is from: after
  // sinigang, a pork and kangkong stir-fry from the list before a ginisang repolyo that buys its
  // cabbage and leaves the radish and kangkong. (With nothing else, it is still an idea: the
  // beans-on-toast list's jacket potato.)
  const more = all
    .filter(fits)
    .sort(
      (left, right) =>
        Number(buysItsBase(left)) - Number(buysItsBase(right)) ||
        away(left) - away(right) ||
        rank(left) - rank(right) ||
        right.coverage - left.coverage,
    )
  const result: DishOption[] = []
  for (const option of more) {
    if (kept.length + result.length >= IDEAS_A_COOK_NAMES) break
    // Never a method already given: a second soup or stir-fry of the same meat is the same idea.
    // Unless the kitchen names both for what sets them apart: after egusi soup, efo riro is
    // another Nigerian pot of the same beef and spinach, without the egusi the first is named for.
    const method = methodOfOption(option)
    const apart =
      kitchen !== undefined &&
      !PLAIN_KITCHENS.has(kitchen) &&
      cuisineOf(option) === kitchen &&
      [...kept, ...result].every(
        (earlier) => methodOfOption(earlier) !== method || builtOnWhatItLacks(earlier, option),
      )
    if ((kinds.has(method) && !apart) || kinds.has(option.id)) continue
    if ([...kept, ...result].some((earlier) => sameDish(option, earlier))) continue
    kinds.add(method).add(option.id)
    result.push(option)
  }
  return result
}

/**
 * How far a later idea has left the list behind (0: not at all; `NEVER`: never offered). A blind
 * cook's read found most bad second and third ideas were this: a dish of another kitchen that
 * leaves out a seasoning the first idea's kitchen is known by (a Nigerian pepper soup without the
 * berbere after doro wat; a Jamaican brown stew without the mirin and sake after teriyaki), or a
 * dish whose core is bought while several of the list's own items sit unused (roast chicken on
 * bought potatoes beside the berbere, eggs, butter and injera; chicken and sweetcorn soup on
 * bought corn beside the peanuts and Sichuan pepper).
 */
function straysFromList(
  option: DishOption,
  head: DishOption,
  candidates: readonly Candidate[],
  star: Candidate | undefined,
): number {
  const unused = candidates.filter(
    (candidate) => !candidate.entry.tags.has('pantry') && !option.used.has(candidate),
  )
  // A bought essential is the dish's core (havij polo's carrots); a bell pepper bought for a
  // saltfish buljol is not.
  const boughtCore =
    option.kind === 'family'
      ? option.fit.cores.length > 0
      : option.fit.fills.some(
          (fill) => fill.place.ingredient.need === 'essential' && fill.extra !== undefined,
        )
  const bought = boughtCore && unused.length >= STRAY_UNUSED
  // A pudding's list has puddings in it: no egg and cassava curry after a cassava cake. (Baking
  // may be savoury: pão de queijo's eggs and parmesan make an omelette.)
  if (courseOf(head) === 'dessert' && mealSide(option) === 'savoury') return NEVER
  // A drink is no second idea for a savoury dish: a pomegranate and tahini smoothie after baba
  // ganoush. (After porridge or pancakes, a smoothie is.)
  if (
    courseOf(option) === 'drink' &&
    courseOf(head) !== 'drink' &&
    courseOf(head) !== 'breakfast' &&
    mealSide(head) !== 'sweet'
  )
    return NEVER
  // Nor a breakfast with none of its sweet things: French toast after bread and butter pudding,
  // never scrambled eggs on toast from its eggs and bread.
  if (
    courseOf(head) === 'dessert' &&
    courseOf(option) === 'breakfast' &&
    ![...option.used].some(
      (item) =>
        item.entry.category === 'sweetener' ||
        item.entry.category === 'fruit' ||
        item.entry.tags.has('sweet'),
    )
  )
    return NEVER
  const kitchen = cuisineOf(head)
  const from = cuisineOf(option)
  // A seasoning the first idea's kitchen is known by, left out: the berbere, the Sichuan pepper.
  // (Plain cooking is known by none: fried chicken's garlic powder makes no roast chicken stray.)
  const seasoningLeft =
    kitchen !== undefined &&
    !PLAIN_KITCHENS.has(kitchen) &&
    [...head.used].some((item) => isKitchenSeasoning(item) && !option.used.has(item))
  const away =
    seasoningLeft &&
    kitchen !== undefined &&
    from !== undefined &&
    from !== kitchen &&
    !PLAIN_KITCHENS.has(from)
  // Far from the first idea's kitchen, without its seasoning, and on things bought or leaving
  // three of the list: a beef ragù on bought pasta after key wot's berbere and injera.
  if (away && leavesKitchen(option, kitchen) && (boughtCore || unused.length >= STRAY_UNUSED))
    return NEVER
  // The rest, least astray first: another kitchen's dish that still uses the list (after pad pak
  // boong, rau muống xào tỏi without the yellow bean sauce); one on a bought core without the
  // list's seasoning (chicken and sweetcorn soup after kung pao); the list composed without its
  // star (a tofu tray bake after kimchi jjigae's pork belly); another kitchen's dish on things
  // bought. (Roast chicken and potatoes after fried chicken's plain paprika stays an idea.)
  // A starch bought while the list's own sits unused makes another list's dish (a mushroom pasta
  // beside the risotto's arborio, a Thai omelette's jasmine rice beside pad thai's rice noodles):
  // offered only when nothing closer is left.
  if (swapsStarch(option, unused)) return STRAY_TOLERATED
  // A kitchen's spice bought for a list of plain cooking, leaving the list's own things, makes
  // that kitchen's dish of it: ras el hanout for a daoud basha after chilli con carne beside the
  // kidney beans and chilli powder, garam masala for seekh kebabs.
  if (
    unused.length >= SPICED_AWAY_UNUSED &&
    from !== undefined &&
    kitchen !== undefined &&
    PLAIN_KITCHENS.has(kitchen) &&
    !PLAIN_KITCHENS.has(from) &&
    buysSpice(option)
  )
    return STRAY_TOLERATED
  // The list composed into a pasta on bought pasta is an Italian dish: no idea after kitfo,
  // sinigang or saag paneer, whose kitchens have dishes of their own for the same things.
  const pastaBought =
    option.kind === 'family' &&
    option.id === 'pasta' &&
    option.fit.cores.some((core) => core.entry.category === 'pasta')
  if (pastaBought && farFrom('italian', kitchen)) return STRAY_TOLERATED
  if (away) return bought ? 4 : 1
  const starLeft = star !== undefined && head.used.has(star) && !option.used.has(star)
  if (option.kind === 'family' && starLeft) return 3
  return bought && seasoningLeft ? 2 : 0
}
/** What a list's meal is eaten on: rice, pasta, noodles, a grain (bread beside the chicken may
 * be for the side, breadcrumbs for the coating). */
const BASE_STARCHES: ReadonlySet<string> = new Set(['pasta', 'rice', 'noodles', 'grain'])
/** Bread a dish is eaten on or in, bought: a sliced loaf, a wrap, a pizza base (not breadcrumbs). */
const MEAL_BREADS: ReadonlySet<Tag> = new Set<Tag>(['sliced-bread', 'wrap', 'pizza-base', 'dipper'])

/** Rolls a meal is served in, bought: a cheeseburger's buns. */
const MEAL_ROLLS: ReadonlySet<string> = new Set(['hamburger buns', 'bao buns', 'pav'])

/** What a meal is eaten on or in: a base starch, or a bread of the meal (not breadcrumbs). */
function isMealStarch(entry: LexiconEntry): boolean {
  return (
    BASE_STARCHES.has(entry.category) ||
    (entry.category === 'bread' &&
      ([...MEAL_BREADS].some((tag) => entry.tags.has(tag)) || MEAL_ROLLS.has(entry.id)))
  )
}

/**
 * Whether a dish buys a starch while one of the list's meal starches is among its `unused`: a
 * cheeseburger on bought buns beside a taco list's tortillas.
 */
function swapsStarch(option: DishOption, unused: readonly Candidate[]): boolean {
  if (!unused.some((candidate) => isMealStarch(candidate.entry))) return false
  const bought =
    option.kind === 'family'
      ? option.fit.cores.map((core) => core.entry)
      : option.fit.fills.flatMap((fill) => (fill.extra === undefined ? [] : [fill.extra]))
  return bought.some(isMealStarch)
}

/** Leaving this many of a plain list's items, a dish on a spice bought is another kitchen's. */
const SPICED_AWAY_UNUSED = 2

/** Whether a classic buys a spice that is no everyday buy: the ras el hanout of a daoud basha. */
function buysSpice(option: DishOption): boolean {
  return (
    option.kind === 'classic' &&
    option.fit.fills.some(
      (fill) =>
        fill.extra !== undefined &&
        fill.extra.category === 'spice' &&
        !fill.extra.tags.has('pantry') &&
        !isEverydayBuy(fill.extra),
    )
  )
}

/** How far a later idea may stray when nothing closer is left: up to another kitchen's dish on
 * things bought (beyond it, `NEVER`). */
const STRAY_TOLERATED = 4
const NEVER = Number.POSITIVE_INFINITY
/** Left with this many of the list's items unused, a dish on a bought core is another list's. */
const STRAY_UNUSED = 3
/** Named by at most this many classics, a seasoning belongs to a few kitchens (berbere, mirin,
 * star anise), not to every one (soy sauce, cumin, tomato purée). */
const KITCHEN_SEASONING_RARITY = 64

function isKitchenSeasoning(candidate: Candidate): boolean {
  return isSeasoning(candidate) && classicsNaming(candidate.entry.id) <= KITCHEN_SEASONING_RARITY
}

/** Whether the earlier classic is built on one of the visitor's items (an essential place) the
 * other does not use: egusi soup on the egusi that efo riro lacks. Not a meat, fish or egg: egg
 * fried rice after chicken fried rice is the same pot without the chicken. */
function builtOnWhatItLacks(earlier: DishOption, option: DishOption): boolean {
  return (
    earlier.kind === 'classic' &&
    option.kind === 'classic' &&
    earlier.fit.fills.some(
      (fill) =>
        fill.place.ingredient.need === 'essential' &&
        fill.items.some(
          (item) => !option.used.has(item) && !STAR_CATEGORIES.has(item.entry.category),
        ),
    )
  )
}

/** Whether a classic buys the item it is built on, its first place: the cabbage of a ginisang
 * repolyo named for a list's pork. */
function buysItsBase(option: DishOption): boolean {
  return option.kind === 'classic' && option.fit.fills[0]?.extra !== undefined
}

/**
 * Further ideas from the first idea's kitchen, then its neighbours (and composed dishes), before
 * those from far away, each group in its own order: kotopoulo lemonato before a Senegalese yassa after a souvlaki.
 */
function nearFirst(
  ideas: readonly DishOption[],
  head: DishOption,
  usesStar?: (option: DishOption) => boolean,
): DishOption[] {
  const kitchen = cuisineOf(head)
  // The first idea's own kitchen names its next real dishes before the list composed into
  // something: a Roman cook names gricia and cacio e pepe after carbonara, not a frittata.
  // (Plain cooking is one kitchen and goes with any list: it has no such order.)
  const distinct = kitchen !== undefined && !PLAIN_KITCHENS.has(kitchen)
  const own = ideas.filter((option) => distinct && cuisineOf(option) === kitchen)
  const near = ideas.filter((option) => !own.includes(option) && !leavesKitchen(option, kitchen))
  const far = ideas.filter((option) => leavesKitchen(option, kitchen))
  // Among the named dishes of nearby kitchens, those on the list's star come first: after
  // moussaka on a lamb-mince list, a Turkish lamb-and-aubergine dish before a Greek vegetable
  // bake that leaves the lamb out. (Not a composed one: after maacher jhol and mach bhaja, the
  // Bengali dal before a baked rohu.)
  const onStar = [...own, ...near].filter(
    (option) => usesStar !== undefined && option.kind === 'classic' && usesStar(option),
  )
  return [...onStar, ...[...own, ...near].filter((option) => !onStar.includes(option)), ...far]
}

/** 0 for a dish of the first idea's own kitchen (plain cooking is one), 1 a neighbour's, 2 far. */
function distanceFrom(option: DishOption, kitchen: Cuisine | undefined): number {
  if (leavesKitchen(option, kitchen)) return 2
  const own = cuisineOf(option)
  if (kitchen === undefined || own === undefined) return 1
  return own === kitchen || (PLAIN_KITCHENS.has(own) && PLAIN_KITCHENS.has(kitchen)) ? 0 : 1
}

/**
 * Kitchens that borrow from each other, so a dish of one sits beside a list of another: a daube
 * after a stifado. British, Irish, American and international plain cooking goes with any list.
 */
const KITCHEN_REGIONS: ReadonlyArray<readonly Cuisine[]> = [
  [
    'italian',
    'french',
    'spanish',
    'portuguese',
    'greek',
    'nordic',
    'eastern-european',
    'georgian',
    'german',
    'dutch',
  ],
  [
    'chinese',
    'japanese',
    'korean',
    'thai',
    'vietnamese',
    'malaysian',
    'indonesian',
    'filipino',
    'burmese',
    'pacific',
  ],
  ['middle-eastern', 'turkish', 'greek', 'persian', 'north-african', 'georgian'],
  ['indian', 'persian', 'malaysian', 'burmese'],
  ['west-african', 'ethiopian', 'north-african'],
  ['caribbean', 'mexican', 'brazilian', 'peruvian', 'cuban', 'argentinian', 'west-african'],
]
const PLAIN_KITCHENS: ReadonlySet<Cuisine> = new Set([
  'british',
  'irish',
  'american',
  'international',
])

/** The kitchen a classic is from; a composed dish is from none. */
function cuisineOf(option: DishOption | undefined): Cuisine | undefined {
  return option?.kind === 'classic' ? option.fit.classic.dish.cuisine : undefined
}

/** Whether a classic is from a kitchen far from the list's first idea's. */
function leavesKitchen(option: DishOption, kitchen: Cuisine | undefined): boolean {
  return farFrom(cuisineOf(option), kitchen)
}

/** Whether a dish of kitchen `own` is from far from the list's first idea's `kitchen`. */
function farFrom(own: Cuisine | undefined, kitchen: Cuisine | undefined): boolean {
  if (kitchen === undefined || own === undefined || own === kitchen) return false
  if (PLAIN_KITCHENS.has(kitchen) || PLAIN_KITCHENS.has(own)) return false
  return !KITCHEN_REGIONS.some((region) => region.includes(kitchen) && region.includes(own))
}

/** The visitor's items a dish uses, beyond the salt, oil and water every kitchen has. */
function ownItems(option: DishOption): number {
  let count = 0
  for (const candidate of option.used) if (!candidate.entry.tags.has('pantry')) count++
  return count
}

/** The visitor's items that fill a classic's essential places: what makes it that dish. */
function essentialItems(option: ClassicOption): Set<Candidate> {
  const items = new Set<Candidate>()
  for (const fill of option.fit.fills)
    if (fill.place.ingredient.need === 'essential') for (const item of fill.items) items.add(item)
  return items
}

/**
 * Two mains built on exactly the same meat or fish and the same other essentials are one dish in
 * two languages. (Not breakfasts: genfo and chechebsa are porridge and fried bread from one flour.)
 */
function sameEssentials(option: ClassicOption, earlier: ClassicOption): boolean {
  if (courseOf(option) !== 'main' || courseOf(earlier) !== 'main') return false
  // The meat need not come first: golabki and koupepia both start with the leaf they roll.
  const mine = essentialItems(option)
  if (![...mine].some((item) => STAR_CATEGORIES.has(item.entry.category))) return false
  const theirs = essentialItems(earlier)
  return mine.size >= SAME_DISH_ESSENTIALS && mine.size === theirs.size && isSubset(mine, theirs)
}

function sameDish(option: DishOption, earlier: DishOption): boolean {
  if (option.kind !== 'classic' || earlier.kind !== 'classic') return false
  return sameEssentials(option, earlier)
}

/** Families of a filling wrapped in bread, each kitchen's its own dish. */
const WRAPS: ReadonlySet<string> = new Set(['tacos'])

/**
 * A wrap of another kitchen than every earlier one of its family is another dish, not the same idea
 * renamed: after shish taouk with its garlic sauce, a Greek cook's souvlaki with tzatziki from the
 * same chicken, pitta and cucumber. (Two of one kitchen, shawarma after shish taouk, are one.)
 */
function anotherKitchensWrap(option: ClassicOption, earlier: readonly ClassicOption[]): boolean {
  const family = option.fit.classic.dish.family
  // Not one that buys its kitchen's spice: shawarma's ras el hanout bought after souvlaki.
  if (family === undefined || !WRAPS.has(family) || buysSpice(option)) return false
  const kitchen = option.fit.classic.dish.cuisine
  return earlier.every(
    (dish) =>
      dish === option ||
      methodOf(dish.fit.classic.dish.family ?? '') !== methodOf(family) ||
      dish.fit.classic.dish.cuisine !== kitchen,
  )
}

/**
 * Two classics of one family that take the same things from the list, buy the same and take about
 * as long are one dish under two names: thin pancakes are crêpes in French and pancakes with
 * lemon and sugar on Shrove Tuesday. (American pancakes buy baking powder, a risen batter; gricia
 * leaves out carbonara's eggs; overnight oats soak for hours where porridge cooks in ten minutes:
 * each is another dish.) With a star, a second dish of its family is refused anyway; without one,
 * this is the rule.
 */
function sameFamilyRetold(option: ClassicOption, earlier: ClassicOption): boolean {
  const family = option.fit.classic.dish.family
  if (family === undefined || family !== earlier.fit.classic.dish.family) return false
  const [quick, slow] = [option, earlier]
    .map((dish) => dish.fit.classic.dish.minutes)
    .sort((left, right) => left - right)
  if ((slow ?? 0) > (quick ?? 0) * SAME_FORM_TIME) return false
  const bought = (fit: ClassicFit) =>
    new Set(fit.fills.flatMap((fill) => (fill.extra === undefined ? [] : [fill.extra.id])))
  return sameSet(option.used, earlier.used) && sameSet(bought(option.fit), bought(earlier.fit))
}

function sameSet<T>(left: ReadonlySet<T>, right: ReadonlySet<T>): boolean {
  return left.size === right.size && isSubset(left, right)
}

/** Made the same way, two dishes take within this factor of each other's time. */
const SAME_FORM_TIME = 1.5

/** Sharing fewer essentials than this, two dishes are told apart by what else they hold. */
const SAME_DISH_ESSENTIALS = 3

function retells(option: DishOption, earlier: DishOption): boolean {
  // A dish on something the first did not have (a ragù's pasta, bought) is another dish.
  const boughtBase =
    option.kind === 'classic' &&
    option.fit.fills.some(
      (fill) => fill.place.ingredient.need === 'essential' && fill.extra !== undefined,
    )
  return (
    !boughtBase &&
    courseOf(option) === courseOf(earlier) &&
    option.used.size >= RETOLD_ITEMS &&
    isSubset(option.used, earlier.used)
  )
}

/**
 * A real dish that uses everything a composed one would is the dish a cook names: pad see ew
 * before "a chicken and noodle stir-fry" of the same items, bibimbap before a beef stir-fry.
 * Each classic moves up to just before the first family whose items it all uses. A classic that
 * already ranks above one that moves up goes before the family with it: when cottage pie beats
 * the composed mince stew, so does the savoury mince that outscored cottage pie.
 */
function namedDishesFirst(ranked: readonly DishOption[]): DishOption[] {
  const essentials = new Map<ClassicOption, boolean>()
  const placed = new Set<DishOption>()
  const result: DishOption[] = []
  for (const [at, option] of ranked.entries()) {
    if (placed.has(option)) continue
    if (option.kind === 'family') {
      // The classics ranked after this family so far, in order: those ranked above one that
      // moves before the family for what of the list it uses may move with it.
      const between: DishOption[] = []
      for (const [index, other] of ranked.entries()) {
        if (other.kind !== 'classic' || placed.has(other)) continue
        if (index > at) between.push(other)
        // Or a classic of the very kind the family composes (egg fried rice before "a fried
        // rice"), when it uses the list nearly as well: the two would be one dish told twice.
        const sameKind =
          other.fit.classic.dish.family === option.id &&
          other.coverage >= option.coverage * SAME_KIND_FIRST
        if (sameKind || carriesSignature(other, option, essentials)) {
          // Its own kind or signature moves this dish, not how much of the list it uses.
          placed.add(other)
          result.push(other)
        } else if (
          (other.used.size >= option.used.size && isSubset(option.used, other.used)) ||
          potAllBut(option, other) ||
          stirFryAllButGarnish(option, other) ||
          allButOddItem(option, other)
        ) {
          for (const earlier of between) {
            if (placed.has(earlier) || !(earlier === other || asGoodAs(earlier, other))) continue
            placed.add(earlier)
            result.push(earlier)
          }
        }
      }
    }
    placed.add(option)
    result.push(option)
  }
  return result
}

/** What a dish that goes before another must not leave out of those the other uses. */
const KEPT_BY_THE_BETTER: ReadonlySet<string> = new Set([...STAR_CATEGORIES, 'cured-meat', 'egg'])

/**
 * A classic ranked above another uses the list as well as that one does, its meat, fish, eggs and
 * seasonings and all: then it goes wherever the other goes. (Bubble and squeak that leaves the
 * chouriço out does not follow caldo verde before the potato hash.)
 */
function asGoodAs(option: DishOption, other: DishOption): boolean {
  if (option.coverage < other.coverage) return false
  for (const item of other.used)
    if (
      (isSeasoning(item) || KEPT_BY_THE_BETTER.has(item.entry.category)) &&
      !option.used.has(item)
    )
      return false
  return true
}

/**
 * The list put in a pot or a tin with one more of its vegetables than a named dish uses is still
 * that dish a cook names: pork mince, cabbage, rice, passata and a carrot are for gołąbki, not a
 * "Pork Mince & Carrot Casserole"; lamb chops, lemon, rigani and garlic beside tomatoes are
 * paidakia, not a tray bake.
 */
function potAllBut(pot: DishOption, classic: ClassicOption): boolean {
  if (!(POTS.has(pot.id) || ONE_TIN.has(pot.id)) || classic.used.size < POT_NAMED_ITEMS)
    return false
  const left = [...pot.used].filter((candidate) => !classic.used.has(candidate))
  // Not a starchy vegetable, which is what the pot is built on: cassava with goat, onion and
  // tomatoes is a goat and cassava stew, not a light soup without the cassava.
  return (
    left.length === 1 &&
    classic.used.size >= pot.used.size - 1 &&
    left.every(
      (candidate) =>
        VEGETABLES.has(candidate.entry.category) && !candidate.entry.tags.has('starchy'),
    )
  )
}
/** A named dish goes before the pot only when it uses at least this many of the list's items. */
const POT_NAMED_ITEMS = 4

/**
 * A stir-fry of the list that tosses in one more onion or herb than a named dish uses is still that
 * dish a cook names: rice cakes, beef, shiitake, carrot and soy are gungjung tteokbokki, whatever
 * the spring onion does; cold chicken, cabbage, lime, fish sauce and peanuts are gỏi gà with or
 * without the fried shallots. Not a mushroom, a green or a meat: pak choi with shiitake is its own
 * stir-fry, not greens in oyster sauce that leave the shiitake out.
 */
function stirFryAllButGarnish(stirFry: DishOption, classic: ClassicOption): boolean {
  if (stirFry.id !== 'stir-fry' || classic.used.size < STIR_FRY_NAMED_ITEMS) return false
  const left = [...stirFry.used].filter((candidate) => !classic.used.has(candidate))
  return (
    left.length === 1 &&
    classic.used.size >= stirFry.used.size - 1 &&
    left.every((candidate) => GARNISHES.has(candidate.entry.category))
  )
}
/**
 * A list typed for a named dish with one odd item beside it (the leftover rice, the halloumi, the
 * broccoli from the fridge) is still that dish to a cook, not a frittata, pasta or tray bake that
 * throws the odd item in: piperade, not a rice and pepper frittata; adobong pusit, not pan-fried
 * squid with broccoli. Only a named dish of five or more of the list's items that buys little, and
 * never when the item it leaves out is one a list is about.
 */
function allButOddItem(family: DishOption, classic: ClassicOption): boolean {
  if (classic.used.size < ODD_ITEM_NAMED_ITEMS || classic.fit.extras > ODD_ITEM_EXTRAS) return false
  // Four of the list are that dish only when it buys nothing besides: huevos a la mexicana with the
  // spinach, but not potato cakes that want flour when the potatoes, eggs and tomatoes make a frittata.
  if (classic.used.size < ODD_ITEM_FULL_NAMED_ITEMS && classic.fit.extras > 0) return false
  // A bake's walnuts or raisins are no fridge odds and ends: banana pancakes with the walnuts, not
  // waffles without them.
  if (
    mealSide(classic) === 'sweet' ||
    [...classic.used].some((candidate) => BAKE_MAKINGS.has(candidate.entry.category))
  )
    return false
  // A composed dish of the classic's own kind that also takes the item is the better telling of
  // it: a sausage pasta bake with the pepper, not a baked ziti without it.
  if (methodOf(classic.fit.classic.dish.family ?? '') === methodOf(family.id)) return false
  const left = [...family.used].filter((candidate) => !classic.used.has(candidate))
  return (
    left.length === 1 &&
    classic.used.size >= family.used.size - 1 &&
    left.every(
      (candidate) =>
        !STAR_CATEGORIES.has(candidate.entry.category) &&
        !NOT_ODD_CATEGORIES.has(candidate.entry.category) &&
        !(candidate.entry.tags.has('starchy') && !candidate.entry.tags.has('cooked')),
    )
  )
}
const ODD_ITEM_NAMED_ITEMS = 4
/** From this many of the list, a named dish beside an odd item may buy a little (ODD_ITEM_EXTRAS). */
const ODD_ITEM_FULL_NAMED_ITEMS = 5
/** What a list is about as much as its meat: the ham ends and eggs of a frittata, the sausages
 * of a pasta bake, the shiitake of pak choi with mushrooms. (A raw starchy root, the cassava of a
 * goat stew, is too.) */
const NOT_ODD_CATEGORIES: ReadonlySet<string> = new Set(['cured-meat', 'egg', 'mushroom'])
const ODD_ITEM_EXTRAS = 2

/** A named dish goes before a stir-fry of the list only when it uses this many of its items. */
const STIR_FRY_NAMED_ITEMS = 5
const GARNISHES: ReadonlySet<string> = new Set(['allium', 'herb'])

/**
 * A named dish that uses everything another uses and more of the list comes before it, when it
 * scores nearly as well: bucatini, beef mince, tomatoes, cinnamon, milk, eggs and kefalotyri are
 * pastitsio, not meatballs that leave the cinnamon out because pastitsio lacks an onion.
 */
function fullerFirst(ranked: readonly DishOption[]): DishOption[] {
  const result = [...ranked]
  for (let index = 0; index < result.length; index++) {
    const option = result[index]
    if (option?.kind !== 'classic') continue
    const fuller = result.findIndex(
      (other, at) =>
        at > index &&
        other.kind === 'classic' &&
        other.used.size > option.used.size &&
        other.coverage >= option.coverage - fullerMargin(option, other) &&
        isSubset(option.used, other.used),
    )
    if (fuller > index) {
      result.splice(index, 0, ...result.splice(fuller, 1))
      // The dish moved up is looked at again: a still fuller one below comes before it too (chile
      // colorado, barbacoa with the cloves, birria with the cinnamon and cloves as well). Each move
      // takes a dish using more items, so this ends.
      index--
    }
  }
  return result
}
/** How much less well a fuller dish may score and still come first. */
const FULLER_MARGIN = 1.5
/**
 * A fuller dish that also uses a kitchen's signature the other leaves out may cost the cook two
 * extras more: okra, tomatoes, onion and amchur are bhindi masala, though it buys cumin and
 * turmeric and okra with tomatoes buys nothing.
 */
const SIGNED_FULLER_MARGIN = 3
function fullerMargin(option: DishOption, fuller: DishOption): number {
  return [...fuller.used].some((item) => !option.used.has(item) && isSignature(item))
    ? SIGNED_FULLER_MARGIN
    : FULLER_MARGIN
}

/** Seasonings: what gives a dish its kitchen. */
const SEASONINGS: ReadonlySet<string> = new Set(['sauce', 'spice', 'condiment'])
/**
 * Named by the dishes of at most this many kitchens, a seasoning is a kitchen's signature (berbere,
 * gochujang, barbecue sauce), not an everyday one (soy sauce, cumin). Counted by kitchens, not
 * dishes: a line of 17 dishes moved every time a kitchen gained another barbecue or gochujang dish,
 * and the same figures were measured on every evaluation set either way (2026-11-28).
 */
const SIGNATURE_KITCHENS = 3
/**
 * A cooking fat only this many kitchens cook with marks its kitchen as a seasoning does: palm oil
 * on a list of black-eyed beans and plantain is red-red, not fried plantain with the beans beside
 * it and the palm oil left over. (Everyday fats, butter, lard, olive oil, are named everywhere.)
 */
const SIGNATURE_FAT_KITCHENS = 2
const PROTEINS: ReadonlySet<string> = new Set(['meat', 'poultry', 'fish', 'seafood'])
const VEGETABLES: ReadonlySet<string> = new Set([
  'allium',
  'root-veg',
  'leafy-veg',
  'brassica',
  'fruiting-veg',
  'pod-veg',
  'mushroom',
  'stalk-veg',
  'herb',
])

/** A seasoning the visitor brought, not salt and pepper from the pantry. */
function isSeasoning(candidate: Candidate): boolean {
  return SEASONINGS.has(candidate.entry.category) && !candidate.entry.tags.has('pantry')
}

function isSignature(candidate: Candidate): boolean {
  const { entry } = candidate
  let signature = SIGNATURES.get(entry.id)
  if (signature === undefined) {
    signature =
      (SEASONINGS.has(entry.category) && kitchensNaming(entry.id) <= SIGNATURE_KITCHENS) ||
      (entry.category === 'oil-fat' && kitchensNaming(entry.id) <= SIGNATURE_FAT_KITCHENS)
    SIGNATURES.set(entry.id, signature)
  }
  return signature
}

// Asked for every pair of a composed and a named dish a long list fits: worked out once per entry
// (the library and the lexicon never change while the server runs).
const SIGNATURES = new Map<string, boolean>()

/** A dish built on a signature the first idea leaves out goes first if it uses the list this well. */
const SIGNATURE_FIRST = 0.6

/**
 * A named sauce or a kitchen's seasoning on the list is what the list is for: skirt steak with a
 * jar of chimichurri is steak with chimichurri, not steak and chips with the chimichurri "not used".
 * When the first idea uses none of the list's seasonings, a classic that has a signature as an
 * essential, keeps the star and uses the list nearly as well goes first. (A first idea seasoned
 * from the list keeps its place: jeyuk bokkeum's gochujang before samgyeopsal's ssamjang.) The index of that classic, or -1.
 */
function signatureFirst(
  ranked: readonly DishOption[],
  usesStar: (option: DishOption) => boolean,
): number {
  const top = ranked[0]
  if (top === undefined || !MEAL_COURSES.has(courseOf(top))) return -1
  if ([...top.used].some(isSeasoning)) return -1
  return ranked.findIndex(
    (option) =>
      option.kind === 'classic' &&
      MEAL_COURSES.has(courseOf(option)) &&
      usesStar(option) &&
      option.coverage >= top.coverage * SIGNATURE_FIRST &&
      option.fit.fills.some(
        (fill) =>
          fill.place.ingredient.need === 'essential' &&
          fill.items.some((item) => isSignature(item) && !top.used.has(item)),
      ),
  )
}

/** A dish the list names by its own word for an item goes first if it uses the list this well. */
const OWN_WORD_FIRST = 0.5

/**
 * A family that types a food by its dish's name means that dish: "rajma, tomatoes, basmati" is a
 * Punjabi cook's rajma chawal, not a burrito bowl that buys nothing for the kidney beans. When an
 * item was typed as a classic's very title, that classic goes first if it keeps the star and uses
 * the list half as well as the best. The index of that classic, or -1.
 */
function ownWordFirst(
  ranked: readonly DishOption[],
  usesStar: (option: DishOption) => boolean,
): number {
  const top = ranked[0]
  if (top === undefined) return -1
  return ranked.findIndex(
    (option) =>
      option.kind === 'classic' &&
      usesStar(option) &&
      option.coverage >= top.coverage * OWN_WORD_FIRST &&
      [...option.used].some(
        (item) =>
          item.match.named !== undefined &&
          item.match.named === titleWords(option.fit.classic.dish.title),
      ),
  )
}

// Asked of every named dish a long list fits, on every request: each title's words once.
const TITLE_WORDS = new Map<string, string>()

function titleWords(title: string): string {
  let words = TITLE_WORDS.get(title)
  if (words === undefined) {
    words = normaliseWords(title).join(' ')
    TITLE_WORDS.set(title, words)
  }
  return words
}

/** Bought pastry: the sheets a pie or a tart is made of. */
const PASTRIES: ReadonlySet<string> = new Set(['filo pastry', 'puff pastry', 'shortcrust pastry'])
/** A pie on the list's pastry goes first if it uses the list this well. */
const PASTRY_FIRST = 0.5

/**
 * Pastry on a list is what the list is for: filo, feta, courgettes and eggs are a kolokythopita,
 * not an omelette that leaves the filo in the fridge. When the first idea is a composed dish that
 * leaves the list's pastry out, a classic with that pastry as an essential, which keeps the star
 * and uses the list half as well, goes first. The index of that classic, or -1.
 */
function pastryFirst(
  ranked: readonly DishOption[],
  candidates: readonly Candidate[],
  usesStar: (option: DishOption) => boolean,
): number {
  const top = ranked[0]
  if (top === undefined || top.kind !== 'family') return -1
  const loose = candidates.filter(
    (candidate) => PASTRIES.has(candidate.entry.id) && !top.used.has(candidate),
  )
  if (loose.length === 0) return -1
  return ranked.findIndex(
    (option) =>
      option.kind === 'classic' &&
      usesStar(option) &&
      option.coverage >= top.coverage * PASTRY_FIRST &&
      option.fit.fills.some(
        (fill) =>
          fill.place.ingredient.need === 'essential' &&
          fill.items.some((item) => loose.includes(item)),
      ),
  )
}

/** A dish built on the list's leftover base goes first if it uses the list this well. */
const LEFTOVER_BASE_FIRST = 0.6
/** Categories whose cooked leftovers are a dish's base: yesterday's rice, pasta, noodles, mash. */
const BASE_CATEGORIES: ReadonlySet<string> = new Set(['rice', 'pasta', 'noodles', 'root-veg'])

/**
 * Whether a dish is built on this item: a classic's first place, a composed dish's leading role
 * or the base it is served on (a curry's rice).
 */
function builtOnItem(option: DishOption, item: Candidate): boolean {
  if (option.kind === 'classic') return option.fit.fills[0]?.items.includes(item) === true
  return option.fit.family.roles.some(
    (role) =>
      (role.leads === true || role.id === 'base') &&
      option.fit.byRole.get(role.id)?.includes(item) === true,
  )
}

/**
 * Leftover rice, pasta, noodles or mash on a list are what it is for: a cook clearing the fridge
 * builds the meal on them (fried rice from yesterday's rice, the ham, the carrot and two eggs),
 * not a frittata that stirs the rice in as a filler. When the first idea is a composed dish that
 * is not built on such a leftover, a savoury dish built on it that keeps the star and the first
 * idea's seasonings and uses the list nearly as well goes first. (A classic that uses the rice
 * its own way keeps its place: kedgeree.) The index of that dish, or -1.
 */
function leftoverBaseFirst(
  ranked: readonly DishOption[],
  candidates: readonly Candidate[],
  usesStar: (option: DishOption) => boolean,
): number {
  const top = ranked[0]
  if (top === undefined || mealSide(top) === 'sweet') return -1
  const bases = candidates.filter(
    (candidate) =>
      candidate.entry.tags.has('cooked') && BASE_CATEGORIES.has(candidate.entry.category),
  )
  const loose = bases.filter((base) => top.kind === 'family' && !builtOnItem(top, base))
  if (loose.length === 0) return -1
  // Not at the cost of the list's seasoning: rice beside a curry paste and coconut milk is served
  // with the curry, not fried.
  const seasonings = [...top.used].filter(isSeasoning)
  return ranked.findIndex(
    (option) =>
      option !== top &&
      mealSide(option) !== 'sweet' &&
      usesStar(option) &&
      option.coverage >= top.coverage * LEFTOVER_BASE_FIRST &&
      seasonings.every((item) => option.used.has(item)) &&
      loose.some((base) => builtOnItem(option, base)),
  )
}

/**
 * A list that carries a dish's signature is for that dish: pork mince, tofu, doubanjiang and
 * Sichuan pepper are mapo tofu, even with shiitake and green beans beside them that a composed
 * stir-fry of everything would also take. The classic has a signature seasoning of the list as
 * one of its essentials, and uses every signature seasoning and every protein the composed dish
 * does: what the composed dish adds is only more vegetables, which make another dish (not the
 * leftover rice a fried rice is built on). The list
 * has a protein the dish is built on, or two signatures.
 */
function carriesSignature(
  classic: ClassicOption,
  family: DishOption,
  essentials: Map<ClassicOption, boolean>,
): boolean {
  // A long list pairs each named dish with every composed one: worked out once per call.
  let essential = essentials.get(classic)
  if (essential === undefined)
    essentials.set(classic, (essential = signatureEssential(classic.fit)))
  if (!essential) return false
  let proteins = 0
  let signatures = 0
  for (const candidate of family.used) {
    const protein = PROTEINS.has(candidate.entry.category)
    const signature = isSignature(candidate)
    const vegetable = VEGETABLES.has(candidate.entry.category)
    if (!classic.used.has(candidate) && (protein || signature || !vegetable)) return false
    if (protein) proteins++
    if (signature) signatures++
  }
  // One seasoning alone, with no meat or fish to build on, is a weaker cue: a jar of salsa on a
  // tortilla list is for many dishes.
  return proteins > 0 || signatures > 1
}

/** Whether a signature of the list fills one of the dish's essential places. */
function signatureEssential(fit: ClassicFit): boolean {
  return fit.fills.some((fill) => fill.place.need === 'essential' && fill.items.some(isSignature))
}

/** Whether one title is the other with words added after it: "Chilaquiles Rojos" is chilaquiles
 * (but "Fatteh Hummus" is its own dish, not hummus). */
function sameDishNamed(left: string, right: string): boolean {
  const [short, long] = left.length <= right.length ? [left, right] : [right, left]
  const shortWords = withoutRetoldWord(short.toLowerCase().split(/\s+/))
  const longWords = withoutRetoldWord(long.toLowerCase().split(/\s+/))
  return shortWords.every((word, index) => longWords[index] === word)
}

/**
 * Words before a title that tell the same dish again, not another: "Nigerian Jollof Rice" after
 * "Jollof Rice", "Homemade Manti" after "Manti". (Not every leading word: banana bread is not
 * bread, and Thai fishcakes are not a British cook's fishcakes.)
 */
const RETOLD_WORDS: ReadonlySet<string> = new Set(['american', 'nigerian', 'homemade', 'leftover'])

/** The title's words without a leading retold word (the course prefix "main:" kept in front). */
function withoutRetoldWord(words: readonly string[]): readonly string[] {
  const [head, next, ...rest] = words
  if (head === undefined || next === undefined) return words
  const [course, first] = head.includes(':') ? head.split(':', 2) : ['', head]
  if (first === undefined || !RETOLD_WORDS.has(first)) return words
  return [course === '' ? next : `${course}:${next}`, ...rest]
}

function isSubset<T>(small: ReadonlySet<T>, big: ReadonlySet<T>): boolean {
  for (const item of small) if (!big.has(item)) return false
  return true
}

/** Words that tell kinds of one thing apart: a curry paste is red, green, yellow… */
const KINDS: ReadonlyArray<ReadonlySet<string>> = [new Set(['red', 'green', 'yellow'])]

/**
 * Whether a dish's title names one kind of a thing where the visitor's own name for that thing
 * says another ("Thai Red Curry" for "green curry paste"). Only a name that shares a word with
 * the title counts: green chillies say nothing about a red curry.
 */
function namesAnotherKind(title: string, named: readonly string[]): boolean {
  const titleWords = new Set(title.toLowerCase().split(/\W+/))
  return named.some((name) => {
    const words = name.split(' ')
    return KINDS.some((kinds) => {
      const shares = words.some((word) => !kinds.has(word) && titleWords.has(word))
      const inName = words.filter((word) => kinds.has(word))
      const inTitle = [...kinds].filter((kind) => titleWords.has(kind))
      return (
        shares &&
        inName.length > 0 &&
        inTitle.length > 0 &&
        !inTitle.some((kind) => inName.includes(kind))
      )
    })
  })
}

/**
 * Families that are one method told with other seasonings: the same meat and vegetables simmered
 * in a pot is one idea, whether it is called a stew, a curry or a chilli. After one of them,
 * "Another idea" goes to another method.
 */
const SAME_POT: ReadonlySet<string> = new Set(['stew', 'curry', 'chilli'])

const POT = 'pot'

function methodOf(family: string): string {
  return SAME_POT.has(family) ? POT : family
}
