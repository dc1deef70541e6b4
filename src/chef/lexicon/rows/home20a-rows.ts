import type { Row } from '../lexicon-types.ts'

// Montasio is the mountain cow's-milk cheese of Friuli and the Veneto, melted into frico with
// potato and onion; made with calf rennet, like Parmesan and Gruyere. Read as plain "cheese", a
// Friulian frico list made a cheese and potato pie.
// prettier-ignore
export const HOME20A_ROWS: readonly Row[] = [
  ['montasio', 'cheese', '40 g', 'montasio cheese|montasio fresco|montasio mezzano|montasio stagionato|latteria cheese|formaggio latteria', 'melting nonveg'],
]
