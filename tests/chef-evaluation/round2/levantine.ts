import type { BlindCase } from '../blind-case.ts'

/** Round 2 of the blind set (issue 18): Levantine lists, written without reading the chef. */
export const BLIND_R2_LEVANTINE: readonly BlindCase[] = [
  {
    list: ['dried chickpeas', 'tahini', 'lemons', 'garlic', 'olive oil', 'cumin'],
    accept: ['hummus', 'houmous', 'hummus bi tahini'],
    mustKeep: ['dried chickpeas', 'tahini'],
    cuisine: 'Levantine',
    safety: { item: 'dried chickpeas', mustMention: ['soak/soaked', 'boil/simmer/cook'] },
  },
  {
    list: [
      'bulgur wheat',
      'parsley (2 big bunches)',
      'mint',
      'tomatoes',
      'lemon',
      'spring onions',
      'olive oil',
    ],
    accept: ['tabbouleh', 'tabouli', 'tabouleh'],
    mustKeep: ['parsley (2 big bunches)'],
    cuisine: 'Levantine',
  },
  {
    list: [
      'chicken thighs 8',
      'garlic',
      'lemon',
      'yoghurt',
      'seven spice',
      'pitta breads',
      'pickles',
    ],
    accept: ['shawarma', 'chicken shawarma', 'shish taouk', 'shish tawook', 'taouk'],
    mustKeep: ['chicken thighs 8'],
    cuisine: 'Levantine',
  },
  {
    list: ['stale pitta', 'cucumber', 'tomatoes', 'radish', 'lettuce', 'sumac', 'lemon'],
    accept: ['fattoush', 'fatoush'],
    mustKeep: ['stale pitta', 'sumac'],
    cuisine: 'Levantine',
  },
  {
    list: ['green lentils', 'rice', 'onions x4', 'cumin', 'olive oil'],
    accept: ['mujaddara', 'mujadara', 'mejadra', 'mudardara'],
    mustKeep: ['green lentils', 'onions x4'],
    cuisine: 'Levantine',
    safety: { item: 'green lentils', mustMention: ['simmer/cook', 'until tender/soft'] },
  },
  {
    list: ['aubergine x2', 'tahini', 'lemon', 'garlic', 'pomegranate'],
    accept: ['baba ganoush', 'baba ghanoush', 'moutabal', 'mutabbal'],
    mustKeep: ['aubergine x2'],
    cuisine: 'Levantine',
  },
  {
    list: ['lamb mince', 'bulgur fine', 'onion', 'pine nuts', 'allspice', 'cinnamon'],
    accept: ['kibbeh', 'kibbe', 'baked kibbeh'],
    mustKeep: ['bulgur fine', 'lamb mince'],
    cuisine: 'Levantine',
  },
  {
    list: ['flatbread dough mix', "za'atar", 'olive oil', 'labneh', 'tomatoes', 'cucumber'],
    accept: ['manakish', 'manaeesh', "za'atar manakish", "man'oushe"],
    mustKeep: ["za'atar"],
    cuisine: 'Levantine',
  },
]
