import { isCookedShellfish } from '../lexicon/cooked-shellfish.ts'
import { BRAND_WORDS, MADE_UP_WORDS } from '../lexicon/brand-names.ts'
import type { LexiconEntry } from '../lexicon/lexicon.ts'
import { LEXICON, lexiconEntry, lexiconEntryOrUndefined } from '../lexicon/lexicon.ts'
import type { StatedAmount } from './stated-amount.ts'
import { statedAmount } from './stated-amount.ts'
import type { UnsafeVerdict } from './unsafe-items.ts'
import { findUnsafe } from './unsafe-items.ts'
import type { TypoFix } from './typo-reading.ts'
import { nearestWords, readTypoWord } from './typo-reading.ts'
import { spellingVariants } from '../text/word-forms.ts'

/**
 * - `known`: recognised by one of its names;
 * - `guessed`: not in the lexicon, but its words say what kind of thing it is ("… cheese");
 * - `prepared`: a finished dish ("chicken soup"), which is served alongside rather than cooked;
 * - `preference`: how the visitor eats ("vegan", "no nuts", "low carb"), not an ingredient;
 * - `unknown`: no idea what it is;
 * - `unsafe`: not food, or not safe to eat.
 */
export type MatchKind = 'known' | 'guessed' | 'prepared' | 'preference' | 'unknown' | 'unsafe'

/** A way of eating a visitor may type into their list of ingredients. */
export type DietPreference =
  | 'vegan'
  | 'vegetarian'
  | 'pescatarian'
  | 'gluten-free'
  | 'dairy-free'
  | 'nut-free'
  | 'egg-free'
  | 'halal'
  | 'kosher'
  | 'keto'
  | 'low-carb'
  | 'paleo'
  | 'low-fat'
  | 'sugar-free'
  | 'high-protein'
  | 'healthy'

export interface MatchedIngredient {
  /** The item as the visitor typed it. */
  input: string
  /** The visitor's own words for it, without their quantity: what the recipe calls it. */
  display: string
  kind: MatchKind
  /** The lexicon entry for `known` and `guessed` items. */
  entry: LexiconEntry | undefined
  unsafe: UnsafeVerdict | undefined
  /** How much the visitor says they have, when they said so in a way a recipe can use. */
  stated: StatedAmount | undefined
  /**
   * For `preference` items only: the way of eating the visitor's words name ("I'm vegan" and
   * "plant-based" → `'vegan'`; "no nuts" → `'nut-free'`), so the planner can say it read them as
   * how the visitor eats rather than as something to cook. Undefined for every other kind.
   */
  preference: DietPreference | undefined
  /** The slips read as food ("spinch" as spinach), for the notes to say so; absent when none. */
  typos?: readonly TypoFix[]
  /**
   * The lexicon's name the visitor used for it, when that is not the entry's own name or a
   * brand ("scotch bonnet" for chilli, "sultanas" for raisins): the recipe lists the item by it,
   * so it names what the visitor has. Always one of the lexicon's aliases, never their free text.
   */
  named?: string
}

/** `words` (an alias the visitor used) as their own name for `entry`, or undefined. */
function visitorsName(typedWords: readonly string[], entry: LexiconEntry): string | undefined {
  // "plantains green" is named as a cook writes it: "green plantains".
  const last = typedWords.at(-1) ?? ''
  const words =
    typedWords.length > 1 && TRAILING_DESCRIPTORS.has(last)
      ? [last, ...typedWords.slice(0, -1)]
      : typedWords.length > 1 && TRAILING_BRANDS.has(last)
        ? typedWords.slice(0, -1)
        : typedWords
  // Gravy made up from granules is gravy in the pan: "beef stock" would be a silent swap. Granules
  // (Bisto is granules) keep their name here so the recipe can say how to make them up.
  // (Only for the stocks: "biscuits and gravy" are the biscuits.)
  if (entry.category === 'stock') {
    if (words.includes('granules') || words.includes('bisto')) return 'gravy granules'
    if (words.includes('gravy')) return 'gravy'
  }
  if (words.some((word) => BRAND_WORDS.has(word) || MADE_UP_WORDS.has(word))) return undefined
  // "cod fillets": the amount says "2 fillets" already.
  // ("Potato sticks" are crisps, not potatoes counted in sticks: a counting word stays when the
  // words without it name another food.)
  // But a counting word that is the food itself stays: "ground cloves" are cloves, and without
  // the word the name was "Ground" (a cook's read); "whole cloves" the same.
  let end = words.length
  while (end > 1 && COUNTED_AS_WORDS.has(words[end - 1] ?? '')) {
    const rest = ALIASES.get(words.slice(0, end - 1).join(' '))
    const named = ALIASES.get(words.slice(0, end).join(' ')) === entry
    if (rest !== entry && (rest !== undefined || named)) break
    end--
  }
  // "bag of spinach" is spinach: the bag is how it came, not what goes in the pan.
  const typed = words
    .slice(0, end)
    .map((word) => SHORTHAND_WORDS.get(word) ?? word)
    .join(' ')
    .replace(PACKAGING, '')
  // As the lexicon spells it: the recipe pluralises by its amount, and never writes "tomatos".
  const name = WRITTEN_ALIASES.get(typed) ?? writtenInOrder(words.slice(0, end), entry) ?? typed
  const own = normaliseWords(entry.id).join(' ')
  if (
    name === own ||
    spellingVariants(own).includes(name) ||
    spellingVariants(name).includes(own)
  ) {
    return undefined
  }
  return name
}

const PACKAGING =
  /^(?:bag|tin|can|jar|pack|packet|box|bottle|bunch|punnet|tub|carton|net|sack)(?:s|es)? of /

/**
 * A name typed as a shop's list writes it, kind last ("tofu firm", "tofu silken"), in the order a
 * recipe writes it when the lexicon knows that order: "Firm Tofu & Broccoli Fried Rice", never
 * "Tofu Firm & Broccoli…".
 */
function writtenInOrder(words: readonly string[], entry: LexiconEntry): string | undefined {
  if (words.length < 2) return undefined
  // Typed already ending in the food's own word ("firm tofu") is the recipe's order: turning it
  // would make "tofu firm" of it.
  if (words[words.length - 1] === entry.id.split(' ').at(-1)) return undefined
  const turned = [words[words.length - 1], ...words.slice(0, -1)].join(' ')
  return entry.aliases.includes(turned) ? turned : undefined
}

