import type { BlindCase } from './blind-case.ts'

const cuisine = 'Ethiopian and Eritrean'

export const BLIND_ETHIOPIAN_ERITREAN: readonly BlindCase[] = [
  {
    list: ['red lentils', 'berbere', 'onions', 'garlic', 'ginger', 'niter kibbeh'],
    accept: ['misir wot', 'misir wat', 'misir wet', 'red lentil wot', 'ethiopian red lentil stew'],
    mustKeep: ['red lentils', 'berbere'],
    cuisine,
    safety: { item: 'red lentils', mustMention: ['simmer/boil'] },
    reject: ['moroccan lentil stew', 'ras el hanout lentils'],
  },
  {
    list: [
      'chicken drumsticks',
      'berbere',
      '4 red onions',
      'hard boiled eggs',
      'butter',
      'garlic',
      'ginger',
    ],
    accept: ['doro wat', 'doro wot', 'doro wet'],
    mustKeep: ['chicken drumsticks', 'berbere'],
    cuisine,
  },
  {
    list: ['chickpea flour', 'berbere', 'onion', 'garlic', 'tomato', 'oil'],
    accept: ['shiro', 'shiro wat', 'shiro wot', 'tegabino shiro'],
    mustKeep: ['chickpea flour'],
    cuisine,
  },
  {
    list: ['beef sirloin', 'rosemary', 'jalapeños', 'onion', 'niter kibbeh', 'awaze'],
    accept: ['tibs', 'beef tibs', 'zilzil tibs', 'derek tibs', 'awaze tibs'],
    mustKeep: ['beef sirloin'],
    cuisine,
  },
  {
    list: ['Collard Greens', 'onion', 'garlic', 'ginger', 'green chilli', 'butter'],
    accept: ['gomen', 'ye abesha gomen', 'gomen wat', 'ethiopian collard greens'],
    mustKeep: ['Collard Greens'],
    cuisine,
  },
  {
    list: ['half a cabbage', '4 carrots', 'potatoes', 'onion', 'turmeric', 'garlic'],
    accept: ['atakilt wat', 'atakilt', 'tikil gomen', 'ethiopian cabbage and potatoes'],
    mustKeep: ['half a cabbage'],
    cuisine,
  },
  {
    list: ['yellow split peas', 'turmeric', 'onion', 'garlic', 'ginger', 'oil'],
    accept: ['kik alicha', 'kik alicha wat', 'yellow split pea stew', 'ater kik alicha'],
    mustKeep: ['yellow split peas'],
    cuisine,
    safety: { item: 'yellow split peas', mustMention: ['simmer/boil'] },
  },
  {
    list: ['teff flour', 'water', 'self raising flour', 'salt'],
    accept: ['injera', 'taita'],
    mustKeep: ['teff flour'],
    cuisine,
  },
  {
    list: ['very lean beef', 'mitmita', 'niter kibbeh', 'ayib', 'kale'],
    accept: ['kitfo', 'kitfo leb leb', 'cooked kitfo', 'gored gored'],
    mustKeep: ['very lean beef'],
    cuisine,
  },
  {
    list: ['stewing beef', 'berbere', 'tomato puree', 'onions', 'garlic', 'injera'],
    accept: ['zigni', 'tsebhi', 'zigni beef', 'key wat', 'siga wat', 'key wot'],
    mustKeep: ['stewing beef', 'berbere'],
    cuisine,
  },
  {
    list: ['tin fava beans', 'cumin', 'tomato', 'onion', 'green chilli', 'yoghurt', 'bread rolls'],
    accept: ['ful', 'ful medames', 'foul', 'fuul'],
    mustKeep: ['tin fava beans'],
    cuisine,
  },
  {
    list: ['leftover injera', 'berbere', 'onion', 'butter', 'tomato', 'garlick'],
    accept: ['firfir', 'fir fir', 'injera firfir', 'fitfit', 'fit fit'],
    mustKeep: ['leftover injera'],
    cuisine,
  },
  {
    list: ['brown lentils', 'red onion', 'jalapeno', 'lemon', 'mustard powder', 'olive oil'],
    accept: ['azifa', 'ethiopian lentil salad', 'lentil salad'],
    mustKeep: ['brown lentils'],
    cuisine,
    safety: { item: 'brown lentils', mustMention: ['simmer/boil'] },
  },
  {
    list: [
      'lamb shoulder',
      'berbere',
      'red onions',
      'tomatoes',
      'garlic',
      'rosemary',
      'custard creams',
    ],
    accept: ['yebeg wot', 'key wat', 'lamb wat', 'siga wat', 'lamb tibs', 'yebeg tibs', 'zigni'],
    mustKeep: ['lamb shoulder', 'berbere'],
    cuisine,
  },
  {
    list: ['barley flour', 'niter kibbeh', 'berbere', 'plain yoghurt', 'water'],
    accept: ['genfo', "ga'at", 'genfo porridge'],
    mustKeep: ['barley flour'],
    cuisine,
  },
]
