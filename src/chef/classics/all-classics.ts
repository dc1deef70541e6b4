import { AMERICAN_COMFORT_CLASSICS } from './american-comfort.ts'
import { BAKES_PUDDINGS_CLASSICS } from './bakes-puddings.ts'
import { BRAZILIAN_CLASSICS } from './brazilian.ts'
import { BRITISH_AMERICAN_CLASSICS } from './british-american.ts'
import { CARIBBEAN_CLASSICS } from './caribbean.ts'
import type { ClassicDish } from './classic-types.ts'
import { EAST_ASIAN_CLASSICS } from './east-asian.ts'
import { ETHIOPIAN_CLASSICS } from './ethiopian.ts'
import { EUROPEAN_CLASSICS } from './european.ts'
import { MEXICAN_HOME_CLASSICS } from './mexican-home.ts'
import { SOUTH_ASIAN_MIDDLE_EAST_MEXICO_CLASSICS } from './south-asian-middle-east-mexico.ts'
import { WEST_AFRICAN_CLASSICS } from './west-african.ts'

/** Every classic dish the chef knows, grouped by where it comes from. */
export const ALL_CLASSICS: readonly ClassicDish[] = [
  ...BRITISH_AMERICAN_CLASSICS,
  ...EUROPEAN_CLASSICS,
  ...SOUTH_ASIAN_MIDDLE_EAST_MEXICO_CLASSICS,
  ...EAST_ASIAN_CLASSICS,
  ...BAKES_PUDDINGS_CLASSICS,
  ...WEST_AFRICAN_CLASSICS,
  ...CARIBBEAN_CLASSICS,
  ...ETHIOPIAN_CLASSICS,
  ...BRAZILIAN_CLASSICS,
  ...MEXICAN_HOME_CLASSICS,
  ...AMERICAN_COMFORT_CLASSICS,
]