// Words about how much, what state or what container: they never decide what an item is. "To
// serve" says when, not what: left in, "serve" was one slip from the Hungarian "sertes" (pork), and
// "chips to serve" beside a beef stew was read as pork shoulder.
const FILLER_WORDS: ReadonlySet<string> = new Set(
  `a an the of some few couple about approx approximately around roughly just little lot lots
  bit bits handful handfuls bunch bunches bag bags pack packs packet packets tin tins can cans
  jar jars bottle bottles box boxes carton cartons punnet punnets tub tubs pot pots cup cups
  tbsp tbsps tbs tsp tsps tablespoon tablespoons teaspoon teaspoons g gr gram grams kg kilo kilos
  ml l litre litres liter liters pint pints oz ounce ounces lb lbs pound pounds pinch pinches dash dashes
  splash splashes drizzle knob knobs piece pieces slice slices sprig sprigs stick sticks head heads
  x half halves quarter whole one two three four five six seven eight nine ten twelve dozen
  fresh freshly frozen defrosted thawed chopped diced sliced minced grated shredded crushed
  ground peeled cubed halved quartered finely roughly thinly thickly canned tinned jarred dried dry
  ripe overripe raw organic free range large big small medium mini baby extra jumbo
  boneless skinless fillet fillets lean fatty unsalted salted plain good quality homemade home made shop bought
  store bought leftover leftovers remaining spare old stale day my our from last night yesterday
  and or with in for to on s packed washed trimmed deseeded pitted cooked uncooked
  mixed assorted various any some kind type favourite favorite nice tasty lovely serve serving garnish`
    .split(/\s+/)
    .filter((word) => word !== ''),
)

// How a piece is counted: a recipe's amount says it ("2 fillets"), so a name need not. And the
// part of a fruit the method names ("the grated zest of the lemon"): "lemon zest" is a lemon to
// zest, never "Lemon zest — 1" and "the zest of the lemon zest" (a cook's read).
const COUNTED_AS_WORDS: ReadonlySet<string> = new Set(
  'fillet fillets piece pieces slice slices rasher rashers clove cloves head heads stick sticks sprig sprigs bunch bunches zest'.split(
    ' ',
  ),
)

// A list's shorthand ("greek yog"), written out in the recipe: a method never says "yog".
const SHORTHAND_WORDS: ReadonlyMap<string, string> = new Map([
  ['yog', 'yogurt'],
  ['nat', 'natural'],
])

// A trailing word like these means the item is a finished dish rather than an ingredient.
const PREPARED_DISH_WORDS: ReadonlySet<string> = new Set([
  'soup',
  'soups',
  'pie',
  'pies',
  'pizza',
  'pizzas',
  'curry',
  'curries',
  'stew',
  'sandwich',
  'sandwiches',
  'quiche',
  'tart',
  'pasty',
  'pasties',
  'samosa',
  'samosas',
  'nuggets',
  'kiev',
  'sushi',
  'takeaway',
  'casserole',
  'burrito',
  'burritos',
  'kebab',
  'kebabs',
  'dumplings',
  'risotto',
  'paella',
  'omelette',
  'pudding',
  'ready meal',
  'lasagne',
  'lasagna',
  'roll',
  'rolls',
  'bake',
  'fried',
])

// Words that give away what kind of thing an unknown item is, checked on each word's ending.
const GUESSES: ReadonlyArray<readonly [RegExp, string]> = [
  [/berr(?:y|ies)$/, 'mixed berries'],
  [/cheeses?$/, 'cheese'],
  [/(?:wurst|sausages?)$/, 'sausage'],
  [/fish$/, 'white fish'],
  [/flour$/, 'plain flour'],
  [/oils?$/, 'cooking oil'],
  [/sauces?$/, 'sauce'],
  [/(?:spices?|seasoning|masala|powder|rub)$/, 'spice blend'],
  [/nuts?$/, 'mixed nuts'],
  [/seeds?$/, 'sunflower seeds'],
  [/breads?$/, 'bread'],
  [/(?:cakes?|biscuits?|cookies?)$/, 'cake'],
  [/melons?$/, 'melon'],
  [/juices?$/, 'orange juice'],
  [/milk$/, 'milk'],
  [/mushrooms?$/, 'mushrooms'],
  [/(?:lettuces?|leaves|leaf|greens)$/, 'salad leaves'],
  [/beans?$/, 'borlotti beans'],
  [/lentils?$/, 'green lentils'],
  [/noodles?$/, 'egg noodles'],
  [/pasta$/, 'pasta'],
  [/rice$/, 'rice'],
  [/vinegar$/, 'vinegar'],
  [/chocolates?$/, 'dark chocolate'],
  [/(?:jam|jelly|curd)$/, 'jam'],
  [/syrup$/, 'maple syrup'],
  [/sugar$/, 'sugar'],
  [/squash$/, 'butternut squash'],
  [/peppers?$/, 'bell peppers'],
  [/(?:apples?)$/, 'apples'],
  [/onions?$/, 'onion'],
  [/wines?$/, 'white wine'],
  [/(?:beer|ale|lager)$/, 'beer'],
  [/yog(?:h)?urt$/, 'yogurt'],
  [/(?:stock|broth)$/, 'vegetable stock'],
  [/(?:tea)$/, 'tea'],
  [/(?:herbs?)$/, 'mixed herbs'],
  [/(?:steak)$/, 'steak'],
  [/(?:chops?)$/, 'pork chop'],
  [/(?:mince)$/, 'beef mince'],
  [/(?:shrimps?|prawns?)$/, 'prawns'],
  [/(?:tomato(?:es)?)$/, 'tomatoes'],
]

