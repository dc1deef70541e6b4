import type { BlindCase } from '../blind-case.ts'

/** Round 2 of the blind set (issue 18): Eastern European lists, written without reading the chef. */
export const BLIND_R2_EASTERN_EUROPEAN: readonly BlindCase[] = [
  {
    list: [
      'beetroot 4',
      'cabbage',
      'potatoes',
      'carrot',
      'onion',
      'beef stock',
      'sour cream',
      'dill',
    ],
    accept: ['borscht', 'borsch', 'barszcz', 'beetroot soup'],
    mustKeep: ['beetroot 4'],
    cuisine: 'Eastern European',
  },
  {
    list: ['plain flour', 'potatoes 1kg', 'quark/twarog', 'onion', 'butter', 'egg'],
    accept: ['pierogi', 'pierogi ruskie', 'varenyky', 'vareniki', 'dumplings'],
    mustKeep: ['quark/twarog', 'plain flour'],
    cuisine: 'Eastern European',
  },
  {
    list: [
      'beef 600g',
      'paprika (sweet hungarian)',
      'onions',
      'peppers',
      'carraway seeds',
      'potatoes',
      'tomato',
    ],
    accept: ['goulash', 'gulyas', 'hungarian goulash', 'beef goulash', 'gulyás'],
    mustKeep: ['beef 600g', 'paprika (sweet hungarian)'],
    cuisine: 'Eastern European',
  },
  {
    list: [
      'sauerkraut 1 jar',
      'kielbasa',
      'pork shoulder',
      'dried mushrooms (porcini)',
      'onion',
      'prunes',
    ],
    accept: ['bigos', 'hunters stew', "hunter's stew"],
    mustKeep: ['sauerkraut 1 jar'],
    cuisine: 'Eastern European',
    safety: {
      item: 'dried mushrooms (porcini)',
      mustMention: ['soak', 'soaking liquid/drain/water'],
    },
  },
  {
    list: ['potatoes 1kg grated', 'onion', 'egg', 'flour', 'sour cream', 'oil'],
    accept: ['potato pancakes', 'placki ziemniaczane', 'draniki', 'deruny', 'latkes'],
    mustKeep: ['potatoes 1kg grated'],
    cuisine: 'Eastern European',
  },
  {
    list: ['cabbage leaves', 'pork mince', 'rice (uncooked)', 'tomato passata', 'onion', 'paprika'],
    accept: ['golabki', 'gołąbki', 'stuffed cabbage', 'holubtsi', 'sarmale', 'cabbage rolls'],
    mustKeep: ['cabbage leaves', 'pork mince'],
    cuisine: 'Eastern European',
    safety: { item: 'rice (uncooked)', mustMention: ['cook/cooked/simmer/bake'] },
  },
  {
    list: ['chicken fillets 2', 'paprika', 'sour cream', 'onion', 'flour', 'egg noodles'],
    accept: ['chicken paprikash', 'paprikash', 'paprikás csirke', 'csirkepaprikás'],
    mustKeep: ['chicken fillets 2', 'paprika'],
    cuisine: 'Eastern European',
  },
  {
    list: ['beef strips', 'mushrooms', 'sour cream', 'onion', 'mustard', 'rice or pasta'],
    accept: ['beef stroganoff', 'stroganoff', 'beef stroganov'],
    mustKeep: ['beef strips', 'sour cream'],
    cuisine: 'Eastern European',
  },
]
