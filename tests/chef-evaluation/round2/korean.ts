import type { BlindCase } from '../blind-case.ts'

/** Round 2 of the blind set (issue 18): Korean lists, written without reading the chef. */
export const BLIND_R2_KOREAN: readonly BlindCase[] = [
  {
    list: [
      'kimchi (1 jar)',
      'pork belly',
      'tofu',
      'gochugaru',
      'onion',
      'spring onion',
      'anchovy stock',
    ],
    accept: ['kimchi jjigae', 'kimchi stew', 'kimchi chigae'],
    mustKeep: ['kimchi (1 jar)'],
    cuisine: 'Korean',
  },
  {
    list: ['beef sirloin thin', 'soy', 'pear', 'garlic', 'sesame oil', 'sugar', 'rice', 'lettuce'],
    accept: ['bulgogi', 'beef bulgogi', 'bulgogi with rice'],
    mustKeep: ['beef sirloin thin'],
    cuisine: 'Korean',
  },
  {
    list: [
      'rice',
      'spinach',
      'carrot',
      'beansprouts',
      'gochujang (the red tub)',
      'eggs',
      'beef mince',
      'sesame oil',
    ],
    accept: ['bibimbap', 'dolsot bibimbap'],
    mustKeep: ['gochujang (the red tub)', 'rice'],
    cuisine: 'Korean',
  },
  {
    list: ['rice cakes (tteok)', 'gochujang', 'fish cakes', 'spring onion', 'sugar', 'eggs'],
    accept: ['tteokbokki', 'topokki', 'ddeokbokki', 'tteokbokki with fish cakes'],
    mustKeep: ['rice cakes (tteok)'],
    cuisine: 'Korean',
  },
  {
    list: [
      'sweet potato noodles (dangmyeon)',
      'beef',
      'spinach',
      'carrot',
      'mushrooms',
      'soy sauce',
      'sesame oil',
    ],
    accept: ['japchae', 'chapchae'],
    mustKeep: ['sweet potato noodles (dangmyeon)'],
    cuisine: 'Korean',
  },
  {
    list: ['chicken wings 1kg', 'gochujang', 'honey', 'garlic', 'potato starch', 'soy'],
    accept: [
      'korean fried chicken',
      'yangnyeom chicken',
      'dakgangjeong',
      'gochujang chicken wings',
    ],
    mustKeep: ['chicken wings 1kg', 'gochujang'],
    cuisine: 'Korean',
  },
  {
    list: ['leftover rice', 'kimchi', 'spam', 'egg', 'sesame oil', 'spring onion'],
    accept: ['kimchi fried rice', 'kimchi bokkeumbap', 'kimchi bokkeum bap'],
    mustKeep: ['kimchi', 'leftover rice'],
    cuisine: 'Korean',
  },
  {
    list: ['flour', 'spring onions (1 big bunch)', 'eggs', 'squid', 'soy', 'vinegar'],
    accept: [
      'pajeon',
      'haemul pajeon',
      'seafood pancake',
      'spring onion pancake',
      'scallion pancake',
    ],
    mustKeep: ['spring onions (1 big bunch)'],
    cuisine: 'Korean',
  },
]
