import type { Row } from '../lexicon-types.ts'

// Items a cook's read (round 11) found the chef did not know, so the dish of their own kitchen
// never came: kokum, the sour dried rind of Kerala and Goan fish and prawn curries, and banana
// stem, the crisp heart of the plant that goes into Burmese mohinga.
// prettier-ignore
export const KOKUM_AND_BANANA_STEM_ROWS: readonly Row[] = [
  ['kokum', 'condiment', '5 g', 'kokum rind|dried kokum|kokam|amsul|kudampuli|kodampuli|malabar tamarind|fish tamarind|goraka|garcinia|gamboge|asam keping|asam gelugur|asam kandis|batwan|batuan', 'acid indian'],
  ['banana stem', 'stalk-veg', '50 g', 'banana stems|banana trunk|banana pith|plantain stem|vazhaithandu|vazhai thandu|ngapyaw oo', 'asian'],
]
