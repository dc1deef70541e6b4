import type { Row } from '../lexicon-types.ts'

// Snake gourd (pudalangai, padwal, chichinga) is the long pale gourd a Tamil or Kerala family cooks
// in kootu, thoran and poriyal; unread, the dish's vegetable was lost from the list.
// Petai (stink beans, sator) is the bitter green bean a Malay or Indonesian cook fries with sambal
// and prawns; unread, "sambal udang petai" was just prawns.
// prettier-ignore
export const HOME23B_ROWS: readonly Row[] = [
  ['snake gourd', 'fruiting-veg', '150 g', 'snake gourds|pudalangai|pudalanga|podalanga|padwal|padval|chichinga|chichinda|snake gourd sliced', 'indian quick-veg'],
  ['petai', 'pod-veg', '30 g', 'petai beans|stink beans|stink bean|stinky beans|bitter beans|sator|sator beans|pete beans|parkia beans|sataw', 'asian quick-veg'],
]
