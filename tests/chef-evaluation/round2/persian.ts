import type { BlindCase } from '../blind-case.ts'

/** Round 2 of the blind set (issue 18): Persian lists, written without reading the chef. */
export const BLIND_R2_PERSIAN: readonly BlindCase[] = [
  {
    list: [
      'lamb neck 1kg',
      'dried limes',
      'kidney beans tin',
      'herbs (parsley, coriander, fenugreek)',
      'onion',
      'turmeric',
    ],
    accept: ['ghormeh sabzi', 'khoresh ghormeh sabzi'],
    mustKeep: ['dried limes', 'herbs (parsley, coriander, fenugreek)'],
    cuisine: 'Persian',
  },
  {
    list: ['basmati rice', 'butter', 'saffron', 'yoghurt', 'oil', 'salt'],
    accept: ['tahdig', 'chelow', 'chelow with tahdig', 'persian rice', 'polo'],
    mustKeep: ['saffron'],
    cuisine: 'Persian',
    safety: { item: 'basmati rice', mustMention: ['parboil/boil', 'steam'] },
  },
  {
    list: ['chicken thighs', 'walnuts 250g', 'pomegranate molasses', 'onion', 'turmeric', 'sugar'],
    accept: ['fesenjan', 'fesenjoon', 'khoresh fesenjan'],
    mustKeep: ['pomegranate molasses', 'walnuts 250g'],
    cuisine: 'Persian',
  },
  {
    list: ['aubergines x3', 'kashk', 'onion', 'garlic', 'dried mint', 'walnuts'],
    accept: ['kashke bademjan', 'kashk-e bademjan', 'kashk bademjan'],
    mustKeep: ['aubergines x3', 'kashk'],
    cuisine: 'Persian',
  },
  {
    list: ['lamb mince 500g', 'onion', 'saffron', 'sumac', 'tomatoes', 'rice'],
    accept: ['kebab koobideh', 'koobideh', 'chelow kebab', 'kabab koobideh'],
    mustKeep: ['lamb mince 500g'],
    cuisine: 'Persian',
  },
  {
    list: [
      'yellow split peas dry',
      'stewing beef',
      'tomato paste',
      'dried limes',
      'potatoes for fries',
      'onion',
      'turmeric',
    ],
    accept: ['khoresh gheimeh', 'gheymeh', 'gheimeh'],
    mustKeep: ['yellow split peas dry'],
    cuisine: 'Persian',
    safety: { item: 'yellow split peas dry', mustMention: ['soak/rinse', 'simmer/cook'] },
  },
  {
    list: ['eggs 6', 'parsley', 'coriander', 'dill', 'chives', 'walnuts', 'barberries'],
    accept: ['kuku sabzi', 'kookoo sabzi', 'herb frittata'],
    mustKeep: ['eggs 6'],
    cuisine: 'Persian',
  },
  {
    list: ['rice', 'dried dill', 'broad beans frozen', 'lamb shanks', 'saffron', 'onion'],
    accept: ['baghali polo', 'baghali polo ba mahicheh', 'baghali polow'],
    mustKeep: ['broad beans frozen', 'lamb shanks'],
    cuisine: 'Persian',
  },
]
