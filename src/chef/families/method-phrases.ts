import type { DishItem } from './dish-types.ts'
import { capitalise, joinWords } from '../text/markdown-text.ts'
import { isWholeSeed as isWholeSeedNamed } from '../lexicon/whole-seeds.ts'
import { isCookedShellfish, MOLLUSCS } from '../lexicon/cooked-shellfish.ts'
import { isSmokedSausage as isSmokedSausageNamed } from '../lexicon/smoked-sausage.ts'
import { isCuredPork } from '../lexicon/cured-pork.ts'

// Small helpers the families' writers share to turn a dish into method sentences.

export function entries(items: readonly DishItem[]): Array<NonNullable<DishItem['entry']>> {
  return items.flatMap((item) => (item.entry === undefined ? [] : [item.entry]))
}

function isRaw(entry: NonNullable<DishItem['entry']>): boolean {
  return !entry.tags.has('cooked') && !entry.tags.has('tinned')
}

const MINCED = /mince|sausage|burger|meatball/
const PROTEIN = new Set(['poultry', 'meat', 'fish', 'seafood'])
/** Raw cured pork sold in thick cuts, cooked through like fresh pork. */
const RAW_CURED_PORK = new Set(['gammon steak', 'salt pork'])

/** A sausage the visitor named as smoked and cooked already (kielbasa, frankfurters). */
export function isSmokedSausage(item: DishItem): boolean {
  return isSmokedSausageNamed(item.entry, item.mention)
}

/**
 * How to tell the protein is cooked, in the words a cook would use, with a meat thermometer
 * reading where it matters for safety (chicken 75°C, pork 70°C, minced meat 71°C). `poached` is
 * for things cooked in a liquid, which never turn golden.
 */
export function doneness(items: readonly DishItem[], poached = false): string {
  // A smoked, cured sausage (kielbasa, andouille) is cooked already and stays pink: a cook told
  // "no pink left" fries it grey. Another raw protein with it still sets the cue.
  const smoked = items.filter(isSmokedSausage)
  if (smoked.length > 0) {
    const rest = items.filter((item) => !smoked.includes(item))
    const others = entries(rest).filter(isRaw)
    return others.some((entry) => PROTEIN.has(entry.category))
      ? doneness(rest, poached)
      : poached
        ? 'heated through'
        : 'browned and piping hot all the way through (smoked sausage is already cooked and stays pink inside)'
  }
  // Cooked prawns or crawfish tails are only heated through; a raw protein with them sets the cue.
  const readyShellfish = items.filter((item) => isCookedShellfish(item.entry, item.mention))
  if (readyShellfish.length > 0) {
    const rest = items.filter((item) => !readyShellfish.includes(item))
    return entries(rest).some((entry) => isRaw(entry) && PROTEIN.has(entry.category))
      ? doneness(rest, poached)
      : poached
        ? 'heated through'
        : 'piping hot (they are cooked already: longer only toughens them)'
  }
  // Cured or smoked pork in the piece (a smoked hock, gammon, kassler) keeps its pink however long
  // it cooks: a cook's read found a smoked hock told to cook to "no pink". It is done when tender
  // and piping hot; a fresh raw protein cooked with it still sets the cue.
  const cured = items.filter((item) => isCuredPork(item.entry, item.typed ?? item.mention))
  if (cured.length > 0) {
    const rest = items.filter((item) => !cured.includes(item))
    if (entries(rest).some((entry) => isRaw(entry) && PROTEIN.has(entry.category))) {
      return doneness(rest, poached)
    }
    return poached
      ? 'tender and piping hot right through (70°C on a meat thermometer; cured pork stays pink, so go by the heat, not the colour)'
      : 'cooked through and piping hot in the middle (70°C on a meat thermometer; cured pork stays pink, so go by the heat, not the colour)'
  }
  const raw = entries(items).filter(isRaw)
  if (raw.some((entry) => entry.category === 'poultry')) {
    return 'cooked through with no pink left (75°C on a meat thermometer)'
  }
  if (raw.some((entry) => entry.category === 'meat' && MINCED.test(entry.id))) {
    return 'cooked through with no pink left (71°C on a meat thermometer)'
  }
  if (raw.some((entry) => entry.category === 'meat' && entry.id.startsWith('pork'))) {
    return 'cooked through with no pink in the middle (70°C on a meat thermometer)'
  }
  // Live clams and mussels open in steam, not in a film of hot oil: a cook's read found clams
  // "stir-fried in 1 tbsp of oil until opened" for a fried rice, with no lid and no liquid.
  if (raw.some((entry) => MOLLUSCS.has(entry.id))) {
    return poached
      ? 'the shells have opened (throw away any that stay shut)'
      : 'the shells have opened (add a splash of water and cover the pan so they steam open; throw away any that stay shut)'
  }
  if (raw.some((entry) => entry.id === 'prawns' || entry.id === 'lobster')) {
    return 'pink and opaque all the way through'
  }
  if (raw.some((entry) => entry.category === 'seafood')) return 'just opaque'
  // Livers carry campylobacter inside, not only on the surface: pink in the middle is not safe.
  if (raw.some((entry) => entry.id === 'liver')) {
    return 'browned outside and cooked through with no pink in the middle (70°C on a meat thermometer)'
  }
  if (raw.some((entry) => entry.category === 'meat')) {
    return poached ? 'just cooked' : 'browned outside and cooked to your liking'
  }
  if (raw.some((entry) => entry.category === 'fish')) return 'opaque and flaking easily'
  // Gammon and salt pork are raw cured pork, in thick pieces: crisp outside is not done inside.
  if (raw.some((entry) => RAW_CURED_PORK.has(entry.id))) {
    return 'cooked through and piping hot in the middle (70°C on a meat thermometer)'
  }
  if (raw.some((entry) => entry.category === 'cured-meat')) {
    return poached ? 'cooked through' : 'crisp and golden'
  }
  if (poached) return 'heated through'
  if (raw.some((entry) => entry.category === 'nut-seed')) return 'toasted and golden'
  return 'golden at the edges'
}

