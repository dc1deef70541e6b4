import type { BlindCase } from '../blind-case.ts'

/** Round 9, Brazilian home cooking: baião de dois, vaca atolada, frango com quiabo, arroz carreteiro, a misto quente and leftover chicken. */
export const BLIND_R9_BRAZILIAN: readonly BlindCase[] = [
  {
    cuisine: 'Brazilian',
    list: [
      'arroz',
      'feijão de corda cooked',
      'queijo coalho',
      'bacon',
      'carne seca',
      'coentro',
      'manteiga de garrafa',
    ],
    accept: ['baião de dois', 'baiao de dois', 'baião', 'baiao', 'rice and black-eyed beans'],
    mustKeep: ['feijão de corda cooked', 'queijo coalho'],
  },
  {
    cuisine: 'Brazilian',
    list: ['costela de boi 1kg', 'mandioca 1kg', 'tomatoes', 'onion', 'garlic', 'cheiro verde'],
    accept: [
      'vaca atolada',
      'costela com mandioca',
      'beef ribs with cassava',
      'costela com aipim',
      'beef rib and cassava stew',
    ],
    mustKeep: ['costela de boi 1kg', 'mandioca 1kg'],
    safety: {
      item: 'mandioca 1kg',
      mustMention: ['peel/peeled/peeling', 'tender/soft/cooked through'],
    },
  },
  {
    cuisine: 'Brazilian',
    list: ['alcatra em cubos 600g', 'batata', 'cenoura', 'chuchu', 'tomatoes', 'onion', 'garlic'],
    accept: [
      'picadinho',
      'picadinho de carne',
      'picadinho de alcatra',
      'carne de panela',
      'beef stew',
      'brazilian beef stew',
      'carne com batata',
    ],
    mustKeep: ['alcatra em cubos 600g'],
  },
  {
    cuisine: 'Brazilian',
    list: [
      'leftover churrasco beef',
      'linguiça',
      'rice 2 cups',
      'onion',
      'garlic',
      'tomato',
      'salsinha',
    ],
    accept: ['arroz carreteiro', 'carreteiro', 'arroz de carreteiro', 'beef and sausage rice'],
    mustKeep: ['leftover churrasco beef'],
  },
  {
    cuisine: 'Brazilian',
    list: ['pão de forma', 'presunto', 'queijo mussarela', 'manteiga', 'orégano', 'Guaraná'],
    accept: [
      'misto quente',
      'misto',
      'ham and cheese toastie',
      'toasted ham and cheese sandwich',
      'grilled ham and cheese',
    ],
    mustKeep: ['presunto', 'queijo mussarela'],
  },
  {
    cuisine: 'Brazilian',
    list: [
      'leftover shredded chicken',
      'Catupiry',
      'milho verde 1 can',
      'ervilha',
      'batata palha',
      'tomato sauce',
    ],
    accept: [
      'fricassê de frango',
      'fricasse de frango',
      'chicken fricassee',
      'torta de frango',
      'frango com catupiry',
      'salpicão',
      'salpicao',
      'salpicão de frango',
      'escondidinho de frango',
    ],
    mustKeep: ['leftover shredded chicken', 'Catupiry'],
  },
]
