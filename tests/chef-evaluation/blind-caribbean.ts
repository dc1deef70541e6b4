import type { BlindCase } from './blind-case.ts'

const cuisine = 'Caribbean'

export const BLIND_CARIBBEAN: readonly BlindCase[] = [
  {
    list: ['1 tin ackee', 'saltfish', 'onion', 'tomatoes', 'scotch bonnet', 'thyme', 'bell pepper'],
    accept: ['ackee and saltfish', 'ackee & saltfish', 'ackee and salt fish', 'ackee and codfish'],
    mustKeep: ['1 tin ackee', 'saltfish'],
    cuisine,
    safety: { item: 'saltfish', mustMention: ['soak'] },
  },
  {
    list: ['tinned ackee', 'callaloo', 'onion', 'scallion', 'scotch bonnet', 'butter'],
    accept: ['ackee and callaloo', 'callaloo and ackee', 'ackee', 'steamed callaloo'],
    mustKeep: ['tinned ackee'],
    cuisine,
    safety: { item: 'tinned ackee', mustMention: ['drain'] },
  },
  {
    list: ['dried red kidney beans', 'long grain rice', 'coconut milk', 'spring onion', 'thyme', 'allspice berries', 'scotch bonnet'],
    accept: ['rice and peas', 'jamaican rice and peas', 'rice & peas'],
    mustKeep: ['dried red kidney beans', 'long grain rice'],
    cuisine,
    safety: { item: 'dried red kidney beans', mustMention: ['soak', 'boil'] },
  },
  {
    list: ['chicken drumsticks', 'jerk seasoning', 'limes', 'spring onions', 'brown sugar', 'soy sauce'],
    accept: ['jerk chicken', 'jerk drumsticks', 'jamaican jerk chicken'],
    mustKeep: ['chicken drumsticks', 'jerk seasoning'],
    cuisine,
  },
  {
    list: ['1kg goat', 'jamaican curry powder', 'potatoes', 'onion', 'garlic', 'thyme', 'scotch bonnet'],
    accept: ['curry goat', 'curried goat', 'goat curry', 'jamaican curry goat'],
    mustKeep: ['1kg goat'],
    cuisine,
  },
  {
    list: ['chicken pieces', 'browning', 'onion', 'carrots', 'bell peppers', 'ketchup', 'allspice'],
    accept: ['brown stew chicken', 'brown stewed chicken', 'stew chicken', 'jamaican brown stew chicken'],
    mustKeep: ['chicken pieces'],
    cuisine,
  },
  {
    list: ['2 tins chickpeas', 'plain flour', 'yeast', 'turmeric', 'cumin', 'tamarind sauce', 'cucumber'],
    accept: ['doubles', 'trini doubles', 'bara and channa', 'curry channa'],
    mustKeep: ['2 tins chickpeas'],
    cuisine,
  },
  {
    list: ['chicken thighs', 'brown sugar', 'tin pigeon peas', 'long grain rice', 'coconut milk', 'green seasoning', 'carrot'],
    accept: ['pelau', 'chicken pelau', 'trini pelau'],
    mustKeep: ['chicken thighs', 'tin pigeon peas'],
    cuisine,
  },
  {
    list: ['whole chicken cut up', 'curry powder', 'geera', 'potatos', 'chadon beni', 'roti skins'],
    accept: ['curry chicken', 'trini curry chicken', 'curry chicken and roti', 'chicken roti', 'roti'],
    mustKeep: ['whole chicken cut up'],
    cuisine,
  },
  {
    list: ['dried kidney beans', 'salted pig tail', 'stewing beef', 'coconut milk', 'spinners', 'thyme', 'pimento'],
    accept: ['stew peas', 'stewed peas', 'jamaican stew peas', 'stew peas and spinners'],
    mustKeep: ['dried kidney beans'],
    cuisine,
    safety: { item: 'dried kidney beans', mustMention: ['soak', 'boil'] },
  },
  {
    list: ['whole red snapper', 'white vinegar', 'onions', 'carrots', 'scotch bonnet', 'pimento berries', 'bammy'],
    accept: ['escovitch fish', 'escoveitch fish', 'escovitch snapper', 'escovitch'],
    mustKeep: ['whole red snapper', 'white vinegar'],
    cuisine,
  },
  {
    list: ['self raising flour', 'cornmeal', 'sugar', 'milk', 'vanilla', 'oil'],
    accept: ['festival', 'festival dumplings', 'fried dumplings', 'johnny cakes', 'johnnycakes'],
    mustKeep: ['cornmeal'],
    cuisine,
  },
  {
    list: ['500g beef mince', 'plain flour', 'butter', 'turmeric', 'curry powder', 'scotch bonnet', 'breadcrumbs', 'thyme'],
    accept: ['jamaican patties', 'jamaican beef patties', 'beef patties', 'patties', 'beef patty'],
    mustKeep: ['500g beef mince'],
    cuisine,
  },
  {
    list: ['dasheen leaves', 'okra', 'coconut milk', 'pumpkin', 'crab', 'onion', 'pimento peppers'],
    accept: ['callaloo', 'trini callaloo', 'crab and callaloo', 'crab callaloo'],
    mustKeep: ['dasheen leaves'],
    cuisine,
  },
  {
    list: ['oxtail', 'butter beans tin', 'browning', 'allspice', 'scotch bonnet', 'carrots', 'marshmallows'],
    accept: ['oxtail stew', 'jamaican oxtail', 'oxtail and butter beans', 'stewed oxtail', 'braised oxtail'],
    mustKeep: ['oxtail'],
    cuisine,
  },
]