// Ways of eating, as the visitor might type them once lead-in and trailing words are gone.
const PREFERENCE_PHRASES: ReadonlyArray<readonly [DietPreference, string]> = [
  [
    'vegan',
    'vegan|vegans|plant based|plantbased|fully plant based|no animal products|dairy and meat free',
  ],
  [
    'vegetarian',
    'vegetarian|vegetarians|vego|no meat|meat free|meatless|without meat|lacto ovo|ovo lacto|lacto vegetarian',
  ],
  ['pescatarian', 'pescatarian|pescetarian|pescatarians|fish but no meat|no meat but fish'],
  [
    'gluten-free',
    'gluten free|no gluten|without gluten|gf|coeliac|celiac|gluten intolerant|gluten intolerance|wheat free|no wheat',
  ],
  [
    'dairy-free',
    'dairy free|no dairy|without dairy|non dairy|lactose free|lactose intolerant|lactose intolerance|no lactose|dairy allergy',
  ],
  [
    'nut-free',
    'nut free|no nuts|no nut|without nuts|nut allergy|nut allergies|allergic to nuts|peanut free|no peanuts|peanut allergy|allergic to peanuts|tree nut allergy',
  ],
  ['egg-free', 'egg free|no eggs|no egg|without eggs|egg allergy|allergic to eggs|eggless'],
  ['halal', 'halal|no pork|zabiha'],
  ['kosher', 'kosher'],
  ['keto', 'keto|ketogenic'],
  ['low-carb', 'low carb|low carbs|no carbs|no carb|lchf|atkins|low carbohydrate'],
  ['paleo', 'paleo|whole30|whole 30|primal'],
  ['low-fat', 'low fat|low calorie|low cal|low calories|slimming world|weight watchers|syn free'],
  ['sugar-free', 'sugar free|no sugar|no added sugar|diabetic|refined sugar free'],
  ['high-protein', 'high protein|protein rich|lots of protein'],
  ['healthy', 'healthy|healthier|clean eating|nutritious'],
]

const PREFERENCES: ReadonlyMap<string, DietPreference> = new Map(
  PREFERENCE_PHRASES.flatMap(([preference, phrases]) =>
    phrases.split('|').map((phrase) => [phrase, preference] as const),
  ),
)

// Words around a way of eating that do not change it: "I'm vegan", "must be gluten free please".
const PREFERENCE_LEAD =
  /^(?:(?:i|im|i am|we|were|we are|all|everyone|everyone is|must|must be|needs to be|need it|has to be|it|its|make it|keep it|please|strictly|fully|totally|100|pure|am|is|are|be|going|eat|eats|only|diet|a|an|for|someone|guest|guests|my|our|family|wife|husband|partner|son|daughter|kids|child|friend|mum|dad)\s+)+/
const PREFERENCE_TAIL =
  /(?:\s+(?:please|pls|diet|friendly|only|option|options|recipe|recipes|meal|meals|food|style|version|household|family|here|today|too|also|thanks|thank you|guest|guests|eater|eaters|person|people|kids|please thanks))+$/

/** The way of eating an item names when that is all it names ("vegan", "no nuts"). */
export function preferenceOf(tokens: readonly string[]): DietPreference | undefined {
  const text = tokens.join(' ')
  const exact = PREFERENCES.get(text)
  if (exact !== undefined) return exact
  const core = text.replace(PREFERENCE_LEAD, '').replace(PREFERENCE_TAIL, '')
  return core === '' ? undefined : PREFERENCES.get(core)
}

const EMOJI_PATTERN = /\p{Extended_Pictographic}/u
// eslint-disable-next-line no-control-regex -- the whole ASCII range, control characters included
const NON_ASCII = /[^\u0000-\u007f]/

// Letters Unicode does not decompose into a base letter and an accent, so NFKD alone would drop
// them ("salçası" read as "salcas", "kiełbasa" as "kie basa").
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ı: 'i',
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
}
const UNDECOMPOSED_LETTERS = /[ıłøđðßæœþ]/g

/** Lowercase words, accents and punctuation gone, numbers split from units ("500g" → 500 g). */
export function normaliseWords(text: string): string[] {
  // Most text is plain ASCII: no accents, emoji or fractions to look for (a measured share of
  // the time every AI recipe's check takes).
  const isAscii = !NON_ASCII.test(text)
  let value = isAscii
    ? text.toLowerCase()
    : text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
  if (!isAscii) {
    if (EMOJI_PATTERN.test(value)) value = replaceEmoji(value)
    value = value
      .replace(/[’]/g, '')
      .replace(/[½¼¾⅓⅔⅛]/g, ' 1 ')
      .replace(UNDECOMPOSED_LETTERS, (letter) => LETTER_FOLDS[letter] ?? letter)
  }
  return wordsOf(value)
}

const OTHER = 0
const LETTER = 1
const DIGIT = 2

/**
 * The words of lowercased text in one pass: "&" is "and", apostrophes and backticks join ("don't"
 * → dont), digits part from letters ("500g" → 500 g), anything else separates, and "left over" is
 * one word. Every AI recipe's check reads each of its lines this way, so it is a loop rather than
 * the chain of regular expressions it was (a third of the check's time, measured).
 */
