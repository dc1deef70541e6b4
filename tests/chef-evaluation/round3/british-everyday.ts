import type { BlindCase } from '../blind-case.ts'

const cuisine = 'British everyday'

export const BLIND_R3_BRITISH_EVERYDAY: readonly BlindCase[] = [
  {
    list: [
      '8 cumberland sausages',
      'plain flour',
      '3 eggs',
      'milk',
      'onions',
      'bisto gravy granules',
    ],
    accept: ['toad in the hole', 'toad-in-the-hole', 'toad in the hole with onion gravy'],
    mustKeep: ['8 cumberland sausages', 'plain flour'],
    cuisine,
  },
  {
    list: ['leftover mash', 'leftover sprouts', 'bit of cabbage', 'bacon', 'eggs', 'butter'],
    accept: [
      'bubble and squeak',
      'bubble & squeak',
      'bubble and squeak with bacon and eggs',
      'bubble and squeak cakes',
    ],
    mustKeep: ['leftover mash', 'leftover sprouts'],
    cuisine,
  },
  {
    list: [
      '1 cauli',
      'mature cheddar 200g',
      'milk',
      'butter',
      'flour',
      'english mustard',
      'breadcrumbs',
    ],
    accept: ['cauliflower cheese', 'cauli cheese', 'cauliflower cheese bake', 'cauliflower gratin'],
    mustKeep: ['1 cauli', 'mature cheddar 200g'],
    cuisine,
  },
  {
    list: [
      'pack of pork sausages',
      'tin chopped toms',
      'tin butter beans',
      'onion',
      'carrots',
      'smoked paprika',
      'oxo cube',
    ],
    accept: [
      'sausage casserole',
      'sausage and bean casserole',
      'sausage and butter bean casserole',
      'sausage stew',
      'sausage and bean stew',
    ],
    mustKeep: ['pack of pork sausages'],
    cuisine,
  },
  {
    list: ['tin corned beef', 'spuds x4', 'onion', 'eggs', 'hp sauce', 'worcester sauce'],
    accept: [
      'corned beef hash',
      'hash',
      'corned beef hash with fried eggs',
      'corned beef hash and eggs',
    ],
    mustKeep: ['tin corned beef', 'spuds x4'],
    cuisine,
  },
  {
    list: [
      'smoked haddock 2 fillets',
      'basmati rice',
      'eggs',
      'mild curry powder',
      'onion',
      'butter',
      'parsley',
      'lemon',
    ],
    accept: ['kedgeree', 'smoked haddock kedgeree', 'kedgree'],
    mustKeep: ['smoked haddock 2 fillets', 'basmati rice'],
    cuisine,
    safety: {
      item: 'basmati rice',
      mustMention: [
        'cook the rice/rinse the rice/wash the rice/steam the rice/boil the rice/simmer the rice/rice cooker/absorbed/rice until tender/rice is tender/rinse/rinsed',
      ],
    },
  },
  {
    list: [
      'lamb neck chops',
      'potatoes 1kg',
      'onions x3',
      'lamb stock',
      'worcestershire sauce',
      'thyme',
      'pickled red cabbage',
    ],
    accept: ['lancashire hotpot', 'hotpot', 'lamb hotpot', 'lancashire hot pot'],
    mustKeep: ['lamb neck chops', 'potatoes 1kg'],
    cuisine,
  },
  {
    list: [
      '500g beef mince',
      'onion',
      'carrots',
      'bisto',
      'atora suet',
      'self raising flour',
      'frozen peas',
    ],
    accept: [
      'mince and dumplings',
      'minced beef and dumplings',
      'mince stew and dumplings',
      'mince with dumplings',
      'beef stew and dumplings',
      'savoury mince and dumplings',
    ],
    mustKeep: ['500g beef mince', 'atora suet'],
    cuisine,
  },
]
