import type { Row } from '../lexicon-types.ts'

// Ingredients the eastern classics need that the other rows lacked. Green papaya is its own
// food: unripe and crunchy, shredded raw for som tam, never a stand-in for ripe papaya. Milkfish
// (bangus) is the Philippines' everyday fish; unknown, it was fuzzily read as monkfish.
// prettier-ignore
export const SOUTH_EAST_ASIAN_ROWS: readonly Row[] = [
  ['milkfish', 'fish', '1 fillet', 'bangus|milk fish|daing na bangus|boneless bangus', 'fillet'],
  ['green papaya', 'fruiting-veg', '125 g', 'unripe papaya|green papayas|papaya salad papaya|shredded green papaya|green pawpaw|du du|đu đủ|du du xanh|đu đủ xanh|malakor|papaya verde|hilaw na papaya|mamão verde', 'asian'],
]