function wordsOf(text: string): string[] {
  const words: string[] = []
  let start = -1
  let hasQuote = false
  let kind = OTHER
  const close = (end: number) => {
    if (start < 0) return
    const word = hasQuote ? text.slice(start, end).replace(/['`]/g, '') : text.slice(start, end)
    if (word === 'over' && words[words.length - 1] === 'left') words[words.length - 1] = 'leftover'
    else words.push(word)
    start = -1
    hasQuote = false
  }
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    // ' and `: dropped inside a word, as if never typed.
    if (code === 39 || code === 96) {
      hasQuote = true
      continue
    }
    const next = code >= 97 && code <= 122 ? LETTER : code >= 48 && code <= 57 ? DIGIT : OTHER
    if (next !== kind) close(index)
    if (next !== OTHER && start < 0) start = index
    // "&" reads as the word it stands for.
    else if (code === 38) words.push('and')
    kind = next
  }
  close(text.length)
  return words
}

function replaceEmoji(text: string): string {
  let value = text
  for (const [emoji, name] of EMOJI_NAMES) {
    if (value.includes(emoji)) value = value.split(emoji).join(` ${name} `)
  }
  return value
}

function buildIndexes(): {
  aliases: Map<string, LexiconEntry>
  written: Map<string, string>
  emoji: Array<readonly [string, string]>
  longest: number
} {
  const aliases = new Map<string, LexiconEntry>()
  // A generated plural or singular ("tomatos", "scotch bonnets") → the name as the lexicon writes it.
  const written = new Map<string, string>()
  const emoji: Array<readonly [string, string]> = []
  const normalised: Array<readonly [string, LexiconEntry]> = []
  for (const entry of LEXICON) {
    for (const alias of entry.aliases) {
      if (EMOJI_PATTERN.test(alias)) {
        emoji.push([alias.replace(/\uFE0F/g, ''), entry.id])
        continue
      }
      const key = normaliseWords(alias).join(' ')
      if (key !== '') normalised.push([key, entry])
    }
  }
  // Names as written win over generated plurals, so "peppers" stays the vegetable even though
  // "pepper" is the spice.
  for (const [key, entry] of normalised) if (!aliases.has(key)) aliases.set(key, entry)
  for (const [key, entry] of normalised) {
    for (const variant of spellingVariants(key)) {
      if (aliases.has(variant)) continue
      aliases.set(variant, entry)
      written.set(variant, key)
    }
  }
  let longest = 1
  for (const key of aliases.keys()) longest = Math.max(longest, key.split(' ').length)
  return { aliases, written, emoji, longest }
}

const EMOJI_NAMES: Array<readonly [string, string]> = []
const INDEXES = buildIndexes()
EMOJI_NAMES.push(...INDEXES.emoji)
const ALIASES = INDEXES.aliases
const WRITTEN_ALIASES = INDEXES.written
const LONGEST_ALIAS = INDEXES.longest

/**
 * The one index of the lexicon's names: every alias, normalised, and its typed plural or
 * singular, to its entry. The list reader, the allergen check and the needs reader all read
 * names through it, so an alias added once reads the same everywhere.
 */
export const LEXICON_NAMES: ReadonlyMap<string, LexiconEntry> = ALIASES
/** Words in the longest name of {@link LEXICON_NAMES}. */
export const LONGEST_LEXICON_NAME: number = LONGEST_ALIAS

// Rice a visitor may say is already cooked, and how they say it.
const COOKED_RICE_ENTRIES: ReadonlySet<string> = new Set([
  'rice',
  'basmati rice',
  'jasmine rice',
  'short grain rice',
  'brown rice',
  'long grain rice',
])
function isCookedRice(tokens: readonly string[]): boolean {
  return tokens.some(
    (token, index) =>
      token === 'leftover' ||
      token === 'cooked' ||
      token === 'leftovers' ||
      (token === 'day' && tokens[index + 1] === 'old'),
  )
}
const MINCEABLE: ReadonlySet<string> = new Set(['meat', 'poultry'])

// Meat a visitor says is cooked already ("cooked lamb", "leftover chicken thighs"): the leftover
// of that animal, to warm through or build on, never a raw cut to cook to a safe temperature again
// for hours. By the animal word in the raw entry's name (a steak is beef).
const COOKED_MEAT: ReadonlyArray<readonly [string, string]> = [
  ['lamb', 'roast lamb'],
  ['beef', 'roast beef'],
  ['steak', 'roast beef'],
  ['pork', 'roast pork'],
  ['chicken', 'cooked chicken'],
  ['turkey', 'roast turkey'],
]
function cookedMeatOf(entry: LexiconEntry, tokens: readonly string[]): LexiconEntry | undefined {
  if (!MINCEABLE.has(entry.category) || entry.tags.has('cooked')) return undefined
  // Mince and sausages are kinds of their own, and chicken feet go in the stockpot as they are.
  if (entry.tags.has('mince') || entry.tags.has('sausage') || entry.id === 'chicken feet')
    return undefined
  if (!tokens.some((token) => token === 'cooked' || token === 'leftover' || token === 'leftovers'))
    return undefined
  const words = entry.id.split(' ')
  const cooked = COOKED_MEAT.find(([animal]) => words.includes(animal))?.[1]
  return cooked === undefined ? undefined : lexiconEntryOrUndefined(cooked)
}

const COUNT_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'half', 'one', 'two', 'three'])
const SPICE_WORDS: ReadonlySet<string> = new Set([
  'tsp',
  'tbsp',
  'teaspoon',
  'teaspoons',
  'tablespoon',
  'tablespoons',
  'pinch',
  'g',
  'grams',
  'ground',
  'cracked',
  'black',
  'white',
  'jar',
  'pot',
  'grinder',
  'mill',
  'salt',
])

/** Whether the words count the food as whole things ("half a", "1") and say nothing of a spice. */
function countedWhole(tokens: readonly string[]): boolean {
  return (
    tokens.some((token) => COUNT_WORDS.has(token) || /^\d+$/.test(token)) &&
    !tokens.some((token) => SPICE_WORDS.has(token))
  )
}

const TINNED_WORDS: ReadonlySet<string> = new Set([
  'tin',
  'tins',
  'can',
  'cans',
  'canned',
  'tinned',
])

/** Fresh fish and the entry its tin is, with the lexicon's name for it where the entry's own
 * name is another thing. */
const TINNED_FISH: ReadonlyMap<string, { entry: string; named: string | undefined }> = new Map([
  ['salmon', { entry: 'tinned salmon', named: undefined }],
  ['mackerel', { entry: 'tinned mackerel', named: undefined }],
])

interface AliasHit {
  entry: LexiconEntry
  start: number
  end: number
}

// The longest name wins; among equals the rightmost, because English puts the head noun last
// ("chicken stock cube" is stock, "strawberry yogurt" is yogurt).
/**
 * Words that name a cut of something else when a food comes before them: "catfish steaks" are
 * catfish and "cauliflower steaks" cauliflower, never beef steak.
 */
const CUT_WORDS: ReadonlySet<string> = new Set(['steak', 'steaks'])

/**
 * A colour typed after a food is how it is, not another food: "plantains green" are green
 * plantains and "bananas green" green bananas, never the leafy greens "green" names alone (a
 * cook's read found a Tanzanian plantain stew list read as chard).
 */
const TRAILING_DESCRIPTORS: ReadonlySet<string> = new Set(['green'])

/**
 * A brand that is also a food's name alone, typed after the food it makes, as a Spanish-speaking
 * family orders the words: "sofrito goya" and "gandules goya" are Goya's jars and tins, while
 * "goya" alone is the Okinawan bitter gourd (the Puerto Rican rice list was read as bitter gourd).
 */
const TRAILING_BRANDS: ReadonlySet<string> = new Set(['goya'])

