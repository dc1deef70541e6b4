import type { Row } from '../lexicon-types.ts'

// Jowar (sorghum) flour is the flour of Maharashtra's and Karnataka's everyday bhakri: unknown, it
// was read as plain flour, a wheat flour, so a gluten-free bhakri was said to contain gluten.
// Korean mandu are bought frozen by the bag for mandu-guk and fried mandu; unknown, they vanished
// from the list and a dumpling soup became a rice-cake soup with no dumplings.
// prettier-ignore
export const HOME18A_ROWS: readonly Row[] = [
  ['sorghum flour', 'baking', '50 g', 'jowar flour|jowar atta|jowar|jonna pindi|jola hittu|sorghum|white sorghum flour', 'flour gluten-free'],
  ['mandu', 'pasta', '6', 'frozen mandu|korean dumplings|gogi mandu|kimchi mandu|bibigo mandu|mandoo|frozen korean dumplings|wang mandu', 'nonveg'],
]
