import type { BlindCase } from '../blind-case.ts'

/** Round 2 of the blind set (issue 18): Mexican lists, written without reading the chef. */
export const BLIND_R2_MEXICAN: readonly BlindCase[] = [
  {
    list: [
      'pork shoulder 1.5kg',
      'achiote paste',
      'oranges',
      'lime',
      'red onion',
      'corn tortillas',
    ],
    accept: ['cochinita pibil', 'pibil', 'tacos de cochinita'],
    mustKeep: ['achiote paste', 'pork shoulder 1.5kg'],
    cuisine: 'Mexican',
  },
  {
    list: [
      'corn tortillas',
      'chicken breast cooked',
      'tomatillo salsa (salsa verde)',
      'sour cream',
      'cheese',
      'onion',
    ],
    accept: ['enchiladas verdes', 'enchiladas', 'chicken enchiladas', 'enchiladas suizas'],
    mustKeep: ['tomatillo salsa (salsa verde)'],
    cuisine: 'Mexican',
  },
  {
    list: ['avocados x3', 'lime', 'red onion', 'corriander', 'chilli', 'tortilla chips', 'tomato'],
    accept: ['guacamole', 'guac'],
    mustKeep: ['avocados x3'],
    cuisine: 'Mexican',
  },
  {
    list: ['dried pinto beans', 'onion', 'garlic', 'lard', 'cumin', 'tortillas'],
    accept: ['frijoles refritos', 'refried beans', 'frijoles de olla', 'bean burritos'],
    mustKeep: ['dried pinto beans'],
    cuisine: 'Mexican',
    safety: { item: 'dried pinto beans', mustMention: ['soak/soaked', 'boil/simmer'] },
  },
  {
    list: ['tortilla chips (stale)', 'eggs', 'salsa roja', 'queso fresco', 'crema', 'onion'],
    accept: ['chilaquiles', 'chilaquiles rojos'],
    mustKeep: ['tortilla chips (stale)', 'salsa roja'],
    cuisine: 'Mexican',
  },
  {
    list: ['chicken thighs', 'chipotles in adobo', 'tomatoes', 'onion', 'garlic', 'tostadas'],
    accept: ['tinga', 'chicken tinga', 'tinga de pollo', 'tostadas de tinga'],
    mustKeep: ['chipotles in adobo', 'chicken thighs'],
    cuisine: 'Mexican',
  },
  {
    list: [
      'beef mince 500g',
      'taco seasoning (old el paso)',
      'taco shells',
      'lettuce',
      'cheddar',
      'salsa',
      'sour cream',
    ],
    accept: ['tacos', 'beef tacos', 'ground beef tacos', 'crunchy tacos'],
    mustKeep: ['beef mince 500g'],
    cuisine: 'Mexican',
  },
  {
    list: [
      'pork shoulder',
      'guajillo chillies dried',
      'hominy tin',
      'onion',
      'garlic',
      'oregano',
      'radishes',
      'cabbage',
    ],
    accept: ['pozole', 'pozole rojo', 'posole'],
    mustKeep: ['hominy tin', 'guajillo chillies dried'],
    cuisine: 'Mexican',
  },
]
