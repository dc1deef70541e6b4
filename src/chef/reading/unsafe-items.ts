// Things a visitor might list that must never reach a recipe. Matching is on whole normalised
// words, so "soap" catches "dish soap" and "Soap!" but not "soapwort"; words that are also food in
// other phrases ("stone fruit", "sponge cake") are only refused when they are the whole item.

export type UnsafeKind =
  'chemical' | 'poisonous' | 'not-food' | 'spoiled' | 'medicine' | 'foraged' | 'storage'

export interface UnsafeVerdict {
  kind: UnsafeKind
  /** Why, in words the visitor reads after "left out for safety:". */
  reason: string
}

const REASONS: Record<UnsafeKind, string> = {
  chemical: 'it is a household or industrial chemical, not food, and is poisonous to swallow',
  poisonous: 'it is poisonous to eat, even in small amounts',
  'not-food': 'it is not food',
  spoiled:
    'food that smells off, feels slimy or has gone sour or bad has started to spoil and can make you ill; when in doubt, throw it out',
  medicine: 'medicines belong with a doctor’s or pharmacist’s advice, not in cooking',
  foraged:
    'wild-picked mushrooms, berries and plants can look just like deadly ones, and a recipe cannot check what they are; only eat them once an expert has identified them',
  storage:
    'raw meat, fish, dairy and cooked rice kept out of the fridge for hours grow bacteria and toxins that cooking does not remove',
}

