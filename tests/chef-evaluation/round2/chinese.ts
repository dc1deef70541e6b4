import type { BlindCase } from '../blind-case.ts'

/** Round 2 of the blind set (issue 18): Chinese lists, written without reading the chef. */
export const BLIND_R2_CHINESE: readonly BlindCase[] = [
  {
    list: [
      'pork belly 600g',
      'shaoxing wine',
      'dark soy',
      'rock sugar',
      'ginger',
      'spring onion',
      'star anise',
    ],
    accept: ['red braised pork', 'hong shao rou', 'hongshao rou', 'braised pork belly'],
    mustKeep: ['pork belly 600g'],
    cuisine: 'Chinese',
  },
  {
    list: [
      'chicken breast',
      'peanuts',
      'dried chillies',
      'sichuan peppercorns',
      'soy',
      'black vinegar',
      'spring onion',
    ],
    accept: ['kung pao chicken', 'gong bao chicken', 'kung po chicken'],
    mustKeep: ['chicken breast', 'peanuts'],
    cuisine: 'Chinese',
  },
  {
    list: [
      'silken tofu',
      'pork mince',
      'doubanjiang',
      'sichuan pepper',
      'spring onion',
      'chilli oil',
    ],
    accept: ['mapo tofu', 'ma po tofu'],
    mustKeep: ['silken tofu', 'doubanjiang'],
    cuisine: 'Chinese',
  },
  {
    list: ["leftover rice (yesterday's)", 'eggs', 'spring onions', 'peas', 'soy', 'char siu'],
    accept: ['egg fried rice', 'fried rice', 'yangzhou fried rice', 'special fried rice'],
    mustKeep: ["leftover rice (yesterday's)"],
    cuisine: 'Chinese',
  },
  {
    list: ['eggs 4', 'tomatoes 4', 'sugar', 'spring onion', 'rice'],
    accept: [
      'tomato and egg stir fry',
      'tomato egg stir fry',
      'fan qie chao dan',
      'stir-fried tomato and eggs',
    ],
    mustKeep: ['tomatoes 4', 'eggs 4'],
    cuisine: 'Chinese',
  },
  {
    list: [
      'dumpling wrappers',
      'pork mince',
      'chinese leaf',
      'ginger',
      'soy',
      'sesame oil',
      'spring onion',
    ],
    accept: ['jiaozi', 'dumplings', 'potstickers', 'pork dumplings', 'guotie'],
    mustKeep: ['dumpling wrappers'],
    cuisine: 'Chinese',
  },
  {
    list: ['dried shiitake', 'pak choi', 'oyster sauce', 'garlic', 'egg noodles', 'chicken'],
    accept: ['chicken chow mein', 'chow mein', 'lo mein', 'mushroom noodles'],
    mustKeep: ['egg noodles'],
    cuisine: 'Chinese',
    safety: { item: 'dried shiitake', mustMention: ['soak/soaked', 'water'] },
  },
  {
    list: ['beef flank', 'brocolli', 'oyster sauce', 'garlic', 'cornflour', 'soy', 'rice'],
    accept: ['beef and broccoli', 'beef with broccoli', 'beef broccoli stir fry'],
    mustKeep: ['beef flank', 'brocolli'],
    cuisine: 'Chinese',
  },
]
