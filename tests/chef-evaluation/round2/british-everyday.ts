import type { BlindCase } from '../blind-case.ts'

/** Round 2 of the blind set (issue 18): British everyday lists, written without reading the chef. */
export const BLIND_R2_BRITISH_EVERYDAY: readonly BlindCase[] = [
  {
    list: [
      'sausages (cumberland)',
      'potatoes 1kg',
      'onions',
      'gravy granules',
      'butter',
      'milk',
      'peas',
    ],
    accept: ['bangers and mash', 'sausage and mash', 'sausages and mash with onion gravy'],
    mustKeep: ['sausages (cumberland)'],
    cuisine: 'British everyday',
  },
  {
    list: [
      'lamb mince 500g',
      'potatoes',
      'carrots',
      'onion',
      'peas',
      'worcestershire',
      'stock cube',
    ],
    accept: ['shepherds pie', "shepherd's pie", 'cottage pie'],
    mustKeep: ['lamb mince 500g'],
    cuisine: 'British everyday',
  },
  {
    list: ['cod fillets', 'potatoes', 'self raising flour', 'beer', 'peas', 'lemon'],
    accept: ['fish and chips', 'fish & chips', 'battered fish and chips', 'beer battered cod'],
    mustKeep: ['cod fillets'],
    cuisine: 'British everyday',
  },
  {
    list: ['sausages x6', 'plain flour', 'eggs 3', 'milk', 'onion', 'gravy'],
    accept: ['toad in the hole', 'toad-in-the-hole'],
    mustKeep: ['sausages x6', 'plain flour'],
    cuisine: 'British everyday',
  },
  {
    list: ['whole chicken 1.6kg', 'potatoes', 'carrots', 'parsnips', 'stuffing mix', 'gravy'],
    accept: ['roast chicken', 'sunday roast', 'roast chicken dinner', 'roast dinner'],
    mustKeep: ['whole chicken 1.6kg'],
    cuisine: 'British everyday',
  },
  {
    list: ['bread (white sliced)', 'cheddar', 'worcestershire sauce', 'mustard', 'egg', 'beer'],
    accept: ['welsh rarebit', 'cheese on toast', 'rarebit'],
    mustKeep: ['cheddar', 'bread (white sliced)'],
    cuisine: 'British everyday',
  },
  {
    list: ['smoked haddock', 'prawns', 'salmon', 'potatoes', 'milk', 'butter', 'flour', 'parsley'],
    accept: ['fish pie', 'fish pie with mash'],
    mustKeep: ['smoked haddock'],
    cuisine: 'British everyday',
  },
  {
    list: ['stewing steak 800g', 'kidney', 'puff pastry', 'onion', 'ale', 'beef stock'],
    accept: [
      'steak and kidney pie',
      'steak & kidney pie',
      'steak pie',
      'steak and ale pie',
      'steak and kidney pudding',
    ],
    mustKeep: ['stewing steak 800g'],
    cuisine: 'British everyday',
  },
]
