import type { Row } from '../lexicon-types.ts'

// Foods the tuning lists named that the lexicon filed under another food, so the dish the list
// was for never saw them. Cider is apple, not grain: a Normandy braise, not a beer batter (and no
// gluten). Barley flour is what Ethiopian genfo is stirred from. Garden eggs are the small West
// African aubergines, not eggs.
// prettier-ignore
export const FIRST_IDEA_ROWS: readonly Row[] = [
  ['cider', 'stock', '100 ml', 'dry cider|hard cider|scrumpy|cidre|normandy cider|medium cider', 'wine'],
  ['barley flour', 'baking', '50 g', 'barley meal|roasted barley flour|besso', 'flour gluten'],
]
