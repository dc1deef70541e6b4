import type { Row } from '../lexicon-types.ts'

// Foods the tuning lists named that the lexicon filed under another food, so the dish the list
// was for never saw them. Cider is apple, not grain: a Normandy braise, not a beer batter (and no
// gluten). Barley flour is what Ethiopian genfo is stirred from. Garden eggs are the small West
// African aubergines, not eggs. A leftover risotto or chilli is a cooked dish to build the next
// meal on (arancini, burritos), not rice to boil or a chilli pepper.
// prettier-ignore
export const LEFTOVERS_CIDER_BARLEY_FLOUR_ROWS: readonly Row[] = [
  ['cider', 'stock', '100 ml', 'dry cider|hard cider|scrumpy|cidre|normandy cider|medium cider', 'wine'],
  ['leftover risotto', 'rice', '250 g', 'cold risotto|risotto leftovers|day old risotto|cooked risotto|left over risotto', 'cooked'],
  ['leftover chilli', 'meat', '250 g', 'leftover chili|left over chilli|leftover chilli con carne|leftover chili con carne|chilli con carne|chili con carne|cooked chilli|cold chilli|chilli leftovers|hormel chili|hormel chilli|canned chili|tinned chilli con carne|canned chili con carne|chili with beans|wolf brand chili', 'cooked'],
  ['barley flour', 'baking', '50 g', 'barley meal|roasted barley flour|besso', 'flour gluten'],
]