function findAlias(tokens: readonly string[]): AliasHit | undefined {
  for (let length = Math.min(LONGEST_ALIAS, tokens.length); length >= 1; length--) {
    for (let start = tokens.length - length; start >= 0; start--) {
      const entry = ALIASES.get(tokens.slice(start, start + length).join(' '))
      if (entry === undefined) continue
      const word = tokens[start] ?? ''
      const last = start === tokens.length - 1
      const trailing = last && (TRAILING_DESCRIPTORS.has(word) || TRAILING_BRANDS.has(word))
      if (length === 1 && (CUT_WORDS.has(word) || trailing)) {
        const before = findAlias(tokens.slice(0, start))
        // The cut, colour or brand is part of the name: "catfish steaks" and "sofrito goya" are
        // known, not a guess.
        if (before !== undefined)
          return before.end === start ? { ...before, end: start + 1 } : before
      }
      return { entry, start, end: start + length }
    }
  }
  return undefined
}

const LEADING_QUANTITY =
  /^(?:(?:(?:about|approx|around|roughly|some|a few|a couple of|couple of|a|an|half(?! (?:and|n|&) half)(?: an?)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a dozen|dozen)\b\.?|\d+(?:[.,/]\d+)?(?:\s*-\s*\d+)?|[½¼¾⅓⅔⅛]|[x×](?=[\s\d]))\s*)+/i
// "the rest of the parmesan", "what's left of the ham": the item is what follows.
const LEAD_IN =
  /^(?:the\s+)?(?:(?:rest|remains|remainder|end|last|dregs|bottom)\s+of|what[’']?s\s+left\s+of|whats\s+left\s+of|leftovers?\s+of)\s+(?:(?:the|my|our|a|an|that|this|some|last\s+night[’']?s|yesterday[’']?s)\s+)*/i
// "from the corner shop", "that needs using up", "in the fridge": where it came from or why, not
// what it is. Unsafe phrasings are read from the whole text before this is cut.
const TRAILING_CLAUSE =
  /\s+(?:from|bought|that|which|(?:i|we)\s+(?:have|had|got|bought|picked|found|made|cooked)|in\s+the\s+(?:fridge|freezer|cupboard|pantry|larder)|left\s+over|leftover|to\s+use\s+up|needs?\s+using|needing\s+using|going\s+spare)\b.*$/i
const LEADING_UNIT =
  /^(?:(?:big|large|small|little|huge|giant|massive|medium|mini|whole|full|opened|open|half\s+empty|half\s+full)\s+)?(?:g|gr|kg|grams?|kilos?|ml|l|litres?|liters?|pints?|cups?|tbsps?|tbs|tsps?|tablespoons?|teaspoons?|oz|ounces?|lbs?|pounds?|pinch(?:es)?|dash(?:es)?|splash(?:es)?|drizzle|handfuls?|bunch(?:es)?|bags?|packs?|packets?|tins?|cans?|jars?|bottles?|box(?:es)?|cartons?|punnets?|tubs?|heads?|sprigs?|sticks?|slices?|pieces?|knobs?|rashers?|cloves?|fillets?|bulbs?|balls?|blocks?|bars?|loaf|loaves|sheets?|stalks?|wedges?|glass(?:es)?|scoops?|squeeze|dollop)\b\.?\s*(?:of\s+)?/i
const TRAILING_GLOSS = /\s*[([][^)\]]*[)\]]\s*$/
const TRAILING_QUANTITY = [
  /\s*[([][^)\]]*\d[^)\]]*[)\]]\s*$/,
  /\s*[,;:–—-]\s*[^,;:–—-]*\d[^,;:–—-]*$/,
  /\s+(?:x|×)\s*\d+\s*$/,
  /\s+\d+(?:[.,]\d+)?\s*(?:g|kg|ml|l|oz|lbs?|grams?|x|pcs|pieces)?\.?\s*$/i,
  // "garlic 6 cloves", "bacon 4 rashers": a count of the item's own pieces, not the spice or a cut.
  /\s+\d+(?:[.,]\d+)?\s*(?:cloves?|bulbs?|heads?|rashers?|slices?|sheets?|fillets?|sticks?|stalks?|tins?|cans?|jars?|packs?|bunch(?:es)?)\.?\s*$/i,
]

