import type { LexiconEntry } from '../lexicon/lexicon.ts'
import { lexiconEntry } from '../lexicon/lexicon.ts'
import type { MatchedIngredient } from './match-ingredient.ts'
import { normaliseWords } from './match-ingredient.ts'

// Some names mean one food in a British kitchen and another in the kitchen the rest of the list
// is from. "Rice cakes" beside peanut butter are the puffed crispbreads; beside gochujang and fish
// cakes they are the chewy tteok of tteokbokki (or nian gao, or mochi), which no Asian list means
// as a cracker.

interface KitchenReading {
  /** The visitor's own words for the item, as the lexicon names it (`match.named`, or the
   * entry's own name when they typed just that). */
  named: ReadonlySet<string>
  /** The entry those words are read as by default. */
  from: string
  /** The entry they mean when another item of the list is a cue to that kitchen. */
  to: string
  /** Another item of the list that says the kitchen: by its entry, or by the words the visitor
   * typed for it (a Spanish word says a Spanish-speaking kitchen, whatever food it names). */
  cue: (entry: LexiconEntry, words: readonly string[]) => boolean
  /** How many of the list's other items must be cues (one, unless said). */
  cues?: number
}

/** The sauces and seasonings an East Asian pot is built on (not peanut butter, which is tagged
 * for satay but spread on rice cakes everywhere). */
const EAST_ASIAN_SEASONINGS: ReadonlySet<string> = new Set(['sauce', 'condiment', 'stock'])
const EAST_ASIAN_CUES: ReadonlySet<string> = new Set(['fish cakes', 'eomuk', 'kimchi'])
/** What says a list is Korean: its pastes, rice cakes and kimchi. */
const KOREAN_CUES: ReadonlySet<string> = new Set(['gochujang', 'doenjang', 'tteok', 'kimchi'])

/** What says a list is West African: its soups' seeds, oils, seasonings and swallows. */
const WEST_AFRICAN_CUES: ReadonlySet<string> = new Set([
  'egusi',
  'ogbono',
  'palm oil',
  'iru',
  'ugu',
  'dried fish',
  'stockfish',
  'pepper soup spice',
  'suya spice',
  'cassava leaves',
  'fufu',
  'gari',
  'yam',
])
/**
 * What says "crayfish" is the ground dried crayfish of a West African pot: the kitchen's own cues,
 * or the black-eyed beans of moi moi and akara and the plantain beside a beans porridge, which no
 * crayfish boil is served with (a cook's read found moi moi's crayfish stir-fried, the beans left out).
 */
const CRAYFISH_CUES: ReadonlySet<string> = new Set([
  ...WEST_AFRICAN_CUES,
  'black eyed beans',
  'plantain',
])
/** The herbs and fresh things of a Vietnamese or Thai noodle bowl, beyond its sauces. */
const SOUTH_EAST_ASIAN_CUES: ReadonlySet<string> = new Set([
  'lemongrass',
  'kaffir lime leaves',
  'beansprouts',
  'rice paper',
])

function eastAsianCue(entry: LexiconEntry): boolean {
  return (
    EAST_ASIAN_CUES.has(entry.id) ||
    (entry.tags.has('asian') && EAST_ASIAN_SEASONINGS.has(entry.category))
  )
}

/** What says a list is a South Indian dal pot (sambar, a moringa dal): the dals it is built on
 * and sambar (or rasam) powder. Not tamarind, curry leaves or lentils alone, which a chicken
 * curry has too. */
const SAMBAR_CUES: ReadonlySet<string> = new Set([
  'toor dal',
  'urad dal',
  'moong dal',
  'sambar powder',
])

/** What says a list is a Kerala vegetable pot (avial, thoran, kootu): its coconut, curry leaves
 * and coconut oil and the raw banana and yam cut with the drumsticks. Three of them together: a
 * Kerala chicken curry has curry leaves and coconut oil too, a Caribbean soup yam and plantain. */
const KERALA_VEGETABLE_CUES: ReadonlySet<string> = new Set([
  'curry leaves',
  'coconut oil',
  'coconut',
  'plantain',
  'yam',
  'bottle gourd',
])

/** What says "bonito" is the flakes a Japanese cook scatters or steeps, not the fish: the dashi's
 * kombu and miso, the tofu, noodles and okonomiyaki sauce the flakes go on. */
