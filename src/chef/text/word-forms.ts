import pluralize from 'pluralize'

// The one home for English word forms in the chef: plurals for the recipe's lines, singulars for
// comparing words and for headings, and the spellings an alias may be typed in. (They were
// written six times over, each a little different.)

// Cooks' plurals that the general English rules get wrong, and names that are the same either way
// ("2 fennel", "4 star anise").
pluralize.addIrregularRule('chilli', 'chillies')
pluralize.addIrregularRule('mango', 'mangoes')
// Spanish and Portuguese "pato" (a duck) is "patos", not the English "potatoes" rule's "patoes".
pluralize.addIrregularRule('pato', 'patos')
// Nigerian red bell peppers: the rules would make one of them a 'tatash'.
pluralize.addIrregularRule('tatashe', 'tatashes')
// Italian sausage keeps its own plural, and its adjectives are not English nouns: a cook's read
// found "salsiccia fresca" counted as "salsiccia frescas".
pluralize.addIrregularRule('salsiccia', 'salsicce')
for (const word of [
  'asparagus',
  'fennel',
  'sage',
  'pak choi',
  // Chinese greens are named the same for one head or many: "200 g choi sum", never "choi sums".
  'choi sum',
  'choy sum',
  'bok choy',
  'bok choi',
  'pak choy',
  'gai lan',
  'kai lan',
  'yu choy',
  'cardamom',
  'star anise',
  'tea',
  'ice cream',
  'beetroot',
  'lettuce',
  'grapefruit',
  'passion fruit',
  'kiwi',
  'naan',
  'pitta',
  // Flatbreads named in Arabic are the same for one or many: "2 khubz", never "khubzs".
  'khubz',
  'khobez',
  'markook',
  'saj',
  'okra',
  'moringa',
  'quorn',
  // Polish and Ukrainian dumplings are already plural: "16 pierogi", never "pierogis".
  'pierogi',
  'vareniki',
  'varenyky',
  // Named the same for one or many: "2 calamansi", "2 youtiao", never "musirs".
  'calamansi',
  'youtiao',
  'musir',
  'umeboshi',
  // Tagalog names the chilli the same for one or many: "4 siling haba", never "siling habas".
  'siling haba',
  'siling labuyo',
  'siling mahaba',
  'siling pangsigang',
  'sili labuyo',
  // The African bird's-eye chilli is named by a doubled word, one or many: "3 peri peri", never
  // "3 peri peris".
  'peri peri',
  'piri piri',
  'pili pili',
  'peri-peri',
  'piri-piri',
  // Tagalog nouns take no plural -s: "3 sibuyas", "4 itlog", never "3 sibuya" or "4 itlogs".
  'itlog',
  'bawang',
  'sibuyas',
  'kamatis',
  'luya',
  'patatas',
  'repolyo',
  'talong',
  'upo',
  'gabi',
  'munggo',
  'mais',
  'tokwa',
  'langka',
  'sili',
  'sampalok',
  'tanglad',
  'atsuete',
  'achuete',
  'giniling',
  'toyo',
  'suka',
  'gata',
  'gatas',
  'kanin',
  'bigas',
  'baboy',
  'asin',
  'paminta',
  'asukal',
  'mantika',
  'harina',
  'pipino',
  'mangga',
  // Vietnamese, Thai, Korean, Japanese and Chinese nouns take no plural, and neither do a South
  // Indian family's vegetables: "2 hanh la", "4 khai", "4 gyeran", "3 tudou", "2 vazhakkai",
  // never "hanh las" or "vazhakkais".
  'hanh la',
  'bi do',
  'ca chua',
  'khai',
  'kai',
  'gyeran',
  'gamja',
  'hobak',
  'dangeun',
  'tamanegi',
  'ninjin',
  'nasu',
  'tudou',
  'jidan',
  'qiezi',
  'xihongshi',
  'qingjiao',
  'vazhakkai',
  'kathirikai',
  'pyaz',
  'piaz',
  // Zucchini is already the Italian plural: "2 zucchini", never "Zucchinis Fritters"; so are
  // alici, anchovies ("20 g alici", never "alicis").
  'zucchini',
  'alici',
  // Italian adjectives after the noun ("salsiccia fresca", "pecorino fresco"): the name stays.
  'fresca',
  'fresco',
  'piccante',
  'dolce',
  // Afrikaans "wors" is sausage, one or many: "500 g boerewors", never "boerewor".
  'boerewors',
  // Meat and fish by the piece are still "beef" and "cod": "300 g beef", never "beefs".
  'beef',
  'pork',
  'lamb',
  'mutton',
  'veal',
  'venison',
  'goat',
  'cod',
  'haddock',
  'salmon',
  'tuna',
  'trout',
  'meat',
  'mince',
  // A British butcher's "sausagemeat" is one word and one mass: "175 g sausagemeat".
  'sausagemeat',
  // Uganda's green cooking bananas: the Luganda word is the same for one or many ("Matokes — 4"
  // in a cook's read).
  'matoke',
  'matooke',
]) {
  pluralize.addUncountableRule(word)
}

