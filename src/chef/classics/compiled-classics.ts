import type { Amount, Category, LexiconEntry, Tag } from '../lexicon/lexicon.ts'
import { KITCHEN_BLEND_STAND_INS } from './kitchen-blends.ts'
import { LEXICON, TAGS, lexiconEntry } from '../lexicon/lexicon.ts'
import { isUnit } from '../lexicon/lexicon-types.ts'
import { ALL_CLASSICS } from './all-classics.ts'
import { CLASSIC_PRECEDENCE } from './classic-precedence.ts'
import { boilsAndPeelsEgg } from './boiled-eggs.ts'
import { STATE_NAMES } from './place-states.ts'
import type { ClassicDish, ClassicIngredient } from './classic-types.ts'

// The classics are data; this turns each one, once, on load, into what matching needs: for every
// ingredient place, which lexicon entries fill it and how well. A misspelt id or tag throws here,
// so every test fails on a typo instead of a dish silently never matching.

/** The pantry basics a classic may list without counting them as extras. */
export const PANTRY_IDS: ReadonlySet<string> = new Set([
  'salt',
  'black pepper',
  'cooking oil',
  'water',
])

/** An amount as written in a classic: a scalable quantity, or words shown as they are. */
export type ClassicAmount = { kind: 'quantity'; amount: Amount } | { kind: 'words'; text: string }

export function parseClassicAmount(text: string): ClassicAmount {
  const match = /^(\d+(?:\.\d+)?)(?: ([a-z]+))?$/.exec(text.trim())
  if (match !== null) {
    const quantity = Number(match[1])
    const unit = match[2] ?? ''
    if (quantity > 0 && (unit === '' || isUnit(unit))) {
      return { kind: 'quantity', amount: { quantity, unit: unit === '' ? '' : unit } }
    }
  }
  return { kind: 'words', text: text.trim() }
}

export interface CompiledPlace {
  ingredient: ClassicIngredient
  // The ingredient's need, firmness and ripeness, copied here because the dish data's ingredient
  // objects come in many shapes: read in the chef's hottest loop, every place alike is quicker.
  need: ClassicIngredient['need']
  firm: boolean
  ripeness: ClassicIngredient['ripeness']
  tortilla: ClassicIngredient['tortilla']
  driedOnly: boolean
  /** `boughtDry` or `groundRaw`: the visitor's beans of unstated form are the dry ones. */
  boughtDry: boolean
  /** For each lexicon id that fills this place, its preference: 0 is best. */
  rank: ReadonlyMap<string, number>
  /** What is bought when the visitor has nothing for a usual place, or listed for a pantry one. */
  fallback: LexiconEntry | undefined
  amount: ClassicAmount
  takes: number
  /** Places named by exact ids are filled before broad ones (`@quick-veg`), so spring onions go to
   * "the spring onions", not to "the vegetables". */
  broad: boolean
  /**
   * When the method names this place only inside `[…]` parts that also name other places, the
   * other places of each such part (the milk of "[ Soak the {bread} in the {milk}.]"), and the
   * states those parts ask of them ("curry:loose" of "[{curry:loose}Heat the {flour}…]"): the
   * place is used, or bought, only when every place of one part is filled in the state it asks.
   * Undefined when a step names it outright.
   */
  onlyWith: readonly (readonly string[])[] | undefined
}

export interface CompiledClassic {
  dish: ClassicDish
  /** Essential places first, then usual, optional and pantry; narrow before broad in each. */
  places: readonly CompiledPlace[]
}

const NEED_ORDER = { essential: 0, usual: 1, optional: 2, pantry: 3 } as const

function entriesFor(spec: string, dishId: string): readonly LexiconEntry[] {
  if (spec.startsWith('#')) {
    const category = spec.slice(1) as Category
    const found = LEXICON.filter((entry) => entry.category === category)
    if (found.length === 0) throw new Error(`Classic "${dishId}": no category "${spec}"`)
    return found
  }
  if (spec.startsWith('@')) {
    const tag = spec.slice(1)
    if (!(TAGS as readonly string[]).includes(tag)) {
      throw new Error(`Classic "${dishId}": no tag "${spec}"`)
    }
    return LEXICON.filter((entry) => entry.tags.has(tag as Tag))
  }
  try {
    return [lexiconEntry(spec)]
  } catch {
    throw new Error(`Classic "${dishId}": no lexicon entry "${spec}"`)
  }
}

/**
 * Lexicon entries that name a food without its cut: "chicken" on a list is whatever chicken the
 * visitor has, so a dish that takes chicken breast or thighs takes it too (after the cuts it names).
 */
