import type { BlindCase } from '../blind-case.ts'

/** Round 2 of the blind set (issue 18): Italian lists, written without reading the chef. */
export const BLIND_R2_ITALIAN: readonly BlindCase[] = [
  {
    list: ['spaghetti 500g', 'guanciale (or pancetta)', 'eggs 4', 'pecorino', 'black pepper'],
    accept: ['carbonara', 'spaghetti carbonara', 'spaghetti alla carbonara'],
    mustKeep: ['guanciale (or pancetta)', 'eggs 4'],
    cuisine: 'Italian',
  },
  {
    list: [
      'arborio rice',
      'mushrooms',
      'dried porcini',
      'parmesan',
      'white wine',
      'onion',
      'butter',
      'stock',
    ],
    accept: ['mushroom risotto', 'risotto ai funghi', 'porcini risotto', 'risotto'],
    mustKeep: ['arborio rice'],
    cuisine: 'Italian',
    safety: { item: 'dried porcini', mustMention: ['soak/soaked', 'water/liquid'] },
  },
  {
    list: [
      'beef mince',
      'pork mince',
      'lasagne sheets',
      'passata',
      'milk',
      'butter',
      'flour',
      'parmesan',
    ],
    accept: ['lasagne', 'lasagna', 'lasagne al forno', 'lasagna bolognese'],
    mustKeep: ['lasagne sheets'],
    cuisine: 'Italian',
  },
  {
    list: ['aubergines 3', 'passata', 'mozarella', 'parmesan', 'basil', 'flour'],
    accept: [
      'parmigiana',
      'melanzane alla parmigiana',
      'aubergine parmigiana',
      'eggplant parmesan',
    ],
    mustKeep: ['aubergines 3'],
    cuisine: 'Italian',
  },
  {
    list: ['penne', '2 x tins chopped tomatoes', 'garlic', 'chilli flakes', 'parsley', 'olive oil'],
    accept: ['penne arrabbiata', 'arrabbiata', 'pasta arrabbiata', "penne all'arrabbiata"],
    mustKeep: ['penne', 'chilli flakes'],
    cuisine: 'Italian',
  },
  {
    list: ['gnocchi (pack)', 'butter', 'sage', 'parmesan', 'walnuts'],
    accept: [
      'gnocchi with butter and sage',
      'burro e salvia',
      'gnocchi burro e salvia',
      'sage butter gnocchi',
    ],
    mustKeep: ['gnocchi (pack)'],
    cuisine: 'Italian',
  },
  {
    list: [
      'cannellini beans tin',
      'pasta ditalini',
      'celery',
      'carrot',
      'onion',
      'tomatoes',
      'parmesan rind',
    ],
    accept: ['pasta e fagioli', 'pasta fazool', 'minestrone', 'pasta and beans'],
    mustKeep: ['cannellini beans tin'],
    cuisine: 'Italian',
  },
  {
    list: ['chicken breasts 2', 'lemon', 'capers', 'white wine', 'butter', 'flour', 'parsley'],
    accept: ['chicken piccata', 'piccata', 'pollo al limone', 'chicken picatta'],
    mustKeep: ['capers', 'chicken breasts 2'],
    cuisine: 'Italian',
  },
]
