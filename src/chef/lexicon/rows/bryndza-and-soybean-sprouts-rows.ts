import type { Row } from '../lexicon-types.ts'

// Items the home dishes of Slovakia, Romania and Korea need that the chef did not know: bryndza,
// the soft, tangy sheep's cheese of bryndzové halušky and of mămăligă, and soybean sprouts
// (kongnamul), which have a fat yellow bean on each sprout, are cooked through rather than eaten
// raw, and were read as Brussels sprouts.
// prettier-ignore
export const BRYNDZA_AND_SOYBEAN_SPROUTS_ROWS: readonly Row[] = [
  ['bryndza', 'cheese', '60 g', 'bryndza cheese|brynza|brinza|branza de burduf|sheep bryndza', 'fresh-cheese'],
  ['soybean sprouts', 'pod-veg', '75 g', 'soy bean sprouts|soya bean sprouts|soybean sprout|kongnamul|kong namul', 'asian'],
]
