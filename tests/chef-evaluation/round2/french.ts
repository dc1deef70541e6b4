import type { BlindCase } from '../blind-case.ts'

/** Round 2 of the blind set (issue 18): French lists, written without reading the chef. */
export const BLIND_R2_FRENCH: readonly BlindCase[] = [
  {
    list: [
      'beef chuck 1.2kg',
      'red wine (bottle)',
      'bacon lardons',
      'mushrooms',
      'carrots',
      'onions',
      'garlic',
      'thyme',
    ],
    accept: ['boeuf bourguignon', 'beef bourguignon', 'bœuf bourguignon', 'beef burgundy'],
    mustKeep: ['beef chuck 1.2kg', 'red wine (bottle)'],
    cuisine: 'French',
  },
  {
    list: ['onions 1kg', 'beef stock', 'baguette', 'gruyere', 'butter', 'white wine'],
    accept: ['french onion soup', "soupe a l'oignon", "soupe à l'oignon gratinée", 'onion soup'],
    mustKeep: ['onions 1kg'],
    cuisine: 'French',
  },
  {
    list: [
      'courgettes',
      'aubergine',
      'peppers',
      'tomatoes',
      'onion',
      'garlic',
      'herbes de provence',
    ],
    accept: ['ratatouille'],
    mustKeep: ['courgettes', 'aubergine'],
    cuisine: 'French',
  },
  {
    list: ['shortcrust pastry', 'eggs 3', 'double cream', 'bacon lardons', 'gruyère', 'nutmeg'],
    accept: ['quiche lorraine', 'quiche'],
    mustKeep: ['shortcrust pastry', 'eggs 3'],
    cuisine: 'French',
  },
  {
    list: ['chicken pieces', 'red wine', 'bacon', 'mushrooms', 'shallots', 'brandy', 'thyme'],
    accept: ['coq au vin'],
    mustKeep: ['chicken pieces', 'red wine'],
    cuisine: 'French',
  },
  {
    list: ['potatoes 1.5kg', 'double cream', 'garlic', 'milk', 'nutmeg', 'butter'],
    accept: [
      'gratin dauphinois',
      'dauphinoise potatoes',
      'potato gratin',
      'gratin dauphinois potatoes',
    ],
    mustKeep: ['potatoes 1.5kg', 'double cream'],
    cuisine: 'French',
  },
  {
    list: ['mussels 1kg', 'white wine', 'shallots', 'garlic', 'parsley', 'butter', 'fries'],
    accept: ['moules marinieres', 'moules marinières', 'moules frites', 'mussels in white wine'],
    mustKeep: ['mussels 1kg'],
    cuisine: 'French',
  },
  {
    list: ['eggs', 'gruyere', 'ham', 'bread', 'butter', 'milk', 'flour'],
    accept: ['croque monsieur', 'croque madame', 'croque-monsieur', 'croque-madame'],
    mustKeep: ['ham', 'gruyere'],
    cuisine: 'French',
  },
]
