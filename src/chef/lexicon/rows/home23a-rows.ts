import type { Row } from '../lexicon-types.ts'

// Mojo is the Canary Islands' garlic, pepper and vinegar sauce, bought in jars (mojo rojo, mojo
// picón, mojo verde) to go with papas arrugadas. It was not read at all, so "small potatoes, coarse
// salt, mojo rojo" — what a Canarian family buys for the dish — found only roast potatoes.
// prettier-ignore
export const HOME23A_ROWS: readonly Row[] = [
  ['mojo sauce', 'sauce', '2 tbsp', 'mojo rojo|mojo picon|mojo picón|mojo verde|red mojo|green mojo|canarian mojo|mojo canario', 'savoury'],
]