const UNCUT: ReadonlyArray<readonly [string, ReadonlySet<string>]> = [
  ['chicken', new Set(['chicken breast', 'chicken thigh', 'chicken drumstick'])],
  ['white fish', new Set(['cod', 'haddock'])],
]

/**
 * Solid fats a cook fries in as they would in oil ("crisco" for fried chicken): a place whose oil
 * is "for frying" takes them too, after the oil.
 */
const FRYING_FATS: readonly string[] = ['shortening', 'lard']

/**
 * Crème fraîche goes where cream goes, stirred into a sauce, a soup or a mash (it does not split
 * when it boils) or spooned alongside a pudding, so a place that takes cream takes it too, after
 * the cream; not where the cream is whipped, set (a posset, a panna cotta) or beaten with eggs
 * into a custard or a soak, which crème fraîche will not do.
 */
const WHIPPED_OR_SET = /\bwhip|\bpeaks\b|gelatine|\b(?:until|to) set\b/i
const CUSTARD_OR_SOAK =
  /custard|\bsoak|\bdip\b|\bwhisk[^.]*\beggs?\b|\beggs?\b[^.]*\bwhisk|\bbeat[^.]*\beggs?\b|\beggs?\b[^.]*\bbeat/i

const CHILLI_COOKED_IN = /\b(?:blend|pound|paste|fry|fried|simmer|stir|cook)/i
const CHILLI_LEFT_WHOLE = /\bwhole\b|\bto serve\b|\bscatter|\bgarnish|\bslit\b/i

function cooksInChilli(dish: ClassicDish, key: string): boolean {
  const steps = dish.method.filter((step) => step.includes(`{${key}}`))
  return (
    steps.some((step) => CHILLI_COOKED_IN.test(step)) &&
    !steps.some((step) => CHILLI_LEFT_WHOLE.test(step))
  )
}

function takesCremeFraiche(dish: ClassicDish, key: string): boolean {
  if (dish.method.some((step) => WHIPPED_OR_SET.test(step))) return false
  return !dish.method.some((step) => step.includes(`{${key}}`) && CUSTARD_OR_SOAK.test(step))
}

/**
 * Foods a cook puts in the place of another, after it: the written food first, then these. Pork
 * belly braises, stir-fries and roasts where shoulder does (not where the meat is pulled or
 * shredded: belly falls to fat, not strands); short-grain rice goes where jasmine rice is cooked by
 * absorption and into the risotto or pudding a short grain is made for; culantro stands for
 * coriander and cheiro verde (parsley and spring onion) for parsley.
 */
const STAND_INS: ReadonlyArray<
  readonly [string, string, ((dish: ClassicDish, key: string) => boolean)?]