/**
 * The ground spices of a South Asian pot. Plain "fennel" beside two of them is the fennel seed
 * (saunf) of a Kashmiri dum aloo, a rogan josh or a Chettinad masala, ground or whole, not the
 * bulb (a cook's read found a dum aloo's fennel read as a vegetable and the dish never offered).
 */
const SOUTH_ASIAN_SPICE_CUES: ReadonlySet<string> = new Set([
  'chilli powder',
  'turmeric',
  'garam masala',
  'ground ginger',
  'asafoetida',
  'cumin',
  'ground coriander',
  'cardamom',
  'cloves',
  'mustard seeds',
  'curry leaves',
  'fenugreek',
  'nigella seeds',
  'panch phoron',
  'mustard oil',
  'ghee',
])
const BONITO_FLAKE_CUES: ReadonlySet<string> = new Set([
  'kombu',
  'miso',
  'tofu',
  'udon noodles',
  'soba noodles',
  'katsu sauce',
  'mentsuyu',
])

/** What says "chips" are fried potatoes: the fish, sausage or pie a chip-shop plate is built on. */
const CHIP_SHOP_CUES: ReadonlySet<string> = new Set([
  'mushy peas',
  'sausage',
  'steak',
  'burger',
  'baked beans',
  'fish fingers',
  'egg',
  // chips and curry sauce, the chip shop's own
  'curry sauce',
  // the spice bag and salt-and-chilli chips of an Irish or northern takeaway
  'five spice',
])
/**
 * What says "chips" are the fried potatoes served beside a grilled chop or chicken, or tucked into
 * a gyros pitta: the Greek, Portuguese and British plate. Asked only when nothing says dip.
 */
const PLATE_CUES: ReadonlySet<string> = new Set([
  'pork chop',
  'lamb chop',
  'chicken',
  'chicken breast',
  'chicken thigh',
  'chicken drumstick',
  'gammon',
  'pitta',
  // lomo saltado: beef strips tossed with the fried potatoes, aji amarillo the Peruvian cue
  'beef strips',
  'aji amarillo paste',
])
/** What says a list is a River Plate bake: dulce de leche and quince paste. */
const RIVER_PLATE_BAKING_CUES: ReadonlySet<string> = new Set(['dulce de leche', 'quince'])
/** What says a list is Romanian: its sheep's cheese, sour borș and lovage. */
const ROMANIAN_CUES: ReadonlySet<string> = new Set(['bryndza', 'bors', 'lovage'])
/** What says a list is Vietnamese beyond the noodle bowl's herbs: its fish sauce and pickles. */
const VIETNAMESE_BOWL_CUES: ReadonlySet<string> = new Set([
  ...SOUTH_EAST_ASIAN_CUES,
  'fish sauce',
  'green papaya',
  'vietnamese coriander',
])

/**
 * Words only a Spanish-speaking cook types for the rest of the list (Spain's and the River Plate's
 * panceta, pimentón and papas): beside them "batata" is the sweet potato of an Argentine guiso or
 * an Andalusian stew, not the Portuguese, Brazilian or Marathi potato it means elsewhere.
 */
const SPANISH_WORDS: ReadonlySet<string> = new Set([
  'panceta',
  'pimenton',
  'colorado',
  'papa',
  'papas',
  'zapallo',
  'zapallito',
  'choclo',
  'morron',
  'cebolla',
  'cebollas',
  'zanahoria',
  'zanahorias',
  'lentejas',
  'porotos',
  'garbanzos',
  'molido',
  'pimiento',
  'pimientos',
  'ajo',
])

/** What says "chips" are for dipping: a salsa or guacamole. */
const DIP_CUES: ReadonlySet<string> = new Set(['salsa', 'green salsa', 'guacamole'])

/**
 * Words the lexicon leaves unread because they mean two foods, and the food the rest of the list
 * says they mean: "chips" are fried potatoes beside fish (British) and tortilla chips beside salsa
 * (American); with neither, the word stays the visitor's own, never a guess.
 */
interface UnknownReading {
  words: string
  to: string
  cue: (entry: LexiconEntry) => boolean
}

