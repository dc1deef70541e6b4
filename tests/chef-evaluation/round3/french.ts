import type { BlindCase } from '../blind-case.ts'

const cuisine = 'French'

export const BLIND_R3_FRENCH: readonly BlindCase[] = [
  {
    list: [
      'chicken legs x4',
      'bottle red wine',
      'lardons',
      'button mushrooms',
      'shallots',
      'garlic',
      'thyme',
      'brandy',
    ],
    accept: ['coq au vin', 'coq au vin rouge', 'chicken in red wine'],
    mustKeep: ['chicken legs x4', 'bottle red wine'],
    cuisine,
  },
  {
    list: ['1kg waxy potatoes', 'double cream', 'milk', 'garlic', 'nutmeg', 'butter'],
    accept: [
      'gratin dauphinois',
      'dauphinoise potatoes',
      'dauphinoise',
      'potatoes dauphinoise',
      'pommes dauphinoise',
      'potato gratin',
      'gratin dauphinoise',
    ],
    mustKeep: ['1kg waxy potatoes', 'double cream'],
    cuisine,
  },
  {
    list: ['sliced white bread', 'ham', 'gruyère', 'butter', 'flour', 'milk', 'dijon', 'eggs'],
    accept: ['croque monsieur', 'croque-monsieur', 'croque madame', 'croque-madame'],
    mustKeep: ['ham', 'gruyère'],
    cuisine,
  },
  {
    list: ['onions 1kg', 'beef stock', 'baguette', 'gruyere', 'butter', 'white wine', 'thyme'],
    accept: [
      'french onion soup',
      "soupe à l'oignon",
      "soupe a l'oignon",
      'onion soup',
      "soupe à l'oignon gratinée",
      'french onion soup with cheese croutons',
    ],
    mustKeep: ['onions 1kg'],
    cuisine,
  },
  {
    list: ['mussels 1kg', 'white wine', 'shallots', 'garlic', 'parsley', 'butter', 'crusty bread'],
    accept: [
      'moules marinières',
      'moules marinieres',
      'moules mariniere',
      'moules marinière',
      'mussels in white wine',
      'moules frites',
      'mussels marinara',
    ],
    mustKeep: ['mussels 1kg'],
    cuisine,
  },
  {
    list: ['salt cod 400g', 'floury potatoes', 'milk', 'garlic', 'olive oil', 'bread for toasts'],
    accept: [
      'brandade',
      'brandade de morue',
      'salt cod brandade',
      'brandade de morue parmentière',
      'salt cod and potato gratin',
    ],
    mustKeep: ['salt cod 400g'],
    cuisine,
    safety: {
      item: 'salt cod 400g',
      mustMention: [
        'soak/soaked/soaking',
        'change the water/changing the water/change of water/fresh water/drain/drained/rinse/rinsed',
      ],
    },
  },
  {
    list: [
      'reblochon',
      'potatoes 1kg',
      'smoked lardons',
      'onion',
      'white wine',
      'creme fraiche',
      'cornichons',
    ],
    accept: ['tartiflette'],
    mustKeep: ['reblochon', 'potatoes 1kg'],
    cuisine,
  },
  {
    list: [
      'chicken thighs x6',
      'dijon mustard',
      'crème fraîche',
      'white wine',
      'shallots',
      'tarragon',
      'rice',
    ],
    accept: [
      'poulet à la moutarde',
      'poulet a la moutarde',
      'chicken with mustard sauce',
      'mustard chicken',
      'chicken dijon',
      'dijon chicken',
      'creamy mustard chicken',
      'chicken with tarragon and mustard',
    ],
    mustKeep: ['chicken thighs x6', 'dijon mustard'],
    cuisine,
  },
]