/**
 * Leftover roast chicken or meat (rotisserie, Sunday roast): already cooked, but it must be
 * reheated until steaming hot throughout, never just warmed for a minute or added cold.
 */
export function isCookedMeat(item: DishItem): boolean {
  const entry = item.entry
  return (
    entry !== undefined &&
    entry.tags.has('cooked') &&
    (entry.category === 'poultry' || entry.category === 'meat')
  )
}

export function hasRaw(items: readonly DishItem[]): boolean {
  return entries(items).some(isRaw)
}

/** Joins the non-empty parts into one sentence, capitalised, with tidy spaces and punctuation. */
export function sentence(...parts: readonly string[]): string {
  return capitalise(
    parts
      .filter((part) => part !== '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .replace(/\s+([,.;])/g, '$1')
      .trim(),
  )
}

/** The text, or the fallback when the text is empty ("Vegetable" when no veg is named). */
export function orElse(text: string, fallback: string): string {
  return text === '' ? fallback : text
}

/** "the a, b and c" for these items; '' when there are none. */
export function the(items: readonly DishItem[]): string {
  return items.length === 0 ? '' : `the ${joinWords(items.map((item) => item.mention))}`
}

/** Joins the non-empty phrases: "the onion, the carrots and the beans". */
export function joinParts(...parts: readonly string[]): string {
  return joinWords(parts.filter((part) => part !== ''))
}

/** The items that satisfy a test on their lexicon entry. */
export function only(
  items: readonly DishItem[],
  test: (entry: NonNullable<DishItem['entry']>) => boolean,
): DishItem[] {
  return items.filter((item) => item.entry !== undefined && test(item.entry))
}

// Alliums and friends that need a slow soften; the rest of the aromatics burn if they get it.
const SLOW_AROMATICS: ReadonlySet<string> = new Set([
  'onion',
  'red onion',
  'shallot',
  'leek',
  'celery',
  'fennel',
])

/** Onions, leeks and celery: they want 6–8 minutes to soften. */
export function slowAromatics(items: readonly DishItem[]): DishItem[] {
  return only(items, (entry) => SLOW_AROMATICS.has(entry.id))
}

/** Garlic, ginger, chilli and the like: a minute in the pan is all they need. */
export function quickAromatics(items: readonly DishItem[]): DishItem[] {
  return only(
    items,
    (entry) =>
      !SLOW_AROMATICS.has(entry.id) && (entry.category !== 'herb' || entry.id === 'lemongrass'),
  )
}

/**
 * "cook the onion gently for 8 minutes until soft, then add the garlic for 1 minute until
 * fragrant": the onions get their time and the garlic only a minute, so nothing burns. Starts
 * lower case so it can follow "Heat the oil and"; '' when there are no aromatics.
 */
export function softenAromatics(items: readonly DishItem[], minutes = '6–8'): string {
  const slow = slowAromatics(items)
  const quick = quickAromatics(items)
  const first =
    slow.length > 0
      ? `cook ${the(slow)} gently with a pinch of salt for ${minutes} minutes, stirring now and then, until soft`
      : ''
  const then =
    quick.length > 0
      ? `${slow.length > 0 ? 'then add' : 'add'} ${the(quick)} and stir for 1 minute until fragrant`
      : ''
  return first !== '' && then !== '' ? `${first}, ${then}` : `${first}${then}`
}

/** "Melt" for butter and the solid fats, "Heat" for oil. */
export function heatVerb(fat: readonly DishItem[]): 'Melt' | 'Heat' {
  return fat.some((item) =>
    ['butter', 'margarine', 'ghee', 'coconut oil', 'lard', 'duck fat', 'beef dripping'].includes(
      item.entry?.id ?? '',
    ),
  )
    ? 'Melt'
    : 'Heat'
}

const CITRUS: ReadonlySet<string> = new Set(['lemon', 'lime', 'oranges', 'grapefruit'])

/** Citrus fruit, which goes in as juice (and zest), never whole. */
export function citrus(items: readonly DishItem[]): DishItem[] {
  return only(items, (entry) => CITRUS.has(entry.id))
}

/** "the juice of the lemon and lime"; '' when there is no citrus. */
export function juiceOf(items: readonly DishItem[]): string {
  const fruit = citrus(items)
  return fruit.length === 0 ? '' : `the juice of ${the(fruit)}`
}

/** The items, with citrus fruit named as its juice: "the honey and the juice of the lemon". */
export function withJuice(items: readonly DishItem[]): string {
  const fruit = citrus(items)
  return joinParts(the(items.filter((item) => !fruit.includes(item))), juiceOf(fruit))
}

/** Leafy greens that only want wilting. */
export function leafy(items: readonly DishItem[]): DishItem[] {
  // Sauerkraut is filed with the leaves but is already soft: it warms, it never wilts.
  return only(items, (entry) => entry.category === 'leafy-veg' && !entry.tags.has('acid'))
}

// Minutes at a simmer for rice bought dry, by kind; white rice is the rest.
const RICE_MINUTES: ReadonlyMap<string, string> = new Map([
  ['brown rice', '25–30'],
  ['paella rice', '18–20'],
  ['risotto rice', '16–18'],
])

// Rice cooked by absorption in its own kitchens: short-grain (sushi, Japanese, Korean) and jasmine
// rice are rinsed, given a measured amount of water and a lid, and rested; boiled in plenty of water
// and drained they turn wet and broken (a cook's read found short-grain rice drained for a
// stir-fry).
const ABSORBED_RICE: ReadonlySet<string> = new Set(['jasmine rice', 'short grain rice'])

/** Whether rice of this lexicon entry is cooked by absorption, not boiled and drained. */
export function isAbsorbedRice(entryId: string): boolean {
  return ABSORBED_RICE.has(entryId)
}

/**
 * How rice cooked by absorption is cooked, for `named` ("the short grain rice"); lower case, for
 * a sentence, and ending where a caller can add "and keep it covered".
 */
export function absorbRice(named: string, pronoun = 'it'): string {
  return `rinse ${named} in several changes of cold water until the water runs almost clear, then put ${pronoun} in a pan with 1¼ times ${pronoun === 'it' ? 'its' : 'their'} volume of cold water (about 1¼ mugs of water to each mug of rice), bring to the boil, cover with a tight lid and cook on the lowest heat for 12–15 minutes, until the water is absorbed; leave ${pronoun}, still covered, off the heat for 10 minutes`
}

/**
 * Leftover cooked rice served as it is (under a stir-fry, beside a curry) is reheated by a step of
 * its own, once only and until steaming hot throughout: cold rice can carry Bacillus cereus
 * toxins that a lukewarm warm-through does not deal with. Lower case, for a sentence.
 */
export function reheatRice(items: readonly DishItem[]): string {
  return `reheat ${the(items)} just once, until steaming hot throughout: in a covered bowl in the microwave with a splash of water for 3–4 minutes, stirring halfway`
}

/**
 * How dry rice is cooked as a step of its own, in words a cook can follow (a stated time and a
 * doneness cue, not "as the packet says"): "rinse the basmati rice, then simmer it in plenty of
 * boiling salted water for 10–12 minutes, until tender; drain". Lower case, for a sentence.
 */
export function simmerRice(items: readonly DishItem[]): string {
  // Sticky rice is steamed once soaked (its soak is a treatment, before the dish): boiled, it
  // turns to paste.
  if (items.length === 1 && entries(items)[0]?.id === 'glutinous rice') {
    return `drain the soaked ${items[0]?.mention ?? 'sticky rice'} and steam it in a steamer lined with muslin or a clean cloth for 20–25 minutes, turning it over once, until tender and sticky`
  }
  const found = entries(items)
  if (found.length > 0 && found.every((entry) => isAbsorbedRice(entry.id))) {
    return absorbRice(the(items), items.length > 1 ? 'them' : 'it')
  }
  const kinds = found.map((entry) => RICE_MINUTES.get(entry.id) ?? '10–12')
  const minutes = kinds.find((time) => time !== '10–12') ?? '10–12'
  return `rinse ${the(items)}, then simmer ${items.length > 1 ? 'them' : 'it'} in plenty of boiling salted water for ${minutes} minutes, until tender; drain`
}

/** A spice the visitor has as whole seeds (see `lexicon/whole-seeds.ts`). */
export function isWholeSeed(item: DishItem): boolean {
  return isWholeSeedNamed(item.entry, item.mention)
}

/**
 * Whole seeds sizzle in the hot fat before the onion goes in, so they crackle and give up their
 * oil; stirred in after the onion, like a ground spice, they stay hard and raw-tasting (a cook's
 * read of cumin seeds "stirred in for a minute" after the onions). '' when there are none.
 */
export function sizzleSeeds(seeds: readonly DishItem[]): string {
  if (seeds.length === 0) return ''
  const popping = seeds.filter((item) => item.entry?.id === 'mustard seeds')
  const pop =
    popping.length === 0
      ? ''
      : popping.length === seeds.length
        ? ' and they start to pop'
        : ` and ${the(popping)} start to pop`
  return `Add ${the(seeds)} and let them sizzle for 30 seconds, until fragrant${pop}.`
}
