import { BAKES_PUDDINGS_CLASSICS } from './bakes-puddings.ts'
import { BRITISH_AMERICAN_CLASSICS } from './british-american.ts'
import type { ClassicDish } from './classic-types.ts'
import { EAST_ASIAN_CLASSICS } from './east-asian.ts'
import { EUROPEAN_CLASSICS } from './european.ts'
import { EVERYDAY_BRITISH_CLASSICS } from './everyday-british.ts'
import { EVERYDAY_DEPTH_CLASSICS } from './everyday-depth.ts'
import { HOME_COOKING_GAPS_CLASSICS } from './home-cooking-gaps.ts'
import { SOUTH_ASIAN_MIDDLE_EAST_MEXICO_CLASSICS } from './south-asian-middle-east-mexico.ts'

/** Every classic dish the chef knows, grouped by where it comes from. */
export const ALL_CLASSICS: readonly ClassicDish[] = [
  ...BRITISH_AMERICAN_CLASSICS,
  ...EUROPEAN_CLASSICS,
  ...SOUTH_ASIAN_MIDDLE_EAST_MEXICO_CLASSICS,
  ...EAST_ASIAN_CLASSICS,
  ...BAKES_PUDDINGS_CLASSICS,
  ...EVERYDAY_BRITISH_CLASSICS,
  ...HOME_COOKING_GAPS_CLASSICS,
  ...EVERYDAY_DEPTH_CLASSICS,
]
