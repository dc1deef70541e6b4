import type { LexiconEntry } from './lexicon-types.ts'

// One home for "these beans are dry": the treatments soak and boil the beans it holds for, and a
// dish's `{beans:dried}` branch (akara, moi-moi) is the one it writes for them. Two rules once
// disagreed: "rajma" or "black eyed beans 500g" were soaked and boiled by their treatment, then
// drained and rinsed "from the tin" by the dish's ready branch.

/** The visitor's words for beans bought dry. */
const DRY_WORDS = ['dried', 'dry', 'raw', 'uncooked']
/** Beans soaked overnight are still raw: a reviewer found "soaked kidney beans" read as a tin. */
export const SOAKED_WORDS = ['soaked', 'presoaked']
const RAW_BEAN_WORDS = [...DRY_WORDS, ...SOAKED_WORDS]

/** Words saying the item is cooked already, whatever it was bought as. */
export const READY_WORDS = [
  'tinned',
  'tin',
  'tins',
  'canned',
  'can',
  'cans',
  'cooked',
  'precooked',
  'leftover',
  'pouch',
]

/** Sprouted mung (misal's matki sprouts) are a dish's own step, not a dry bean's. */
const SPROUTED_WORDS = ['sprouted', 'sprouts', 'sprout']

export const has = (words: ReadonlySet<string>, wanted: readonly string[]) =>
  wanted.some((word) => words.has(word))

// Names a kitchen uses for the bean it buys dry ("rajma" is the dried red kidney bean of a
// Punjabi kitchen, "lobia" its black-eyed bean): raw unless the visitor says tinned or cooked.
// Greek gigantes and Brazil's feijão are bought dry by the bag too, and so are Camellia's red beans
// (the New Orleans brand sells only dry ones) and the kala chana (kadala) of a Kerala kadala curry.
// Kabuli chana is the Indian grocer's bag of dried white chickpeas (the tin says "chickpeas"): a
// Punjabi family typing "kabuli chana" for chole soaks them overnight.
const SOLD_DRY_NAMES = [
  'rajma',
  'lobia',
  'gigantes',
  'feijao',
  'camellia',
  'kala',
  'kadala',
  'kabuli',
  'chana',
  // Kenya's njahi (black beans for githeri and mukimo) come by the bag, dry.
  'njahi',
  'njahe',
  // Whole toor (arhar) is the Indian grocer's bag of dried pigeon peas; "sabut" is whole, dry.
  'toor',
  'tuvar',
  'arhar',
  'sabut',
  // Ewa oloyin, the honey bean, is sold dry by the bag.
  'oloyin',
]

// A pulse weighed as a bag is weighed ("feijão carioca 500g", "red kidney beans 1lb") or measured
// by the cup is the dry one: tins hold 400 g, and nobody measures tinned beans by the cup unless
// they say cooked. Raw beans read as a tin are the one mistake here that can make someone ill.
const BAG_AMOUNT = 'bag-amount'
const BAG_UNITS = new Set(['kg', 'kilo', 'kilos', 'lb', 'lbs', 'pound', 'pounds', 'cup', 'cups'])
function bagAmount(words: readonly string[]): boolean {
  return words.some((word, at) => {
    const quantity = Number(word)
    if (!Number.isFinite(quantity) || quantity <= 0) return false
    const unit = words[at + 1] ?? ''
    return BAG_UNITS.has(unit) || ((unit === 'g' || unit === 'grams') && quantity >= 450)
  })
}

// A dish's place whose beans a cook buys only dry (`boughtDry`, or `groundRaw`: akara, Boston baked
// beans): a family typing plain "black eyed peas" for akara has the dry bag, and a cook's read
// found akara made from "1 tin, drain, rinse and pat dry".
const BOUGHT_DRY = 'place-bought-dry'

/**
 * The words `isDryBean` reads for one item: its normalised words (states in other languages said
 * in English too), a mark when its amount is a bag's, and a mark when the dish's place buys its
 * beans dry (`boughtDry`): beans of unstated form are then the dry ones.
 */
export function pulseWords(read: readonly string[], boughtDry = false): ReadonlySet<string> {
  const marks = [...(bagAmount(read) ? [BAG_AMOUNT] : []), ...(boughtDry ? [BOUGHT_DRY] : [])]
  return new Set([...read, ...marks])
}

