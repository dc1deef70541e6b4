import type { Row } from '../lexicon-types.ts'

// Items the home dishes of France, Greece, Mexico and America need that the chef did not know:
// Belgian endive (chicory, chicons), the tight white heads braised for endives au jambon, was read
// as bagged salad leaves, so a list of endives and ham got a salad; frisée (curly endive) and
// radicchio (red chicory) stay salad leaves.
// prettier-ignore
export const ENDIVE_AND_HOME_KITCHEN_ROWS: readonly Row[] = [
  ['belgian endive', 'leafy-veg', '1', 'endive|endives|belgian endives|chicory|chicon|chicons|witlof|witloof|white chicory|belgian chicory|endive heads|heads of chicory', 'leaf-salad salad-veg'],
]