// Matched as whole words or word sequences anywhere in the item.
const ANYWHERE: ReadonlyArray<readonly [UnsafeKind, string]> = [
  ...words('chemical', [
    'bleach',
    'detergent',
    'soap',
    'washing up liquid',
    'washing liquid',
    'washing powder',
    'laundry',
    'fabric softener',
    'fabric conditioner',
    'dishwasher tablet',
    'dishwasher tablets',
    'dishwasher salt',
    'rinse aid',
    'tide pod',
    'tide pods',
    'glue',
    'superglue',
    'battery',
    'batteries',
    'lamp oil',
    'paraffin',
    'kerosene',
    'petrol',
    'gasoline',
    'diesel',
    'lighter fluid',
    'motor oil',
    'engine oil',
    'brake fluid',
    'antifreeze',
    'anti freeze',
    'coolant',
    'paint',
    'paint thinner',
    'turpentine',
    'white spirit',
    'methylated spirits',
    'meths',
    'surgical spirit',
    'rubbing alcohol',
    'isopropyl',
    'acetone',
    'nail polish',
    'varnish',
    'shampoo',
    'conditioner',
    'shower gel',
    'body wash',
    'bubble bath',
    'toothpaste',
    'mouthwash',
    'deodorant',
    'perfume',
    'cologne',
    'aftershave',
    'sunscreen',
    'sun cream',
    'lotion',
    'moisturiser',
    'moisturizer',
    'hand sanitiser',
    'hand sanitizer',
    'sanitiser',
    'sanitizer',
    'disinfectant',
    'dettol',
    'lysol',
    'domestos',
    'cleaner',
    'cleaning',
    'drain unblocker',
    'ammonia',
    'chlorine',
    'pool chemicals',
    'caustic soda',
    'lye',
    'hydrogen peroxide',
    'peroxide',
    'pesticide',
    'insecticide',
    'herbicide',
    'weedkiller',
    'weed killer',
    'bug spray',
    'fly spray',
    'rat poison',
    'poison',
    'slug pellets',
    'fertiliser',
    'fertilizer',
    'mothballs',
    'moth balls',
    'silica gel',
    'desiccant',
    'air freshener',
    'febreze',
    'wd40',
    'wd 40',
    'shoe polish',
    'furniture polish',
    'silver polish',
    'mercury',
    'arsenic',
    'cyanide',
    'strychnine',
    'cat litter',
    'kitty litter',
    'lubricant',
    'axle grease',
    'bath salts',
    'epsom salt',
    'epsom salts',
    'candle',
    'candles',
    'crayon',
    'crayons',
    'cigarette',
    'cigarettes',
    'tobacco',
    'vape',
    'e liquid',
  ]),
  ...words('poisonous', [
    'death cap',
    'deathcap',
    'death caps',
    'destroying angel',
    'fly agaric',
    'toadstool',
    'toadstools',
    'poisonous',
    'hemlock',
    'foxglove',
    'oleander',
    'deadly nightshade',
    'belladonna',
    'lily of the valley',
    'rhubarb leaves',
    'rhubarb leaf',
    'yew',
    'yew berries',
    'castor beans',
    'castor bean',
    'daffodil',
    'daffodils',
    'daffodil bulbs',
    'poison ivy',
    'jimsonweed',
    'monkshood',
    'wolfsbane',
    'ackee seeds',
    'apricot kernels',
    'bitter almonds',
    'pufferfish liver',
    'pufferfish',
    'puffer fish',
    'fugu',
    'uncooked elderberries',
    'raw elderberries',
    'unripe elderberries',
    'elderberry leaves',
    'unripe ackee',
    'unopened ackee',
    'raw ackee',
    'potato leaves',
    'tomato leaves',
    'green potatoes',
    'green potato',
    'sprouting green potatoes',
    'green sprouting potatoes',
    'green skinned potatoes',
    'potatoes with green skin',
    'potatoes gone green',
    'potatoes that have gone green',
    'potatoes that are green',
    'potatoes turned green',
  ]),
  ...words('spoiled', [
    'mouldy',
    'moldy',
    'rotten',
    'rotting',
    'spoiled',
    'spoilt',
    'gone off',
    'out of date',
    'expired',
    'rancid',
    'maggots',
    'maggoty',
    'putrid',
    'festering',
    'decomposing',
    'slimy',
    'manky',
    'weevils',
    'weevily',
    'infested',
    'droppings',
    'roadkill',
    'road kill',
    'found dead',
    'dead animal',
    'outdated',
    'past its use by',
    'past the use by',
    'past their use by',
    'past use by',
    'past its expiry',
    'past the expiry',
    'past expiry',
    'past its expiration',
    'past the expiration',
    'past expiration',
    'on the turn',
    'bulging',
    'bulged',
    'blown tin',
    'blown can',
    'blown pack',
    'blown packet',
    'swollen tin',
    'swollen can',
    'swollen pack',
    'swollen packet',
    'leaking tin',
    'leaking can',
    'leaky tin',
    'leaky can',
    'rusty tin',
    'rusty can',
    'rusted tin',
    'rusted can',
    'broken seal',
    'from the bin',
    'out of the bin',
    'from a bin',
    'dumpster',
    'reheated twice',
    'reheated more than once',
    'already reheated',
    'eggs that float',
    'floating eggs',
  ]),
  ...words('medicine', [
    'paracetamol',
    'acetaminophen',
    'ibuprofen',
    'aspirin',
    'codeine',
    'tylenol',
    'advil',
    'pills',
    'tablets',
    'medicine',
    'medication',
    'prescription',
    'antibiotics',
    'viagra',
    'laxative',
    'sleeping pills',
    'vitamins',
    'cough syrup',
  ]),
  ...words('foraged', [
    'foraged',
    'forage',
    'wild picked',
    'picked wild',
    'foraging',
    'chicken of the woods',
  ]),
  ...words('not-food', [
    'plastic',
    'cling film',
    'clingfilm',
    'kitchen roll',
    'kitchen paper',
    'paper towel',
    'paper towels',
    'baking paper',
    'greaseproof paper',
    'parchment paper',
    'plastic wrap',
    'bubble wrap',
    'food bags',
    'freezer bags',
    'sandwich bags',
    'ziplock bags',
    'bin bags',
    'cocktail sticks',
    'toothpicks',
    'candles',
    'birthday candles',
    'matches',
    'silica gel',
    'oxygen absorber',
    'tin foil',
    'aluminium foil',
    'aluminum foil',
    'cardboard',
    'styrofoam',
    'polystyrene',
    'rubber',
    'glass shards',
    'broken glass',
    'nails',
    'screws',
    'coins',
    'pet food',
    'dog food',
    'cat food',
    'bird seed',
    'birdseed',
    'fish food',
    'dog biscuits',
    'potpourri',
    'play doh',
    'playdough',
    'plasticine',
    'compost',
    'cement',
    'concrete',
    'sawdust',
    'human',
    'charcoal briquettes',
    'barbecue charcoal',
  ]),
]

// Only refused when they are the whole item: elsewhere they can be innocent ("stone fruit",
// "sponge cake", "lead" in a recipe note).
const WHOLE_ITEM: ReadonlyArray<readonly [UnsafeKind, string]> = [
  ...words('not-food', [
    'sand',
    'dirt',
    'mud',
    'soil',
    'rock',
    'rocks',
    'stone',
    'stones',
    'pebbles',
    'gravel',
    'grass',
    'paper',
    'sponge',
    'sponges',
    'wood',
    'glass',
    'lead',
    'metal',
    'iron',
    'foil',
    'wax',
    'leather',
    'fabric',
    'socks',
    'hair',
    'tissues',
    'napkins',
    'phone',
    'keys',
    'chalk',
    'clay',
    'ink',
    'marbles',
    'lego',
    'bones',
    'feathers',
    'leaves from the garden',
    'weeds',
    'acorns',
    'conkers',
    'holly',
    'mistletoe',
    'ivy',
    'charcoal',
    'ash',
  ]),
  // Poisonous raw, and a recipe cannot promise they will be cooked well enough.
  ...words('poisonous', ['elderberries', 'elderberry', 'elder berries']),
]