/**
 * How a pulse is sold. `either`: tinned (cooked) as often as dry, so dry only when the visitor
 * says so, or names it as it is sold dry. `dry`: sold only dry (fabes, for fabada; a Scotch
 * broth's packet of barley, split peas and lentils; dried soybeans, a hard bean where edamame are
 * the same bean picked green; grey carlin peas), whatever words the visitor used. `dry-unless-said`:
 * sold dry, tins rare, so dry unless the visitor says tinned, cooked or sprouted (whole urad, dal
 * makhani's black gram; whole mung).
 */
type Sold = 'either' | 'dry' | 'dry-unless-said'

const SOLD: ReadonlyMap<string, Sold> = new Map<string, Sold>([
  ['kidney beans', 'either'],
  ['chickpeas', 'either'],
  ['black beans', 'either'],
  ['cannellini beans', 'either'],
  ['butter beans', 'either'],
  ['borlotti beans', 'either'],
  ['pinto beans', 'either'],
  ['pigeon peas', 'either'],
  ['black eyed beans', 'either'],
  ['broad beans', 'either'],
  ['adzuki beans', 'either'],
  // Whole dried peas (and dried marrowfat peas, the mushy peas' own) are a pulse: soaked and
  // boiled, never cooked like the frozen or tinned peas these entries otherwise are.
  ['peas', 'either'],
  ['mushy peas', 'either'],
  ['fabes', 'dry'],
  ['dried soybeans', 'dry'],
  ['broth mix', 'dry'],
  ['grey peas', 'dry'],
  ['urad beans', 'dry-unless-said'],
  ['mung beans', 'dry-unless-said'],
])

// Beans sold dry under a word that only means so beside their own entry (not alone, as "rajma"
// does): black chickpeas (kala chana) for a kadala curry, and South Africa's speckled sugar beans
// for samp and beans (a cook's read found them poured in as "tinned, already cooked"). Soaked
// overnight unless the visitor says tinned.
const SOLD_DRY_KINDS: ReadonlyMap<string, string> = new Map([
  ['chickpeas', 'black'],
  ['borlotti beans', 'sugar'],
  // Nigeria's honey beans (ewa oloyin) for moi-moi and ewa agoyin come by the bag, dry.
  ['black eyed beans', 'honey'],
])

/** Whether the food is a bean that may be bought dry (its words then say whether it is). */
export function isBean(entry: LexiconEntry): boolean {
  return SOLD.has(entry.id)
}

/**
 * Whether the visitor's beans (whole beans, peas and chickpeas; not lentils or split dal, which
 * are always cooked from dry) are dry: to be soaked and boiled before a dish that is written for
 * ready ones. `words` are the item's `pulseWords`.
 */
export function isDryBean(entry: LexiconEntry, words: ReadonlySet<string>): boolean {
  const sold = SOLD.get(entry.id)
  if (sold === undefined) return false
  if (sold === 'dry') return true
  // Sprouted whole mung are not the bag of dry beans, whatever else is said; dried ones are.
  if (sold === 'dry-unless-said')
    return entry.id === 'mung beans'
      ? !has(words, READY_WORDS) && !has(words, SPROUTED_WORDS)
      : !has(words, READY_WORDS)
  if (has(words, RAW_BEAN_WORDS)) return true
  if (has(words, READY_WORDS) || has(words, NEVER_DRY_WORDS)) return false
  const kind = SOLD_DRY_KINDS.get(entry.id)
  return has(words, DRY_MARKS) || (kind !== undefined && words.has(kind))
}

// Frozen, fresh or jarred beans are never the dry bag, however much of them or whatever the dish
// buys: a cook's read found "frozen peas 500g" soaked overnight as "dried frozen peas", and a
// reviewer "fresh broad beans" in a falafel and a jar of butter beans in a fabada renamed dried.
const NEVER_DRY_WORDS = ['frozen', 'fresh', 'podded', 'shelled', 'jar', 'jarred', 'jars']
const DRY_MARKS = [...SOLD_DRY_NAMES, BAG_AMOUNT, BOUGHT_DRY]