> = [
  ['pork shoulder', 'pork belly', (dish, key) => !pullsOrShreds(dish, key)],
  // Mixed pork and beef mince goes where a dish takes either meat's mince.
  ['beef mince', 'pork and beef mince', (dish, key) => takesBothMinces(dish, key)],
  ['pork mince', 'pork and beef mince', (dish, key) => takesBothMinces(dish, key)],
  ['jasmine rice', 'short grain rice'],
  ['risotto rice', 'short grain rice'],
  ['pudding rice', 'short grain rice'],
  ['coriander', 'culantro'],
  ['parsley', 'cheiro verde'],
  // Foods that were filed under another (issue 18, third read) and cook like it: a cheese that
  // melts like gouda, a mushroom that fries like button or shiitake, a green blanched like pak
  // choi, a bean cooked like borlotti. A Japanese curry block only where the katsu sauce stood
  // for the curry; oyster mushrooms and wood ear beside shiitake, not in a dish named for it.
  ['gouda', 'monterey jack'],
  ['cheddar', 'monterey jack'],
  ['gouda', 'provolone'],
  ['gouda', 'manchego'],
  ['gouda', 'kasar'],
  ['gouda', 'kasseri'],
  ['katsu sauce', 'japanese curry roux', (_dish, key) => /curry/.test(key)],
  // Vegetarian gravy granules make the gravy of a dish served with gravy, never a soup's stock.
  [
    'beef stock',
    'vegetarian gravy',
    (dish) => /\bgravy\b/i.test(`${dish.title} ${dish.description}`),
  ],
  // A chilli paste goes where fresh or dried chillies are blended, fried or simmered into the
  // dish, measured out (never where they are scattered raw or left whole).
  ['chilli', 'chilli paste', (dish, key) => cooksInChilli(dish, key)],
  ['dried red chillies', 'chilli paste', (dish, key) => cooksInChilli(dish, key)],
  ['passata', 'tomato sauce'],
  // The visitor's tomato paste, loosened in the pot's own liquid, is the tomato of a soup, stew or
  // braise that wants a tin but is not built on it: a cook's read found a minestrone and a ragu
  // buy a tin beside the paste on the list. A dish built on tomatoes (a tomato sauce, shakshuka)
  // still wants them, and one that wants paste as well (karnıyarık) keeps the paste for that.
  ['canned tomatoes', 'tomato puree', (dish, key) => !builtOn(dish, key) && !wantsPaste(dish, key)],
  ['orange juice', 'pineapple juice'],
  ['maple syrup', 'date syrup'],
  ['plain flour', 'wholemeal flour'],
  ['pancakes', 'waffles'],
  ...KITCHEN_BLEND_STAND_INS,
  ['borlotti beans', 'pinto beans'],
  ['shiitake mushrooms', 'oyster mushrooms', (dish) => !namesShiitake(dish)],
  ['mushrooms', 'oyster mushrooms'],
  ['mushrooms', 'chanterelles'],
  ['shiitake mushrooms', 'wood ear mushrooms', (dish) => !namesShiitake(dish)],
  ['kingklip', 'yellowtail'],
  ['water chestnuts', 'bamboo shoots'],
  ['pak choi', 'gai lan'],
  ['tapioca', 'sago'],
  ['lime', 'calamansi'],
  ['polenta', 'maize flour'],
  ['moong dal', 'split peas'],
  ['chard', 'dandelion greens'],
  ['dried apricots', 'dried figs'],
  ['oregano', 'marjoram'],
  // Salt pork renders in a pot as bacon does (baked beans, chowder, a pot of lentils or greens),
  // but it is no rasher for a grill, a sandwich or a breakfast plate.
  ['bacon', 'salt pork', (dish, key) => simmersBacon(dish, key)],
  // Fourth read: cuttlefish cooks as squid does; bonito steaks sear as tuna steaks do; the Greek cheeses
  // grate like parmesan or melt like gruyère; kefir sours a batter as buttermilk does; white
  // pepper seasons where black does; maitake and enoki go where shiitake went (not in a dish
  // named for it), maitake and porcini into a pan of mushrooms. Brown sauce is the table sauce of
  // a British plate and the stand-in for okonomiyaki sauce, never the barbecue sauce of ribs.
  ['squid', 'cuttlefish'],
  ['tuna steak', 'bonito'],
  ['parmesan', 'kefalotyri'],
  ['gruyere', 'graviera'],
  ['gouda', 'graviera'],
  ['buttermilk', 'kefir milk'],
  ['black pepper', 'white pepper'],
  ['shiitake mushrooms', 'maitake', (dish) => !namesShiitake(dish)],
  ['shiitake mushrooms', 'enoki mushrooms', (dish) => !namesShiitake(dish)],
  ['mushrooms', 'maitake'],
  ['mushrooms', 'porcini'],
  // Shimeji go where shiitake went (not in a dish named for it) and into a pan of mushrooms.
  ['shiitake mushrooms', 'shimeji', (dish) => !namesShiitake(dish)],
  ['mushrooms', 'shimeji'],
  // Shanghai noodles cook as udon or thick egg noodles do.
  ['udon noodles', 'shanghai noodles'],
  ['egg noodles', 'shanghai noodles'],
  ['bbq sauce', 'brown sauce', (dish) => dish.cuisine === 'british' || dish.cuisine === 'japanese'],
  // Sixth read: in a savoury dish the sugar only rounds the seasoning, so the sweetener the visitor
  // has does it rather than a bag bought (Korean corn syrup in a fish-cake glaze, jaggery in a
  // dhokla); a bake's sugar is its structure and stays as written.
  ['sugar', 'brown sugar', (dish) => !SWEET_COURSES.has(dish.course)],
  ['sugar', 'golden syrup', (dish) => !SWEET_COURSES.has(dish.course)],
  ['sugar', 'honey', (dish) => !SWEET_COURSES.has(dish.course)],
  ['brown sugar', 'sugar', (dish) => !SWEET_COURSES.has(dish.course)],
  // Duck or goose fat and beef dripping fry and roast where lard does, in the pan's fat, not in a
  // pastry or a dough made short with lard.
  ['lard', 'duck fat', (dish, key) => fryingFat(dish, key)],
  ['lard', 'beef dripping', (dish, key) => fryingFat(dish, key)],
  ['lard', 'lamb fat', (dish, key) => fryingFat(dish, key)],
  // Shaoxing wine was read as mirin until it carried its own gluten: it still goes where a dish
  // wrote mirin for its rice wine.
  ['mirin', 'shaoxing wine'],
  // Taro leaves go where a dish wrote callaloo, with the long simmer their treatment adds.
  ['callaloo', 'taro leaves'],
  // Whatever onion is in the basket goes in the pot: a family that buys red onions or shallots
  // cooks bamia, grechka or aloo keema with them (a red onion was leaving aloo keema to albondigas).
  // Only where the dish would otherwise buy its onion: a red onion typed for a souvlaki's garnish
  // is not spent on the optional half onion of another dish's poaching broth.
  ['onion', 'red onion', (dish, key) => boughtIfMissing(dish, key)],
  ['onion', 'shallot', (dish, key) => boughtIfMissing(dish, key)],
  ['shallot', 'onion', (dish, key) => boughtIfMissing(dish, key)],
]

