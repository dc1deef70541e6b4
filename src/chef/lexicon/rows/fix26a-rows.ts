import type { Row } from '../lexicon-types.ts'

// Wadiyan (wadi, wari, Amritsari wadi; mangodi in Rajasthan, bori in Bengal) are sun-dried
// dumplings of ground urad or moong dal with spices, broken and fried before they go into a
// potato or vegetable curry (aloo wadiyan, wadi sabzi). Unread, a Punjabi list lost its star and
// made Bombay potatoes.
// Dill seed is the dried fruit of dill, the spice of Gaza's sumaghiyyeh and of pickles; read as
// "sunflower seeds" (its last word), it was a snack seed in a stew.
// prettier-ignore
export const FIX26A_ROWS: readonly Row[] = [
  ['wadiyan', 'legume', '40 g', 'wadi|wadis|wadian|wadiyaan|wadiya|wari|warian|wariyan|vadiyan|vadiyaan|amritsari wadi|amritsari wadiyan|amritsari wadiyaan|moong wadi|moong dal wadi|moong wadiyan|urad wadi|urad dal wadi|urad wadiyan|mangodi|mangori|moong mangodi|moong dal mangodi|dal badi|moong badi|urad badi|dal bori|bori|lentil wadi|lentil wadiyan|sun-dried lentil dumplings|sun dried lentil dumplings|lentil dumplings (wadi)', 'indian plant-protein gluten'],
  ['dill seeds', 'spice', '0.5 tsp', 'dill seed|dill seeds whole|whole dill seed|ground dill seed|ground dill seeds|shibit seeds|shabath seeds|suva seeds|sowa seeds', 'savoury'],
]
