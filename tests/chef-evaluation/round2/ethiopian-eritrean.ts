import type { BlindCase } from '../blind-case.ts'

/** Round 2 of the blind set (issue 18): Ethiopian and Eritrean lists, written without reading the chef. */
export const BLIND_R2_ETHIOPIAN_ERITREAN: readonly BlindCase[] = [
  {
    list: ['red lentils 500g', 'berbere', 'onions x3', 'niter kibbeh', 'garlic', 'tomato paste'],
    accept: ['misir wat', 'misir wot', 'red lentil wat', 'misir wett'],
    mustKeep: ['red lentils 500g', 'berbere'],
    cuisine: 'Ethiopian and Eritrean',
    safety: { item: 'red lentils 500g', mustMention: ['simmer/cook', 'until soft/tender'] },
  },
  {
    list: [
      'frozen chicken legs (6)',
      'berbere spice',
      'red onions 1kg',
      'eggs',
      'spiced butter',
      'garlic',
      'ginger',
    ],
    accept: ['doro wat', 'doro wot', 'doro wett', 'tsebhi derho'],
    mustKeep: ['frozen chicken legs (6)', 'berbere spice'],
    cuisine: 'Ethiopian and Eritrean',
    safety: { item: 'frozen chicken legs (6)', mustMention: ['thaw/defrost'] },
  },
  {
    list: ['beef sirloin 400g', 'mitmita', 'kibbeh', 'onion', 'jalapeno', 'rosemary'],
    accept: ['tibs', 'beef tibs', 'derek tibs', 'awaze tibs', 'zilzil tibs'],
    mustKeep: ['beef sirloin 400g'],
    cuisine: 'Ethiopian and Eritrean',
  },
  {
    list: ['chickpea flour (shiro powder)', 'onion', 'garlic', 'tomato', 'berbere', 'oil'],
    accept: ['shiro', 'shiro wat', 'shiro wot', 'tsebhi shiro'],
    mustKeep: ['chickpea flour (shiro powder)'],
    cuisine: 'Ethiopian and Eritrean',
  },
  {
    list: ['cabbage', 'potatoes', 'carrots', 'onion', 'turmeric', 'garlic', 'ginger'],
    accept: ['atakilt wat', 'atkilt wat', 'tikil gomen', 'atakilt'],
    mustKeep: ['cabbage'],
    cuisine: 'Ethiopian and Eritrean',
  },
  {
    list: ['teff flour 1kg', 'warm water', 'salt', 'plain flour', 'pinch of dried yeast'],
    accept: ['injera', 'taita', 'enjera'],
    mustKeep: ['teff flour 1kg'],
    cuisine: 'Ethiopian and Eritrean',
  },
  {
    list: [
      'minced beef raw (good quality)',
      'mitmita',
      'niter kibbeh',
      'ayib cheese',
      'collard greens',
    ],
    accept: ['kitfo', 'ketfo'],
    mustKeep: ['minced beef raw (good quality)', 'mitmita'],
    cuisine: 'Ethiopian and Eritrean',
  },
  {
    list: ['collard greens', 'onion', 'garlic', 'green chillies', 'oil', 'salt', 'lemon'],
    accept: ['gomen', 'ye abesha gomen', 'collard greens'],
    mustKeep: ['collard greens'],
    cuisine: 'Ethiopian and Eritrean',
  },
]
