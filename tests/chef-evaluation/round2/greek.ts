import type { BlindCase } from '../blind-case.ts'

/** Round 2 of the blind set (issue 18): Greek lists, written without reading the chef. */
export const BLIND_R2_GREEK: readonly BlindCase[] = [
  {
    list: ['lamb shoulder', 'potatoes', 'lemons', 'garlic', 'oregano', 'olive oil'],
    accept: [
      'kleftiko',
      'lamb kleftiko',
      'greek roast lamb',
      'lamb with lemon potatoes',
      'arni sto fourno',
    ],
    mustKeep: ['lamb shoulder'],
    cuisine: 'Greek',
  },
  {
    list: [
      'aubergenes x3',
      'lamb mince',
      'tinned tomatoes',
      'cinnamon',
      'milk',
      'butter',
      'flour',
      'potatoes',
    ],
    accept: ['moussaka', 'musaka'],
    mustKeep: ['aubergenes x3', 'lamb mince'],
    cuisine: 'Greek',
  },
  {
    list: ['spinach frozen 1kg', 'feta', 'filo', 'spring onions', 'dill', 'eggs'],
    accept: ['spanakopita', 'spinach pie', 'spanakotiropita'],
    mustKeep: ['spinach frozen 1kg', 'feta'],
    cuisine: 'Greek',
  },
  {
    list: [
      'tomatoes',
      'cucumber',
      'red onion',
      'feta block',
      'kalamata olives',
      'oregano',
      'green pepper',
    ],
    accept: ['greek salad', 'horiatiki', 'horiatiki salata'],
    mustKeep: ['feta block'],
    cuisine: 'Greek',
  },
  {
    list: [
      'pork shoulder',
      'pitta',
      'tzatziki',
      'tomatoes',
      'red onion',
      'chips',
      'oregano',
      'lemon',
    ],
    accept: ['souvlaki', 'pork souvlaki', 'gyros', 'pita gyros', 'souvlaki pita'],
    mustKeep: ['pork shoulder'],
    cuisine: 'Greek',
  },
  {
    list: [
      'dried giant beans (gigantes)',
      'tinned tomatoes',
      'onion',
      'dill',
      'olive oil',
      'honey',
    ],
    accept: ['gigantes plaki', 'gigantes', 'greek baked beans', 'baked giant beans'],
    mustKeep: ['dried giant beans (gigantes)'],
    cuisine: 'Greek',
    safety: { item: 'dried giant beans (gigantes)', mustMention: ['soak/soaked', 'boil/simmer'] },
  },
  {
    list: ['orzo', 'chicken thighs', 'tinned tomatoes', 'cinnamon', 'onion', 'feta'],
    accept: ['kritharaki', 'chicken giouvetsi', 'giouvetsi', 'youvetsi', 'chicken orzo'],
    mustKeep: ['orzo'],
    cuisine: 'Greek',
  },
  {
    list: ['chicken', 'eggs', 'lemons 2', 'rice', 'onion', 'carrot'],
    accept: ['avgolemono', 'avgolemono soup', 'kotosoupa avgolemono', 'greek lemon chicken soup'],
    mustKeep: ['lemons 2', 'eggs'],
    cuisine: 'Greek',
    safety: { item: 'rice', mustMention: ['simmer/boil', 'tender/cooked'] },
  },
]
