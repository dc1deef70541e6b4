import type { Row } from '../lexicon-types.ts'

// Foods a cook's read found folded into a neighbour, so the dish they name could not be told
// apart: kombu read as wakame (and washed of its flavour), laksa paste as any curry paste, tofu
// puffs guessed as a bean, teff flour as coconut flour. Each is its own food, used its own way.
// prettier-ignore
export const ASIAN_PASTES_AND_TEFF_ROWS: readonly Row[] = [
  ['kombu', 'condiment', '5 g', 'konbu|kelp|dried kelp|dashi kombu|kombu seaweed|dasima|dashima', 'asian'],
  // Most jars are made with shrimp paste (belacan), like the Thai pastes: tagged 'nonveg'.
  ['laksa paste', 'sauce', '1.5 tbsp', 'laksa curry paste|curry laksa paste|laksa spice paste|laksa lemak paste|laksa paste jar', 'curry-paste asian nonveg'],
  ['tofu puffs', 'legume', '40 g', 'tofu puff|fried tofu puffs|fried tofu puff|tau pok|taupok|tau pok puffs|puffed tofu|deep fried tofu puffs|aburaage|abura age|abura-age|usuage|fried tofu pouches|fried tofu sheets', 'asian plant-protein'],
  // Prunes were read as dried apricots, so a tagine with prunes was titled 'with Apricots'.
  ['prunes', 'dried-fruit', '4', 'prune|dried prunes|dried plums|pitted prunes|agen prunes', 'sweet'],
  ['teff flour', 'baking', '60 g', 'teff|ivory teff flour|brown teff flour|teff flour mix', 'flour gluten-free'],
]