const UNKNOWN_READINGS: readonly UnknownReading[] = [
  {
    words: 'chips',
    to: 'oven chips',
    cue: (entry) => entry.category === 'fish' || CHIP_SHOP_CUES.has(entry.id),
  },
  { words: 'chips', to: 'tortilla chips', cue: (entry) => DIP_CUES.has(entry.id) },
  { words: 'chips', to: 'oven chips', cue: (entry) => PLATE_CUES.has(entry.id) },
  // "Manteca" is lard in Spain and Mexico and butter on the River Plate: beside dulce de leche or
  // quince paste it is the butter of alfajores and pastafrolas (a family's alfajores list lost it).
  {
    words: 'manteca',
    to: 'butter',
    cue: (entry) => RIVER_PLATE_BAKING_CUES.has(entry.id),
  },
]

const KITCHEN_READINGS: readonly KitchenReading[] = [
  {
    named: new Set(['rice cakes', 'rice cake']),
    from: 'rice cakes',
    to: 'tteok',
    cue: eastAsianCue,
  },
  // Plain "vermicelli" is wheat (Italian vermicelli, Indian seviyan, Turkish şehriye) until the
  // list's fish sauce, soy or lemongrass says it is the rice vermicelli of a bún or a spring roll.
  {
    named: new Set(['vermicelli']),
    from: 'vermicelli',
    to: 'rice noodles',
    cue: (entry) => eastAsianCue(entry) || SOUTH_EAST_ASIAN_CUES.has(entry.id),
  },
  // "Caramel" is the caramel sauce of a banoffee pie, until the list's fish sauce or soy says it
  // is the bitter cooking caramel (nuoc mau) a Vietnamese kho is braised in.
  {
    named: new Set(['caramel']),
    from: 'dulce de leche',
    to: 'cooking caramel',
    cue: (entry) => eastAsianCue(entry) || SOUTH_EAST_ASIAN_CUES.has(entry.id),
  },
  // "Crayfish" beside egusi, palm oil or iru is the ground dried crayfish a West African soup is
  // seasoned with, not fresh crayfish to boil (a cook's read found langoustines in an egusi soup).
  {
    named: new Set(['crayfish']),
    from: 'crayfish',
    to: 'ground crayfish',
    cue: (entry) => CRAYFISH_CUES.has(entry.id),
  },
  // "Pepper" on a Nigerian or Ghanaian list is fresh chilli (scotch bonnet, ata rodo, the blended
  // pepper of a stew), not the black pepper of a British one: a cook's read found an egusi soup
  // call the visitor's pepper "not needed" and buy a chilli.
  {
    named: new Set(['pepper', 'fresh pepper', 'hot pepper']),
    from: 'black pepper',
    to: 'chilli',
    cue: (entry) => WEST_AFRICAN_CUES.has(entry.id),
  },
  // "Drumsticks" beside toor dal or sambar powder are moringa pods, the long green vegetable of a
  // sambar; on any other list they are chicken (a cook's read found chicken in a sambar).
  {
    named: new Set(['drumstick', 'drumsticks']),
    from: 'chicken drumstick',
    to: 'moringa',
    cue: (entry) => SAMBAR_CUES.has(entry.id),
  },
  // Beside raw banana, yam, grated coconut and curry leaves they are the moringa of an avial.
  {
    named: new Set(['drumstick', 'drumsticks']),
    from: 'chicken drumstick',
    to: 'moringa',
    cue: (entry) => KERALA_VEGETABLE_CUES.has(entry.id),
    cues: 3,
  },
  // "Bonito" is the fish (grilled like mackerel) until kombu, miso or tofu says it is the flakes
  // of a dashi or a topping (a cook's read found a tablespoon of flakes for a fish supper).
  {
    named: new Set(['bonito']),
    from: 'bonito',
    to: 'bonito flakes',
    cue: (entry) => BONITO_FLAKE_CUES.has(entry.id),
  },
  {
    named: new Set(['fennel']),
    from: 'fennel',
    to: 'fennel seeds',
    cue: (entry) => SOUTH_ASIAN_SPICE_CUES.has(entry.id),
    cues: 2,
  },
  // "Radish" beside soy, fish sauce, gochujang or kimchi is the long white radish (mu, daikon,
  // luobo) of a kkakdugi, a braise or a pickle, not the little red salad radish.
  {
    named: new Set(['radish', 'radishes']),
    from: 'radishes',
    to: 'daikon',
    cue: (entry) => eastAsianCue(entry) || KOREAN_CUES.has(entry.id),
  },
  // "Bún" (typed "bun") beside fish sauce, beansprouts or green papaya is the rice vermicelli of
  // bún chả and bún thịt nướng, not a burger bun (a cook's read found bún chả served in rolls).
  {
    named: new Set(['bun', 'buns']),
    from: 'hamburger buns',
    to: 'rice noodles',
    cue: (entry) => VIETNAMESE_BOWL_CUES.has(entry.id),
  },
  // "Mălai" (typed "malai") beside brânză, smântână's borș or lovage is Romanian cornmeal for
  // mămăligă, not the Indian cream of a malai kofta.
  {
    named: new Set(['malai']),
    from: 'cream',
    to: 'polenta',
    cue: (entry) => ROMANIAN_CUES.has(entry.id),
  },
  // "Batata" is a potato in Portugal, Brazil (where the sweet one is batata doce) and a Marathi or
  // Gujarati kitchen (batata vada), and the sweet potato in Spain and Argentina: beside a Spanish
  // word it is the sweet potato (a cook's read found an Argentine guiso de lentejas's batata cooked
  // as potato).
  {
    named: new Set(['batata', 'batatas']),
    from: 'potatoes',
    to: 'sweet potato',
    cue: (_entry, words) => words.some((word) => SPANISH_WORDS.has(word)),
  },
  // "Fish cakes" beside gochujang are eomuk, simmered in tteokbokki or a broth, not breaded
  // fishcakes for the frying pan.
  {
    named: new Set(['fish cakes', 'fish cake', 'fishcakes', 'fishcake']),
    from: 'fish cakes',
    to: 'eomuk',
    cue: (entry) => KOREAN_CUES.has(entry.id),
  },
]