function boughtIfMissing(dish: ClassicDish, key: string): boolean {
  const need = dish.ingredients.find((ingredient) => ingredient.key === key)?.need
  return need === 'essential' || need === 'usual'
}

const SWEET_COURSES: ReadonlySet<string> = new Set(['dessert', 'baking', 'drink'])

const RASHER = /\bgrill|\bsandwich|\btoast/i

function fryingFat(dish: ClassicDish, key: string): boolean {
  return dish.ingredients.some(
    (ingredient) => ingredient.key === key && ingredient.need === 'pantry',
  )
}

function simmersBacon(dish: ClassicDish, key: string): boolean {
  return (
    (dish.course === 'main' || dish.course === 'soup') &&
    !dish.method.some((step) => step.includes(`{${key}}`) && RASHER.test(step))
  )
}

function takesBothMinces(dish: ClassicDish, key: string): boolean {
  const accepts = dish.ingredients.find((ingredient) => ingredient.key === key)?.accepts ?? []
  return accepts.includes('beef mince') && accepts.includes('pork mince')
}

function wantsPaste(dish: ClassicDish, key: string): boolean {
  return dish.ingredients.some(
    (ingredient) =>
      ingredient.key !== key &&
      ingredient.need !== 'optional' &&
      ingredient.accepts.includes('tomato puree'),
  )
}

function builtOn(dish: ClassicDish, key: string): boolean {
  return dish.ingredients.some(
    (ingredient) => ingredient.key === key && ingredient.need === 'essential',
  )
}

/** A dish named for its shiitake ("steamed chicken with shiitake") is not made with another. */
const namesShiitake = (dish: ClassicDish): boolean => /shiitake/i.test(dish.title)

const PULLED = /\bpulls? (?:it |them )?apart|\bpulled\b|\bshred (?:it|them|the (?:pork|meat))\b/i
const THE_MEAT = /\b(?:pork|meat)\b/i

function pullsOrShreds(dish: ClassicDish, key: string): boolean {
  return (
    /\bpulled\b/i.test(dish.title) ||
    dish.method.some(
      (step) => PULLED.test(step) && (step.includes(`{${key}}`) || THE_MEAT.test(step)),
    )
  )
}

