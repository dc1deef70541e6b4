import type { Row } from '../lexicon-types.ts'

// Items the home dishes of the Levant, Turkey and India are built on that the chef did not know,
// so their dish never came: jameed, the dried salted yogurt of Jordanian mansaf; tarhana, the
// dried yogurt-and-wheat soup base of Anatolian larders; pav, the soft Mumbai rolls of pav bhaji,
// and the pav bhaji masala that seasons it (the rolls' row must not claim the masala).
// prettier-ignore
export const LEVANT_PERSIA_INDIA_HOME_ROWS: readonly Row[] = [
  ['jameed', 'dairy', '50 g', 'jamid|jameed balls|liquid jameed|jordanian jameed', ''],
  ['tarhana', 'grain', '30 g', 'tarhana powder|tarhana flour|ev tarhanasi|home made tarhana|trahana|trahanas|xinohondros', 'med gluten dairy'],
  ['pav bhaji masala', 'spice', '1 tsp', 'pav bhaji spice|pav bhaji masala powder|pav bhaji spice mix|everest pav bhaji masala|mdh pav bhaji masala', 'indian'],
  ['pav', 'bread', '2', 'pav buns|pav bread|ladi pav|pav rolls|bhaji pav', 'indian dairy'],
]