/**
 * Each item as the rest of the list says it is meant, in the list's order (an empty line stays
 * undefined); the same array when nothing changes.
 */
export function readInKitchen(
  matches: ReadonlyArray<MatchedIngredient | undefined>,
): ReadonlyArray<MatchedIngredient | undefined> {
  const known = matches.filter((match) => match?.entry !== undefined)
  // The words the visitor typed for an item, as the lexicon reads words: worked out once for the
  // whole reading, though every item's readings ask every other item for them and the unknown
  // items are looked at twice.
  const typed = new Map<MatchedIngredient, readonly string[]>()
  const typedWords = (match: MatchedIngredient): readonly string[] => {
    const cached = typed.get(match)
    if (cached !== undefined) return cached
    const words = normaliseWords(match.display)
    typed.set(match, words)
    return words
  }
  const unknownReading = (match: MatchedIngredient | undefined) => {
    if (match === undefined || match.kind !== 'unknown') return undefined
    const words = typedWords(match).join(' ')
    return UNKNOWN_READINGS.find(
      (reading) =>
        reading.words === words &&
        known.some((other) => other?.entry !== undefined && reading.cue(other.entry)),
    )
  }
  if (
    !matches.some((match) => readingsFor(match).length > 0 || unknownReading(match) !== undefined)
  ) {
    return matches
  }
  return matches.map((match) => {
    const unknown = unknownReading(match)
    if (match !== undefined && unknown !== undefined) {
      // Listed under the visitor's word: "Chips", read as the list means them.
      return { ...match, kind: 'known', entry: lexiconEntry(unknown.to), named: unknown.words }
    }
    if (match === undefined) return match
    const cuedBy = (reading: KitchenReading) =>
      matches.filter(
        (other) =>
          other !== match &&
          other?.entry !== undefined &&
          reading.cue(other.entry, typedWords(other)),
      ).length >= (reading.cues ?? 1)
    const reading = readingsFor(match).find(cuedBy)
    if (reading === undefined) return match
    const entry: LexiconEntry = lexiconEntry(reading.to)
    // The recipe still lists it under the visitor's own words: "Fish cakes", not "Eomuk".
    return { ...match, entry, named: match.named ?? reading.from }
  })
}

function readingsFor(match: MatchedIngredient | undefined): readonly KitchenReading[] {
  if (match === undefined || match.entry === undefined) return []
  const id = match.entry.id
  // Typed as the entry's own name, the words are not kept: they are the entry's name.
  const named = match.named ?? id
  return KITCHEN_READINGS.filter((reading) => reading.from === id && reading.named.has(named))
}