/** A name as one of it: "2 onions", then "1 onion". */
export function singularName(name: string): string {
  return pluralize.singular(name)
}

/**
 * The plural of a name whose last word decides it: "stewing beef" stays (beef is counted as
 * meat), "spring onion" becomes "spring onions"; a name the rules hold whole ("pak choi") is kept.
 */
export function pluralName(name: string): string {
  // "chipotle in adobo": the head is what is counted, "chipotles in adobo", not "in adobos"; so in
  // the Romance kitchens' "of": "saucisses de Morteau", "bananas da terra", "pimentas de cheiro".
  const phrase = /^(.+?) (in|en|of|with|de|da|do|del|di|du) (.+)$/.exec(name)
  if (phrase !== null) return `${pluralName(phrase[1] ?? '')} ${phrase[2]} ${phrase[3]}`
  const whole = pluralize.plural(name)
  if (whole === name) return name
  const cut = name.lastIndexOf(' ')
  if (cut === -1) return whole
  return name.slice(0, cut + 1) + pluralize.plural(name.slice(cut + 1))
}

// Words that look plural but are not, or whose singular means something else ("sweets" →
// "sweet"), and brand names, which are proper names.
const KEEP: ReadonlySet<string> = new Set([
  'brussels',
  'molasses',
  'greens',
  'sweets',
  'crisps',
  'grits',
  'fries',
  'series',
  'species',
  'boerewors',
  'christmas',
  'maltesers',
  'smarties',
  'skittles',
  'oreos',
  'hobnobs',
  'pringles',
  'doritos',
  'krispies',
  'cheerios',
  'perrins',
  'franks',
  'walkers',
])

// Plurals the suffix rules would get wrong.
const IRREGULAR: ReadonlyMap<string, string> = new Map([
  ['leaves', 'leaf'],
  ['loaves', 'loaf'],
  ['halves', 'half'],
  ['cookies', 'cookie'],
  ['brownies', 'brownie'],
  ['veggies', 'veggie'],
  ['quiches', 'quiche'],
  ['brioches', 'brioche'],
  ['sloes', 'sloe'],
  ['pies', 'pie'],
  ['tatashes', 'tatashe'],
  ['zucchinis', 'zucchini'],
])

/** The lowercase singular of a lowercase word, or the word itself when it is not a plural. */
export function singularWord(word: string): string {
  const irregular = IRREGULAR.get(word)
  if (irregular !== undefined) return irregular
  // Short words, proper names and words ending -ss, -us, -is ("hummus", "asparagus", "cress")
  // are singular already.
  if (word.length <= 3 || KEEP.has(word) || /(?:ss|us|is|[^a-z]s)$/.test(word)) return word
  if (!word.endsWith('s')) return word
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.endsWith('oes')) return word.slice(0, -2)
  if (/(?:sses|xes|ches|shes)$/.test(word)) return word.slice(0, -2)
  return word.slice(0, -1)
}

function pluralForms(word: string): string[] {
  if (/(?:ss|us|is)$/.test(word)) return [`${word}es`]
  if (/(?:s|x|z|ch|sh)$/.test(word)) return [`${word}es`]
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`]
  if (/o$/.test(word)) return [`${word}es`, `${word}s`]
  // chilli → chillies, as well as chillis
  if (/i$/.test(word)) return [`${word}es`, `${word}s`]
  if (/fe$/.test(word)) return [`${word.slice(0, -2)}ves`, `${word}s`]
  if (/f$/.test(word)) return [`${word.slice(0, -1)}ves`, `${word}s`]
  return [`${word}s`]
}

function singularForms(word: string): string[] {
  if (/ies$/.test(word)) return [`${word.slice(0, -3)}y`]
  if (/ves$/.test(word)) return [`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`]
  if (/(?:oes|ches|shes|xes|sses)$/.test(word)) return [word.slice(0, -2)]
  if (/[^su]s$/.test(word)) return [word.slice(0, -1)]
  return []
}

/**
 * The spellings an alias may be typed in: its last word's plural and singular forms, and the
 * plural every cook types for "-oes" at least once ("chopped tomatos", "new potatos").
 */
export function spellingVariants(alias: string): string[] {
  const words = alias.split(' ')
  const last = words.at(-1) ?? ''
  const head = words.slice(0, -1)
  const slips = /oes$/.test(last) ? [`${last.slice(0, -2)}s`] : []
  return [...pluralForms(last), ...singularForms(last), ...slips].map((form) =>
    [...head, form].join(' '),
  )
}
