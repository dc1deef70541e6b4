import type { Row } from '../lexicon-types.ts'

// Jowar (sorghum) flour is the flour of Maharashtra's and Karnataka's everyday bhakri: unknown, it
// was read as plain flour, a wheat flour, so a gluten-free bhakri was said to contain gluten.
// Korean mandu are bought frozen by the bag for mandu-guk and fried mandu; unknown, they vanished
// from the list and a dumpling soup became a rice-cake soup with no dumplings.
// Duo jiao, Hunan's chopped salted chillies, is sold in jars and is the whole point of a steamed
// fish head: read as fresh chilli, the fish was steamed Cantonese-style with ginger instead.
// Gotu kola (pennywort) is the green of Sri Lanka's everyday mallung and sambol, unknown before.
// Lunu miris, the pounded red chilli and onion relish eaten with kiribath, is bought ready or made
// by the jar: unknown, "lunu" was taken for a slip of "luau" and the list read as taro leaves.
// prettier-ignore
export const HOME18A_ROWS: readonly Row[] = [
  ['sorghum flour', 'baking', '50 g', 'jowar flour|jowar atta|jowar|jonna pindi|jola hittu|sorghum|white sorghum flour', 'flour gluten-free'],
  ['chopped salted chillies', 'condiment', '1 tbsp', 'duo jiao|duojiao|pickled chopped chillies|pickled chopped chilli|chopped chillies in brine|hunan chopped chillies|salted chopped chillies|chopped pickled chillies|fermented chopped chillies|lee kum kee chopped chilli', 'asian'],
  ['gotu kola', 'leafy-veg', '1 handful', 'gotukola|centella|pennywort|asiatic pennywort|indian pennywort|vallarai|vallarai keerai|kudangal|brahmi leaves', 'salad-veg'],
  ['lunu miris', 'condiment', '2 tbsp', 'lunumiris|lunu miris sambol|katta sambol|katta sambal', 'asian'],
  ['mandu', 'pasta', '6', 'frozen mandu|korean dumplings|gogi mandu|kimchi mandu|bibigo mandu|mandoo|frozen korean dumplings|wang mandu', 'nonveg'],
]