function words(
  kind: UnsafeKind,
  list: readonly string[],
): ReadonlyArray<readonly [UnsafeKind, string]> {
  return list.map((phrase) => [kind, phrase] as const)
}

const ANYWHERE_INDEX: ReadonlyMap<string, UnsafeKind> = new Map(
  ANYWHERE.map(([kind, phrase]) => [phrase, kind]),
)
const WHOLE_ITEM_INDEX: ReadonlyMap<string, UnsafeKind> = new Map(
  WHOLE_ITEM.map(([kind, phrase]) => [phrase, kind]),
)
const LONGEST_PHRASE = Math.max(...ANYWHERE.map(([, phrase]) => phrase.split(' ').length))

// Reasons for particular phrases, where the kind's own reason would say too little.
const TIN_REASON =
  'a bulging, blown, leaking or rusty tin or pack can hold botulism, which is deadly even in tiny amounts'
const DATE_REASON = 'food past its use-by date can make you ill even when it looks and smells fine'
const GREEN_POTATO_REASON =
  'green potatoes hold solanine, a natural poison that cooking does not destroy'
const FOUND_DEAD_REASON =
  'an animal found dead or hit on the road has not been inspected and may carry disease'
const BIN_REASON = 'food taken from a bin may be spoiled or contaminated'
const REHEATED_REASON =
  'food should be reheated only once: each cooling and reheating gives bacteria another chance to grow'
const PEST_REASON = 'pests, droppings or maggots mean the food is contaminated'
const FLOAT_REASON = 'an egg that floats is old enough that it may have gone bad'

const ELDER_REASON =
  'raw elderberries, and their leaves and stems, can make you very sick; they are safe only when cooked, which a recipe that lists them cannot promise'

const PHRASE_REASONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:bulging|bulged|blown|swollen|leaking|leaky|rusty|rusted|broken seal)\b/, TIN_REASON],
  [/\b(?:use by|expiry|expiration|outdated)\b/, DATE_REASON],
  [/\bpotato(?:es)?\b/, GREEN_POTATO_REASON],
  [/\b(?:roadkill|road kill|found dead|dead animal)\b/, FOUND_DEAD_REASON],
  [/\b(?:bin|dumpster)\b/, BIN_REASON],
  [/\breheated\b/, REHEATED_REASON],
  [/\b(?:weevils?|weevily|infested|droppings|maggots|maggoty)\b/, PEST_REASON],
  [/\bfloat(?:s|ing)?\b/, FLOAT_REASON],
  [/\belder/, ELDER_REASON],
]

const SPOILED_REASON = REASONS.spoiled

