import type { Row } from '../lexicon-types.ts'

// Wild fennel (finocchietto selvatico, Greek maratho) is fronds and stalks, used by the bunch as a
// herb: the green of Sicily's pasta con le sarde, Sardinia's favata and Crete's pies. Read as the
// fennel bulb, a cook's read found "Fennel — 1, trim and thinly slice". Fennel fronds are the
// same leaves off a bought bulb, used the same way. No allergen (fennel is not celery).
// prettier-ignore
export const READ28_ROWS: readonly Row[] = [
  ['wild fennel', 'herb', '0.5 handful', 'wild fennel fronds|wild fennel stalks|fennel fronds|fennel tops|fennel greens|fennel leaves|finocchietto|finocchietto selvatico|finocchio selvatico|finocchio selvatico fresco|maratho|marathos|fenouil sauvage|hinojo silvestre|funcho bravo', 'garnish-herb italian med'],
]
