import type { Row } from '../lexicon-types.ts'

// Foods a round-10 cook's list named that the lexicon read as a look-alike. "2 drumsticks
// (moringa)" are the long green pods of South Indian sambar, simmered in it until the flesh is
// soft: read as chicken drumsticks, they were browned to 75 °C and roasted on potatoes.
// prettier-ignore
export const READ_TEN_ROWS: readonly Row[] = [
  ['moringa drumsticks', 'fruiting-veg', '1', 'moringa|moringa pods|drumstick pods|drumstick vegetable|murungakkai|murunga|sahjan|sajna|saijan', 'indian'],
]
