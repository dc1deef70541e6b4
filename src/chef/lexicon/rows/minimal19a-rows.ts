import type { Row } from '../lexicon-types.ts'

// Hilsa (ilish) is the fish of Bengal and Bangladesh, an oily river shad sold as steaks, frozen,
// in every Bangladeshi shop: a family types "hilsa" for shorshe ilish, and the chef did not know it.
// Pickled tea leaves (laphet, lahpet) are the Burmese relish of the tea leaf salad; read as "leaves"
// they made a green salad.
// prettier-ignore
export const MINIMAL19A_ROWS: readonly Row[] = [
  ['hilsa', 'fish', '150 g', 'hilsa fish|hilsa steak|hilsa steaks|ilish|ilish fish|ilish maach|ilish mach|elish|hilsha|hilsa shad|palla fish|pulla', 'fillet'],
  ['pickled tea leaves', 'condiment', '2 tbsp', 'laphet|lahpet|lephet|fermented tea leaves|burmese pickled tea leaves|pickled tea leaf|laphet pickled tea|tea leaf salad mix', 'asian'],
]