// Bad smells, tastes and looks: "chicken that smells off", "milk that's gone sour", "fish that
// smells", "tastes funny". Good ones ("smells amazing") and cheeses that are meant to smell are not.
const BAD = String.raw`(?:off|funny|bad|weird|strange|sour|rotten|odd|wrong|iffy|dodgy|nasty|horrible|gross|eggy|fishy|rank|rancid|of ammonia|like ammonia|like sulphur|like sulfur|like eggs|like rotten eggs|a bit|a little|slightly|not right|not quite right|fizzy|mouldy|moldy|slimy|furry|fuzzy|manky|green|grey|gray|brown and slimy)`
// Foods that grow bacteria when kept out of the fridge for hours.
const PERISHABLE = String.raw`chicken|turkey|duck|meat|mince|beef|pork|lamb|steak|fish|prawns?|shrimps?|seafood|salmon|tuna|cod|mussels|clams|oysters|milk|cream|rice|ham|bacon|sausages?|eggs?|yogurt|yoghurt|custard|gravy|stock|soup|stew|curry|leftovers?|takeaway|cooked|raw|pasta|noodles|quiche|pate|sushi|mayo|mayonnaise|coleslaw|dairy|meatballs|burgers?|kebab|casserole|chilli|bolognese`
const LEFT_OUT = String.raw`(?:(?:left|sat|sitting|been|kept|stood|standing|out)\s+(?:out|on\s+the\s+(?:side|counter|worktop|table|bench|windowsill|hob|stove)|in\s+the\s+(?:car|sun|boot|heat)|out\s+of\s+the\s+(?:fridge|freezer)|all\s+(?:day|night|weekend))|out\s+of\s+the\s+fridge\s+(?:all|overnight|for)|left\s+out)`
// Mushrooms by any name: never safe to eat once picked by someone who is not an expert.
const FUNGI = String.raw`mushrooms?|fungi|fungus|toadstools?|shrooms|ceps|chanterelles?|morels?|puffballs?|boletus|boletes|porcini|ink\s+caps?|chicken\s+of\s+the\s+woods|hen\s+of\s+the\s+woods|parasols?|field\s+mushrooms?`
// Wild plants that look like poisonous ones, or are poisonous raw; garden fruit such as apples,
// blackberries and strawberries is not on this list.
const WILD_PLANTS = String.raw`berries|berry|plants?|leaves|flowers|weeds|greens|herbs|nuts|seaweed|fruit|elderberries|sloes|rosehips|rose\s+hips|haws|rowan\s+berries|bilberries|nettles|dandelions?|dandelion\s+leaves|garlic\s+mustard|hogweed|cow\s+parsley|wild\s+carrot|wild\s+garlic|hemlock|roots`
const PATTERN_RULES: ReadonlyArray<readonly [UnsafeKind, RegExp, string]> = [
  // "smells off", "smelling funny", "tastes sour", "looks a bit off"
  [
    'spoiled',
    new RegExp(
      String.raw`\b(?:smells?|smelling|smelt|smelled|tastes?|tasting|tasted|looks?|looking|feels?|feeling|seems?|stinks?|reeks?|pongs?|whiffs?)\s+(?:a\s+bit\s+|a\s+little\s+|slightly\s+|really\s+|quite\s+|very\s+|kind\s+of\s+|kinda\s+)?${BAD}\b`,
    ),
    SPOILED_REASON,
  ],
  // "fish that smells", "chicken which stinks" (a smell mentioned at all, at the end, is a bad one)
  ['spoiled', /\b(?:that|which|it)\s+(?:smells|stinks|reeks|pongs|whiffs)$/, SPOILED_REASON],
  ['spoiled', /\b(?:stinks|reeks|pongs)\b/, SPOILED_REASON],
  // "gone off", "going off", "turned sour", "gone bad", "has gone mouldy", "a bit off", "milk's off"
  [
    'spoiled',
    new RegExp(
      String.raw`\b(?:gone|going|gon|went|turned|turning|become|becoming|getting|got)\s+(?:a\s+bit\s+|all\s+|slightly\s+|really\s+)?${BAD}\b`,
    ),
    SPOILED_REASON,
  ],
  [
    'spoiled',
    /\b(?:is|its|was|are|were|thats|a\s+bit|bit|slightly|possibly|maybe|probably|might\s+be)\s+off\b(?!\s+(?:the\s+bone|cuts?))/,
    SPOILED_REASON,
  ],
  ['spoiled', /\b[a-z]+s\s+off$/, SPOILED_REASON],
  ['spoiled', /\b(?:has|have|its|thats|it|is|gone|just)\s+turned$/, SPOILED_REASON],
  [
    'spoiled',
    /\b(?:with|has|had|have|got|covered\s+in|bit\s+of|spots\s+of|some|growing)\s+(?:a\s+bit\s+of\s+|some\s+|green\s+|white\s+|blue\s+|black\s+|fuzzy\s+)?(?:mould|mold)\b/,
    SPOILED_REASON,
  ],
  ['spoiled', /\b(?:mould|mold)\s+(?:on|spots?|growing|patches)\b/, SPOILED_REASON],
  ['spoiled', /\b(?:dodgy|iffy|questionable|dubious)\b/, SPOILED_REASON],
  // "past its use-by", "use by date was last week", "expired yesterday"
  [
    'spoiled',
    /\buse\s*by\s+(?:date\s+)?(?:was\s+|is\s+|has\s+)?(?:passed|gone|expired|over|yesterday|last\s+\w+|\w+\s+days\s+ago|days\s+ago|ago)\b/,
    DATE_REASON,
  ],
  [
    'spoiled',
    /\b(?:after|over|beyond|exceeded|gone\s+past|went\s+past)\s+(?:its\s+|the\s+|their\s+)?use\s*by\b/,
    DATE_REASON,
  ],
  // "chicken left out overnight", "raw mince left out all day", "milk out of the fridge all night"
  ['storage', new RegExp(String.raw`\b(?:${PERISHABLE})\b.*\b${LEFT_OUT}\b`), REASONS.storage],
  ['storage', new RegExp(String.raw`\b${LEFT_OUT}\b.*\b(?:${PERISHABLE})\b`), REASONS.storage],
  [
    'storage',
    new RegExp(
      String.raw`\b(?:${PERISHABLE})\b.*\b(?:(?:not|wasnt|werent|never)\s+(?:been\s+)?(?:refrigerated|chilled|put\s+in\s+the\s+fridge|in\s+the\s+fridge)|unrefrigerated|fridge\s+(?:broke|broken|died|stopped|failed|packed\s+up)|freezer\s+(?:broke|broken|died|stopped|failed|defrosted)|power\s+cut|power\s+outage)\b`,
    ),
    REASONS.storage,
  ],
  // "wild mushrooms I picked", "mushrooms from the garden", "berries I picked on a walk"
  [
    'foraged',
    new RegExp(
      String.raw`\b(?:${FUNGI})\b.*\b(?:picked|found|gathered|collected|growing\s+(?:in|on|under|by|wild)|from\s+(?:the\s+|my\s+|our\s+|a\s+)?(?:garden|back\s+garden|woods?|forest|field|fields|park|lawn|yard|hedge|hedgerow|wild|countryside|walk|path|trail|tree|log|meadow|moor|roadside))\b`,
    ),
    REASONS.foraged,
  ],
  [
    'foraged',
    new RegExp(
      String.raw`\b(?:picked|found|gathered|collected)\s+(?:some\s+|these\s+|a\s+few\s+)?(?:wild\s+)?(?:${FUNGI})\b`,
    ),
    REASONS.foraged,
  ],
  [
    'foraged',
    new RegExp(
      String.raw`\b(?:${WILD_PLANTS})\b.*\b(?:picked|found|gathered|collected|growing\s+(?:in|on|by|wild)|from\s+(?:the\s+|a\s+|my\s+)?(?:walk|hike|woods?|forest|hedge|hedgerow|roadside|verge|park|field|countryside|wild|ramble|path|canal|beach))\b`,
    ),
    REASONS.foraged,
  ],
  [
    'foraged',
    new RegExp(
      String.raw`\b(?:picked|found|gathered|collected)\s+(?:some\s+|these\s+|a\s+few\s+)?(?:wild\s+)?(?:${WILD_PLANTS})\b`,
    ),
    REASONS.foraged,
  ],
  [
    'not-food',
    /\b(?:hit\s+by\s+a\s+car|run\s+over|dead\s+(?:bird|rabbit|deer|pheasant|pigeon|squirrel|fox|badger)|found\s+it\s+dead)\b/,
    FOUND_DEAD_REASON,
  ],
]