function hasWords(text: string): boolean {
  return /[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(text)
}

const NUMBER_WORD = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/i

function startsWithNumberedName(text: string): boolean {
  if (!NUMBER_WORD.test(text)) return false
  const hit = findAlias(normaliseWords(text))
  return hit !== undefined && hit.start === 0 && hit.end - hit.start > 1
}

/**
 * The visitor's words without their own quantity ("500g chicken breast" → "chicken breast"), so
 * the recipe can name the item their way next to its own amount.
 */
export function displayName(input: string): string {
  const original = input.replace(/\s+/g, ' ').trim()
  // List markers and emphasis the visitor typed around the words are not part of the name.
  let value = original
    .replace(/^(?:\d+[.)]\s+|[\s\-*•·+>#_~`]+)+/, '')
    .replace(/[\s!?.,;:*_~`#]+$/, '')
  // "five spice": a number word that begins a food's own name is part of the name, not a count.
  const withoutLeading = startsWithNumberedName(value) ? value : value.replace(LEADING_QUANTITY, '')
  // A leading number must be followed by more than a unit ("2 cloves" may well mean the spice).
  // "2 x 400g tins chopped tomatoes": a weight, then a container, both before the name.
  const afterUnit =
    withoutLeading === value
      ? value
      : withoutLeading.replace(LEADING_UNIT, '').replace(LEADING_UNIT, '')
  if (hasWords(afterUnit)) value = afterUnit
  else if (hasWords(withoutLeading)) value = withoutLeading
  value = value.replace(/^(?:of)\s+/i, '')
  const afterLeadIn = value.replace(LEAD_IN, '')
  if (hasWords(afterLeadIn)) value = afterLeadIn
  const withoutClause = value.replace(TRAILING_CLAUSE, '')
  if (hasWords(withoutClause)) value = withoutClause
  for (const pattern of TRAILING_QUANTITY) {
    const trimmed = value.replace(pattern, '')
    if (trimmed !== value && hasWords(trimmed)) value = trimmed
  }
  value = value.trim()
  return value === '' ? original : value
}

/** The words before an item's name, when they are wholly another name for the same food. */
function sameFoodBefore(tokens: readonly string[], entry: LexiconEntry): string | undefined {
  const words = contentWords(tokens)
  if (words.length === 0) return undefined
  const hit = findAlias(words)
  if (hit === undefined || hit.entry !== entry || hit.end - hit.start !== words.length)
    return undefined
  return words.join(' ')
}

/**
 * Words after a food's name that say which cut or piece of it the visitor has, not another food:
 * "veal shoulder", "lamb shoulder on the bone", "beef stewing chunks", "tin of pineapple rings".
 * A cook's read found each noted as "I took … to be a kind of meat".
 */
const MEAT_CUTS = new Set([
  'shoulder',
  'shoulders',
  'bone',
  'boned',
  'boneless',
  'stewing',
  'chunks',
  'chunk',
  'pieces',
  'piece',
  'cubes',
  'cubed',
  'diced',
])
const FRUIT_PIECES = new Set(['rings', 'ring', 'chunks', 'pieces', 'slices', 'halves'])
const PIECE_WORDS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['meat', MEAT_CUTS],
  ['poultry', MEAT_CUTS],
  ['fruit', FRUIT_PIECES],
])

function contentWords(tokens: readonly string[]): string[] {
  return tokens.filter((token) => !FILLER_WORDS.has(token) && !/^\d+$/.test(token))
}

function guessEntry(tokens: readonly string[]): LexiconEntry | undefined {
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index] ?? ''
    if (token.length < 3) continue
    for (const [pattern, id] of GUESSES) {
      if (pattern.test(token)) return lexiconEntry(id)
    }
  }
  return undefined
}

/**
 * The item with its slips read as food ("chiken brest" → chicken breast), when that names
 * something the lexicon knows; the display gets the words as meant, so the recipe does not
 * repeat the slip.
 */
function readTypos(
  tokens: readonly string[],
  display: string,
): { tokens: string[]; hit: AliasHit; fixes: TypoFix[]; display: string } | undefined {
  const fixes: TypoFix[] = []
  const fixed = tokens.map((token, index) => {
    // A trade name is no slip: "Schwartz" (the spice jars) is not schmaltz.
    if (FILLER_WORDS.has(token) || BRAND_WORDS.has(token)) return token
    const fix = readTypoWord(token, ALIASES) ?? readInName(tokens, index)
    if (fix === undefined) return token
    fixes.push(fix)
    return fix.read
  })
  if (fixes.length === 0) return undefined
  const hit = findAlias(fixed)
  if (hit === undefined) return undefined
  let shown = display
  for (const fix of fixes) {
    shown = shown.replace(new RegExp(`\\b${fix.typed}\\b`, 'i'), fix.read)
  }
  return { tokens: fixed, hit, fixes, display: shown }
}

/** The item read through its slips, or undefined when what follows makes it a finished dish. */
function typoMatch(
  base: Omit<MatchedIngredient, 'kind'>,
  input: string,
  read: NonNullable<ReturnType<typeof readTypos>>,
): MatchedIngredient | undefined {
  const after = contentWords(read.tokens.slice(read.hit.end))
  if (after.some((word) => PREPARED_DISH_WORDS.has(word))) return undefined
  const { entry, start, end } = read.hit
  const named = visitorsName(read.tokens.slice(start, end), entry)
  return {
    ...base,
    display: read.display,
    kind: after.length === 0 ? 'known' : 'guessed',
    entry,
    stated: statedAmount(input),
    typos: read.fixes,
    ...(named !== undefined && { named }),
  }
}

/**
 * A slip two words could mend, settled by its neighbours: the one reading that makes a name of
 * two or more words with the words beside it ("scotch bonet" → scotch bonnet, not bones).
 */
function readInName(tokens: readonly string[], index: number): TypoFix | undefined {
  const typed = tokens[index] ?? ''
  const candidates = nearestWords(typed, ALIASES)
  if (candidates.length < 2) return undefined
  const making: Array<{ word: string; entry: string }> = []
  for (const word of candidates) {
    const mended = tokens.map((token, at) => (at === index ? word : token))
    const hit = findAlias(mended)
    if (hit !== undefined && hit.start <= index && index < hit.end && hit.end - hit.start >= 2) {
      making.push({ word, entry: hit.entry.id })
    }
  }
  const read = making[0]
  // Two mends that name the same food are one reading: "self rasing flour" is self-raising
  // flour whether the cook meant "raising" or "rising".
  const oneFood = making.every((mend) => mend.entry === read?.entry)
  return read !== undefined && oneFood ? { typed, read: read.word } : undefined
}

// Visitors type the same few hundred things; remembering recent answers makes a repeat free.
const MATCH_CACHE = new Map<string, MatchedIngredient>()
const MATCH_CACHE_LIMIT = 5000

/** Recognises one item from the visitor's list. Never throws. */
export function matchIngredient(input: string): MatchedIngredient {
  const cached = MATCH_CACHE.get(input)
  if (cached !== undefined) return cached
  // Frozen because callers share the cached object.
  const match = Object.freeze(recognise(input))
  if (MATCH_CACHE.size >= MATCH_CACHE_LIMIT) MATCH_CACHE.clear()
  MATCH_CACHE.set(input, match)
  return match
}

/** Plain words for a kind of food, which a gloss uses to explain a name, never to name another. */
const KIND_GLOSSES: ReadonlySet<string> = new Set([
  'flatbread',
  'flat bread',
  'bread',
  'fish',
  'dried fish',
  'cheese',
  'sausage',
  'greens',
  'leaves',
  'spice',
  'spices',
  'spice mix',
  'spice blend',
  'spiced butter',
  'clarified butter',
  'butter',
  'flour',
  'noodles',
  'paste',
  'sauce',
  'herb',
  'herbs',
  'pepper',
  // "quanta (dried beef)", "kilishi (dried meat)": the gloss says what kind of meat the name
  // is; read alone, "dried beef" would make the quanta a cut of stewing beef.
  'dried beef',
  'dried meat',
])

const GLOSS_ALTERNATIVES: ReadonlySet<string> = new Set([
  'or',
  'instead',
  'alternatively',
  'eg',
  'like',
])

/** The gloss's own hit when it names, in full, another food than the words before it. */
function glossEntryHit(
  display: string,
  outer: AliasHit | undefined,
): { tokens: readonly string[]; hit: AliasHit } | undefined {
  if (outer === undefined) return undefined
  const gloss = TRAILING_GLOSS.exec(display)?.[0]
  if (gloss === undefined || /[,/;]|\d/.test(gloss)) return undefined
  const tokens = normaliseWords(gloss)
  // "(or linguine)", "(instead of…)": an alternative, not which food this is.
  if (tokens.some((token) => GLOSS_ALTERNATIVES.has(token))) return undefined
  // "chicken stock cubes (maggi)": a brand in brackets says whose, not which food.
  if (tokens.every((token) => BRAND_WORDS.has(token))) return undefined
  // "kicha (flatbread)", "tesmi (spiced butter)": a plain English word for the kind of food
  // explains the name before it; the name says which one.
  if (KIND_GLOSSES.has(tokens.join(' '))) return undefined
  const hit = findAlias(tokens)
  if (hit === undefined || hit.entry === outer.entry) return undefined
  // "glass noodles (mung bean)": the gloss says what the food is made of (mung bean noodles are
  // the glass noodles), not which other food the visitor means.
  const head = normaliseWords(display.replace(TRAILING_GLOSS, '')).at(-1)
  const madeOf = head === undefined ? undefined : ALIASES.get([...tokens, head].join(' '))
  if (madeOf === outer.entry) return undefined
  return hit.end - hit.start === contentWords(tokens).length ? { tokens, hit } : undefined
}

/** " with marrow" in "beef shank with marrow 1.5kg": up to an amount, a bracket or the end. */
const WITH_PART = /\s+with\s+[^\d,(]*?(?=\s*\d|\s*\(|$)/i
// "anchovies in oil", "tuna in sunflower oil", "chickpeas in water": what follows "in" is what the
// tin or jar is packed in, not the food (a cook's read found "anchovies in oil" taken for cooking
// oil, so a pissaladiere never fit).
const PACKED_IN_PART =
  /\s+in\s+(?:(?:extra\s+virgin\s+)?(?:olive|sunflower|vegetable|rapeseed|canola|chilli|chili)\s+)?(?:oil|brine|water|spring\s+water|salt|juice|(?:its|their)\s+own\s+juices?|syrup|light\s+syrup)\b[^\d,(]*?(?=\s*\d|\s*\(|$)/i

function recognise(input: string): MatchedIngredient {
  const display = displayName(input)
  const allTokens = normaliseWords(input)
  // Recognise from the words without the visitor's quantity: in "garlic, 2 cloves" the cloves are
  // a unit, not the spice.
  // "japanese curry roux (golden curry)", "cheddar (mature)": the gloss is the visitor's note on
  // the name, not part of it (its words can still make a longer name through `allTokens`).
  const core = display.replace(TRAILING_GLOSS, '')
  const displayTokens = normaliseWords(hasWords(core) ? core : display)
  const tokens = displayTokens.length > 0 ? displayTokens : allTokens
  const content = contentWords(tokens)
  const base = {
    input,
    display,
    entry: undefined,
    unsafe: undefined,
    stated: undefined,
    preference: undefined,
  }

  const unsafe = findUnsafe(allTokens, content.join(' '))
  if (unsafe !== undefined) return { ...base, kind: 'unsafe', unsafe }
  if (tokens.length === 0) return { ...base, kind: 'unknown' }
  const preference = preferenceOf(allTokens)
  if (preference !== undefined) return { ...base, kind: 'preference', preference }

  // A name the quantity-stripping cut into ("five spice", "half fat creme fraiche") still wins
  // when the whole text holds a longer one.
  const displayHit = findAlias(tokens)
  const wholeHit = tokens === allTokens ? undefined : findAlias(allTokens)
  // "quanta (dried beef)": a kind gloss explains the name before it, so a longer name it holds
  // (dried beef is machaca when typed alone) never wins over that name.
  const kindGloss = KIND_GLOSSES.has(
    normaliseWords(TRAILING_GLOSS.exec(display)?.[0] ?? '').join(' '),
  )
  const useWhole =
    !kindGloss &&
    wholeHit !== undefined &&
    (displayHit === undefined || wholeHit.end - wholeHit.start > displayHit.end - displayHit.start)
  // "rice cakes (tteok)", "cassava flour (farofa)": a gloss that is wholly another food's name is
  // the visitor saying which one they mean; the outer words are the ambiguous English.
  const glossHit = glossEntryHit(display, useWhole ? wholeHit : displayHit)
  const hitTokens = glossHit?.tokens ?? (useWhole ? allTokens : tokens)
  const hit = glossHit?.hit ?? (useWhole ? wholeHit : displayHit)
  // "cocunut milk": a slip next to a shorter name is read when it makes a longer one, so the
  // coconut milk is not taken for milk.
  if (hit !== undefined && hit.end - hit.start < content.length) {
    const read = readTypos(tokens, display)
    if (read !== undefined && read.hit.end - read.hit.start > hit.end - hit.start) {
      const typoMatched = typoMatch(base, input, read)
      if (typoMatched !== undefined) return typoMatched
    }
  }
  const isPrepared = (words: readonly string[]): boolean =>
    words.some((word) => PREPARED_DISH_WORDS.has(word))

  // "beef shank with marrow 1.5kg", "young beetroots with leaves": what follows "with" is what
  // the food comes with; the food is named before it, when those words name one.
  const withAt = hitTokens.indexOf('with')
  if (hit !== undefined && withAt > 0 && hit.start > withAt) {
    const withless = input.replace(WITH_PART, '')
    const before = withless === input ? undefined : matchIngredient(withless)
    if (before !== undefined && (before.kind === 'known' || before.kind === 'guessed'))
      return { ...before, input }
  }
  const inAt = hitTokens.indexOf('in')
  if (hit !== undefined && inAt > 0 && hit.start > inAt) {
    const unpacked = input.replace(PACKED_IN_PART, '')
    const before = unpacked === input ? undefined : matchIngredient(unpacked)
    if (before !== undefined && (before.kind === 'known' || before.kind === 'guessed')) {
      // Fish packed in oil or brine came out of a tin: cooked already, never a fillet to bake.
      const tinned = before.entry === undefined ? undefined : TINNED_FISH.get(before.entry.id)
      if (tinned !== undefined)
        return { ...before, input, entry: lexiconEntry(tinned.entry), named: tinned.named }
      return { ...before, input }
    }
  }
  if (hit !== undefined) {
    // "flour for dumplings", "oil for frying": what follows "for" is what it is for, not what it is.
    const purpose = hitTokens.indexOf('for', hit.end)
    const after = contentWords(hitTokens.slice(hit.end, purpose < 0 ? undefined : purpose))
    if (isPrepared(after)) return { ...base, kind: 'prepared' }
    let entry = hit.entry
    let named = visitorsName(hitTokens.slice(hit.start, hit.end), entry)
    // "ancho + guajillo chiles": two kinds of the same food in one item are both named, so the
    // recipe neither drops the first one silently nor lists only the second.
    // Only joined as two ("+", "&", "and"): "saltfish (salt cod)" is one food said twice.
    const pairedWith =
      glossHit === undefined && /\s(?:\+|&|and)\s/i.test(core)
        ? sameFoodBefore(hitTokens.slice(0, hit.start), entry)
        : undefined
    if (pairedWith !== undefined) named = `${pairedWith} and ${named ?? entry.id}`
    // "Half a pepper", "1 pepper": counted, a pepper is the vegetable; the spice is ground,
    // spooned or pinched ("pepper, 1 tsp"), never counted.
    if (entry.id === 'black pepper' && named === 'pepper' && countedWhole(allTokens)) {
      entry = lexiconEntry('bell peppers')
    }
    // "Cherry toms", "grape toms": the short word for tomatoes after the kind is the kind, used
    // whole (a cook's read found "cherry toms (going soft)" listed as "Toms — 2").
    if (entry.id === 'tomatoes' && ['cherry', 'grape'].includes(hitTokens[hit.start - 1] ?? '')) {
      entry = lexiconEntry('cherry tomatoes')
      named = undefined
    }
    if (entry.id === 'tomatoes' && allTokens.some((token) => TINNED_WORDS.has(token))) {
      entry = lexiconEntry('canned tomatoes')
      // "Plum tomatoes" are canned tomatoes as the recipe says it; "toms" stay the visitor's own.
      if (named !== undefined && /\btomato/.test(named)) named = undefined
    }
    // "A tin of salmon", "2 cans of mackerel": the tinned fish, cooked already, never a fillet to
    // bake until opaque.
    const tinned = TINNED_FISH.get(entry.id)
    if (tinned !== undefined && allTokens.some((token) => TINNED_WORDS.has(token))) {
      entry = lexiconEntry(tinned.entry)
      named = tinned.named
    }
    // "A tin of beans", unqualified, is baked beans in a British kitchen (beans on toast), not a
    // tin of borlotti.
    if (
      named === 'beans' &&
      content.length === 1 &&
      allTokens.some((token) => TINNED_WORDS.has(token))
    ) {
      entry = lexiconEntry('baked beans')
      named = undefined
    }
    // "Sardines (fresh)", "sardines fresh 6": raw fish to cook, not the tin.
    if (entry.id === 'sardines' && allTokens.includes('fresh')) {
      entry = lexiconEntry('fresh sardines')
      named = undefined
    }
    // "Day-old jasmine rice", "leftover basmati": rice already cooked, the fried-rice kind.
    if (entry.category === 'rice' && COOKED_RICE_ENTRIES.has(entry.id) && isCookedRice(allTokens)) {
      const kind = named ?? entry.id
      entry = lexiconEntry('cooked rice')
      // Said as the visitor said it, and plainly cooked: "cooked jasmine rice".
      named = isCookedRice(kind.split(' ')) ? kind : `cooked ${kind}`
    }
    // "Franks" are frankfurters (US); "Frank's", with the trade name's apostrophe, is the hot sauce.
    if (entry.id === 'sausage' && /\bfrank['’`]s\b/i.test(input)) {
      entry = lexiconEntry('hot sauce')
      named = undefined
    }
    const cookedMeat = cookedMeatOf(entry, allTokens)
    if (cookedMeat !== undefined) {
      entry = cookedMeat
      // Said as the visitor said it: "cooked lamb", "leftover chicken thighs".
      const kind = named ?? normaliseWords(hitTokens.slice(hit.start, hit.end).join(' ')).join(' ')
      named = allTokens.includes('cooked') ? `cooked ${kind}` : `leftover ${kind}`
    }
    // "Frozen cooked mussels", "cooked king prawns": the recipe lists and cooks them as cooked,
    // so a cook is never left wondering whether to wait for the shells to open.
    if (
      allTokens.includes('cooked') &&
      !entry.tags.has('cooked') &&
      isCookedShellfish(entry, input) &&
      !/\bcooked\b/.test(named ?? entry.id)
    )
      named = `cooked ${named ?? entry.id}`
    // "Chicken thighs (minced)", "pork shoulder, minced", "pork shoulder mince": the mince of that meat.
    // "Mince 70/30 beef pork": the fat ratio splits the name, so "mince" said anywhere still counts.
    const minced =
      allTokens.includes('minced') ||
      (after.length === 1 && after[0] === 'mince') ||
      allTokens.slice(0, hit.start).includes('mince')
    if (MINCEABLE.has(entry.category) && minced) {
      // "Beef" is read as stewing beef: its mince is named by the visitor's word, not the entry's.
      const mince = [entry.id.split(' ')[0] ?? '', ...hitTokens.slice(hit.start, hit.end)]
        .map((word) => lexiconEntryOrUndefined(`${word} mince`))
        .find((found) => found !== undefined)
      if (mince !== undefined && mince !== entry) {
        entry = mince
        named = undefined
      }
    }
    const read =
      after.length === 0 ||
      (minced && entry.tags.has('mince')) ||
      (PIECE_WORDS.has(entry.category) &&
        after.every((word) => PIECE_WORDS.get(entry.category)?.has(word)))
    return {
      ...base,
      kind: read ? 'known' : 'guessed',
      entry,
      stated: statedAmount(input),
      ...(named !== undefined && { named }),
    }
  }

  const typoRead = readTypos(tokens, display)
  if (typoRead !== undefined) {
    const typoMatched = typoMatch(base, input, typoRead)
    if (typoMatched !== undefined) return typoMatched
  }

  if (isPrepared(content)) return { ...base, kind: 'prepared' }
  const guess = guessEntry(content)
  if (guess !== undefined) {
    return { ...base, kind: 'guessed', entry: guess, stated: statedAmount(input) }
  }
  return { ...base, kind: 'unknown' }
}
