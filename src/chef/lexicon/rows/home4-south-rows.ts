import type { Row } from '../lexicon-types.ts'

// Foods the fourth round of Filipino, Brazilian, Caribbean, Ethiopian and West African home dishes
// needs that the lexicon did not know: misua (fine wheat noodles) was read as egg noodles, patola
// (luffa) not at all, and tocino (sweet-cured pork) as a plain pork shoulder, which lost tocilog.
// prettier-ignore
export const HOME4_SOUTH_ROWS: readonly Row[] = [
  ['misua', 'noodles', '40 g', 'miswa|mee sua|mi sua|misua noodles|mian xian|misua wheat noodles', 'asian'],
  ['luffa', 'fruiting-veg', '150 g', 'patola|loofah|loofa|luffa gourd|sponge gourd|ridge gourd|angled luffa|turai|turiya|silk gourd', 'asian'],
  ['tocino', 'cured-meat', '100 g', 'pork tocino|chicken tocino|filipino tocino|homemade tocino|sweet cured pork', ''],
]
