import type { BlindCase } from '../blind-case.ts'

/** Round 2 of the blind set (issue 18): Japanese lists, written without reading the chef. */
export const BLIND_R2_JAPANESE: readonly BlindCase[] = [
  {
    list: [
      'chicken thighs',
      'panko',
      'eggs',
      'flour',
      'japanese curry roux (golden curry)',
      'rice',
      'onion',
      'carrot',
    ],
    accept: ['katsu curry', 'chicken katsu curry', 'japanese curry'],
    mustKeep: ['japanese curry roux (golden curry)'],
    cuisine: 'Japanese',
  },
  {
    list: ['sushi rice', 'nori', 'rice vinegar', 'cucumber', 'salmon sashimi grade', 'avocado'],
    accept: ['sushi', 'maki', 'sushi rolls', 'hosomaki', 'california roll', 'futomaki'],
    mustKeep: ['nori', 'sushi rice'],
    cuisine: 'Japanese',
    safety: { item: 'sushi rice', mustMention: ['rinse/wash', 'simmer/steam/boil/rice cooker'] },
  },
  {
    list: [
      'ramen noodles',
      'pork belly',
      'soy sauce',
      'mirin',
      'eggs',
      'spring onion',
      'chicken stock',
      'garlic',
    ],
    accept: ['ramen', 'shoyu ramen', 'chashu ramen'],
    mustKeep: ['ramen noodles'],
    cuisine: 'Japanese',
  },
  {
    list: ['miso paste', 'tofu', 'wakame dried', 'dashi', 'spring onion'],
    accept: ['miso soup', 'misoshiru'],
    mustKeep: ['miso paste'],
    cuisine: 'Japanese',
  },
  {
    list: ['salmon fillets x2', 'soy sauce', 'mirin', 'sugar', 'rice', 'sake'],
    accept: ['teriyaki salmon', 'salmon teriyaki'],
    mustKeep: ['salmon fillets x2'],
    cuisine: 'Japanese',
  },
  {
    list: ['eggs', 'chicken thigh', 'onion', 'dashi', 'soy', 'mirin', 'rice'],
    accept: ['oyakodon', 'oyako don', 'chicken and egg rice bowl'],
    mustKeep: ['chicken thigh', 'eggs'],
    cuisine: 'Japanese',
  },
  {
    list: ['cabbage', 'flour', 'eggs', 'bacon', 'okonomi sauce', 'kewpie mayo', 'spring onions'],
    accept: ['okonomiyaki'],
    mustKeep: ['cabbage', 'okonomi sauce'],
    cuisine: 'Japanese',
  },
  {
    list: [
      'udon noodles frozen',
      'dashi granules',
      'soy',
      'mirin',
      'spring onion',
      'tempura bits',
      'egg',
    ],
    accept: ['udon', 'kake udon', 'tsukimi udon', 'udon soup', 'kitsune udon'],
    mustKeep: ['udon noodles frozen'],
    cuisine: 'Japanese',
  },
]
