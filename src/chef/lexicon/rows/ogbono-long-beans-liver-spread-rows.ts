import type { Row } from '../lexicon-types.ts'

// Staples of the everyday home dishes added for issue 18 (the dish a cook names first): without a
// row of its own, ogbono was read as nothing and its soup could never be offered, and the liver
// spread that thickens a kaldereta was read as raw liver.
// prettier-ignore
export const OGBONO_LONG_BEANS_LIVER_SPREAD_ROWS: readonly Row[] = [
  ['ogbono', 'nut-seed', '30 g', 'ogbono seeds|ground ogbono|ogbono powder|dika nut|dika nuts|apon|bush mango seeds|ogbolo', ''],
  ['long beans', 'pod-veg', '75 g', 'yardlong beans|yard long beans|snake beans|sitaw|asparagus beans|chinese long beans|bodi|bora|sitao', 'quick-veg'],
  ['liver spread', 'cured-meat', '2 tbsp', 'reno liver spread|reno|filipino liver spread|liver spread tin', 'cooked gluten dairy'],
]
