import type { Row } from '../lexicon-types.ts'

// Home cooking of West Africa the chef could not read: chicken gizzards (Nigerian gizdodo) were
// filed as plain chicken, and the cassava leaves of Sierra Leone's everyday stew as salad leaves,
// so no stew was ever offered for them. Ugu (fluted pumpkin leaves) and the smoked dried fish of
// native jollof were read as salad leaves and a fresh white fillet. Puerto Rican sofrito (the
// blended pepper, onion, garlic and culantro base of rice and beans) was not read at all.
// prettier-ignore
export const GIZZARDS_AND_CASSAVA_LEAVES_ROWS: readonly Row[] = [
  ['gizzards', 'poultry', '150 g', 'gizzard|chicken gizzards|chicken gizzard|turkey gizzards|gizzard and hearts|chicken gizzards and hearts', 'slow'],
  ['ugu', 'leafy-veg', '1 handful', 'ugwu|ugu leaves|ugwu leaves|fluted pumpkin leaves|fluted pumpkin leaf|pumpkin leaves|pumpkin leaf', 'quick-veg'],
  ['dried fish', 'fish', '30 g', 'dry fish|smoked dried fish|smoked dry fish|dried catfish|panla|dried bonga|eja kika|tuyo|daing|dried herring|dried salted fish|daing na isda|maldive fish|maldive fish flakes|umbalakada|momoni|salted fermented fish|guedj|gedj|guedje|fermented dried fish|kapenta|dried kapenta|matemba|dagaa|omena', 'cooked'],
  // Oha (ora), the tender leaves of Igbo ofe oha, torn by hand, never cut; sold fresh or frozen.
  ['oha', 'leafy-veg', '1 handful', 'oha leaves|ora leaves|ora|frozen oha|oha leaf', 'quick-veg'],
  // Sweet potato leaves, the greens of Liberia's potato leaf stew and of Filipino talbos ng
  // kamote (the potato's own leaves are poisonous: reading/unsafe-items.ts keeps those out).
  ['sweet potato leaves', 'leafy-veg', '1 handful', 'sweet potato leaf|sweet potato greens|potato greens|camote tops|kamote tops|talbos ng kamote|sweet potato tops', 'quick-veg'],
  ['cassava leaves', 'leafy-veg', '150 g', 'cassava leaf|ground cassava leaves|pounded cassava leaves|frozen cassava leaves|cassava leaf stew leaves|sakatu|saka saka|pondu|mpondu|matapa leaves|ravitoto|isombe|kisamvu|mpondu leaves|pondu leaves', ''],
  ['sofrito', 'condiment', '1 tbsp', 'recaito|sofrito paste|puerto rican sofrito|sofrito base|hogao|hogao casero|colombian hogao', 'savoury'],
]
