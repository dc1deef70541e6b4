import type { BlindCase } from '../blind-case.ts'

/** Round 2 of the blind set (issue 18): Turkish lists, written without reading the chef. */
export const BLIND_R2_TURKISH: readonly BlindCase[] = [
  {
    list: [
      'lamb mince 500g',
      'flatbreads',
      'yoghurt',
      'tomatoes',
      'onion',
      'sumac',
      'green peppers',
    ],
    accept: ['lahmacun', 'kofte', 'köfte', 'adana kebab', 'kebab with flatbread'],
    mustKeep: ['lamb mince 500g'],
    cuisine: 'Turkish',
  },
  {
    list: ['red lentils', 'onion', 'carrot', 'tomato paste', 'cumin', 'lemon', 'butter', 'mint'],
    accept: ['mercimek çorbası', 'mercimek corbasi', 'red lentil soup', 'lentil soup'],
    mustKeep: ['red lentils'],
    cuisine: 'Turkish',
    safety: { item: 'red lentils', mustMention: ['simmer/cook', 'soft/tender'] },
  },
  {
    list: [
      'eggs 4',
      'tomatoes x5',
      'green peppers',
      'onion',
      'butter',
      'chilli flakes (pul biber)',
    ],
    accept: ['menemen'],
    mustKeep: ['eggs 4', 'tomatoes x5'],
    cuisine: 'Turkish',
  },
  {
    list: ['aubergines', 'beef mince', 'tomatoes', 'peppers', 'onion', 'garlic'],
    accept: ['karnıyarık', 'karniyarik', 'imam bayildi', 'stuffed aubergines'],
    mustKeep: ['aubergines'],
    cuisine: 'Turkish',
  },
  {
    list: ['yoghurt 500g', 'garlic', 'eggs', 'butter', 'chilli flakes', 'dill'],
    accept: ['çılbır', 'cilbir', 'turkish eggs'],
    mustKeep: ['eggs', 'yoghurt 500g'],
    cuisine: 'Turkish',
  },
  {
    list: ['dried chickpeas 400g', 'lamb', 'onion', 'tomato paste', 'red pepper paste', 'rice'],
    accept: ['nohut', 'etli nohut', 'chickpea stew', 'nohut yahni'],
    mustKeep: ['dried chickpeas 400g'],
    cuisine: 'Turkish',
    safety: { item: 'dried chickpeas 400g', mustMention: ['soak/soaked', 'simmer/boil'] },
  },
  {
    list: ['filo pastry', 'feta/beyaz peynir', 'parsley', 'eggs', 'milk', 'butter'],
    accept: ['börek', 'borek', 'su böreği', 'sigara böreği', 'peynirli börek'],
    mustKeep: ['filo pastry', 'feta/beyaz peynir'],
    cuisine: 'Turkish',
  },
  {
    list: ['bulgur', 'tomato paste', 'pepper paste', 'onion', 'butter', 'green pepper'],
    accept: ['bulgur pilavı', 'bulgur pilaf', 'bulgur pilavi'],
    mustKeep: ['bulgur'],
    cuisine: 'Turkish',
  },
]