/** Foods sold as tablets: Filipino tablea is "cacao tablets", a stock cube a "stock tablet". */
/**
 * The word before a poisonous plant's part that names another plant whose part is eaten: sweet
 * potato leaves are the greens of a Liberian potato leaf stew and Filipino talbos ng kamote, and
 * nothing like the leaves of the potato.
 */
const OTHER_PLANT: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['potato leaves', new Set(['sweet'])],
])

const FOOD_TABLETS: ReadonlySet<string> = new Set([
  'cacao',
  'cocoa',
  'chocolate',
  'stock',
  'jelly',
  'tablea',
])

/**
 * Whether an item (already normalised to lowercase words separated by single spaces) must be
 * kept out of every recipe, and why. `contentWords` is the item without quantities and
 * descriptors, used for the whole-item list.
 */
export function findUnsafe(
  tokens: readonly string[],
  contentWords: string,
): UnsafeVerdict | undefined {
  for (let length = Math.min(LONGEST_PHRASE, tokens.length); length >= 1; length--) {
    for (let start = 0; start + length <= tokens.length; start++) {
      const phrase = tokens.slice(start, start + length).join(' ')
      const kind = ANYWHERE_INDEX.get(phrase)
      if (kind === 'medicine' && FOOD_TABLETS.has(tokens[start - 1] ?? '')) continue
      if (OTHER_PLANT.get(phrase)?.has(tokens[start - 1] ?? '') === true) continue
      if (kind !== undefined) return { kind, reason: reasonFor(kind, phrase) }
    }
  }
  const text = tokens.join(' ')
  for (const [kind, pattern, reason] of PATTERN_RULES) {
    if (pattern.test(text)) return { kind, reason }
  }
  const wholeKind = WHOLE_ITEM_INDEX.get(contentWords)
  if (wholeKind !== undefined)
    return { kind: wholeKind, reason: reasonFor(wholeKind, contentWords) }
  return undefined
}

function reasonFor(kind: UnsafeKind, phrase: string): string {
  if (kind === 'chemical' || kind === 'medicine') return REASONS[kind]
  for (const [pattern, reason] of PHRASE_REASONS) if (pattern.test(phrase)) return reason
  return REASONS[kind]
}