function compilePlace(dish: ClassicDish, ingredient: ClassicIngredient): CompiledPlace {
  const rank = new Map<string, number>()
  ingredient.accepts.forEach((spec, index) => {
    for (const entry of entriesFor(spec, dish.id))
      if (!rank.has(entry.id)) rank.set(entry.id, index)
  })
  const eggRank = rank.get('egg')
  if (eggRank !== undefined && boilsAndPeelsEgg(dish.method, ingredient.key))
    rank.set('boiled eggs', eggRank)
  const oilRank = rank.get('cooking oil')
  if (oilRank !== undefined && /\bfry/.test(ingredient.amount)) {
    for (const fat of FRYING_FATS) if (!rank.has(fat)) rank.set(fat, oilRank + 1)
  }
  const creamRank = rank.get('cream')
  if (
    creamRank !== undefined &&
    !rank.has('creme fraiche') &&
    takesCremeFraiche(dish, ingredient.key)
  )
    rank.set('creme fraiche', creamRank + 1)
  for (const [written, standIn, fits] of STAND_INS) {
    const writtenRank = rank.get(written)
    if (writtenRank === undefined || rank.has(standIn)) continue
    if (fits === undefined || fits(dish, ingredient.key)) rank.set(standIn, writtenRank + 1)
  }
  for (const [uncut, cuts] of UNCUT) {
    if (!rank.has(uncut) && [...cuts].some((cut) => rank.has(cut))) {
      rank.set(uncut, Math.max(...[...cuts].map((cut) => rank.get(cut) ?? 0)))
    }
  }
  const plain = ingredient.accepts.filter((spec) => !/^[#@]/.test(spec))
  const onlyWith = placesNamedWith(dish.method, ingredient.key)
  const fallbackId =
    ingredient.need === 'pantry' ? plain.find((id) => PANTRY_IDS.has(id)) : plain[0]
  return {
    ingredient,
    need: ingredient.need,
    firm: ingredient.firm === true,
    ripeness: ingredient.ripeness,
    tortilla: ingredient.tortilla,
    driedOnly: ingredient.driedOnly === true,
    boughtDry: ingredient.boughtDry === true || ingredient.groundRaw === true,
    rank,
    fallback: fallbackId === undefined ? undefined : lexiconEntry(fallbackId),
    amount: parseClassicAmount(ingredient.amount),
    takes: Math.max(1, ingredient.takes ?? 1),
    broad: plain.length !== ingredient.accepts.length,
    onlyWith,
  }
}

const KEY_IN_TEXT = /\{([a-z][a-z0-9-]*)\}/g
const MARKER_IN_TEXT = new RegExp(`\\{([a-z][a-z0-9-]*):(${STATE_NAMES.join('|')})\\}`, 'g')

/** See `CompiledPlace.onlyWith`. */
function placesNamedWith(
  method: readonly string[],
  key: string,
): readonly (readonly string[])[] | undefined {
  const groups: string[][] = []
  // A step that names the food in plain words outside any […] part uses it whatever is filled:
  // "scatter the prunes (stoned)".
  const word = new RegExp(`(?<![{\\w-])${key.replace(/-/g, '[ -]')}(?![\\w}-])`, 'i')
  for (const step of method) {
    if (word.test(step.replace(/\[[^[\]]*\]/g, ''))) return undefined
    for (const piece of step.split(/(\[[^[\]]*\])/)) {
      const keys = [...piece.matchAll(KEY_IN_TEXT)].map((match) => match[1] ?? '')
      if (!keys.includes(key)) continue
      const others = keys.filter((other) => other !== key)
      // A state asked of the place itself ("[{rice:raw}Rinse the {rice}…]") is another part's
      // business: the place is named in the other state's part.
      const states = [...piece.matchAll(MARKER_IN_TEXT)]
        .filter((match) => match[1] !== key)
        .map((match) => `${match[1] ?? ''}:${match[2] ?? ''}`)
      const group = [...others, ...states]
      if (!piece.startsWith('[') || group.length === 0) return undefined
      groups.push(group)
    }
  }
  return groups.length === 0 ? undefined : groups
}

export function compileClassic(dish: ClassicDish): CompiledClassic {
  const places = dish.ingredients
    .map((ingredient) => compilePlace(dish, ingredient))
    .sort(
      (left, right) =>
        NEED_ORDER[left.ingredient.need] - NEED_ORDER[right.ingredient.need] ||
        Number(left.broad) - Number(right.broad),
    )
  return { dish, places }
}

const PRECEDENCE: ReadonlyMap<string, number> = new Map(
  CLASSIC_PRECEDENCE.map((id, index) => [id, index]),
)

/** Earlier in CLASSIC_PRECEDENCE first; those it does not list after them, by id. */
function byPrecedence(left: ClassicDish, right: ClassicDish): number {
  const unlisted = PRECEDENCE.size
  return (
    (PRECEDENCE.get(left.id) ?? unlisted) - (PRECEDENCE.get(right.id) ?? unlisted) ||
    (left.id < right.id ? -1 : left.id > right.id ? 1 : 0)
  )
}

/**
 * Every classic, compiled once, in the library's order (see classic-precedence.ts): where two dishes
 * fit a list equally well, the one first in this order wins (rankClassics, the "add one more"
 * suggestions), so the file a dish is written in never changes what the chef cooks.
 */
export const COMPILED_CLASSICS: readonly CompiledClassic[] = [...ALL_CLASSICS]
  .sort(byPrecedence)
  .map(compileClassic)

const BY_ID: ReadonlyMap<string, CompiledClassic> = new Map(
  COMPILED_CLASSICS.map((compiled) => [compiled.dish.id, compiled]),
)

export function compiledClassic(id: string): CompiledClassic | undefined {
  return BY_ID.get(id)
}
