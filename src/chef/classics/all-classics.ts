import { AMERICAN_COMFORT_CLASSICS } from './american-comfort.ts'
import { BAKES_PUDDINGS_CLASSICS } from './bakes-puddings.ts'
import { BRAZILIAN_CLASSICS } from './brazilian.ts'
import { BRITISH_AMERICAN_CLASSICS } from './british-american.ts'
import { CARIBBEAN_CLASSICS } from './caribbean.ts'
import { DISHES_B_CLASSICS } from './dishes-b.ts'
import type { ClassicDish } from './classic-types.ts'
import { NORDIC_AND_MALAY_CLASSICS } from './nordic-and-malay.ts'
import { EAST_ASIAN_CLASSICS } from './east-asian.ts'
import { ETHIOPIAN_CLASSICS } from './ethiopian.ts'
import { EUROPEAN_CLASSICS } from './european.ts'
import { EUROPEAN_MORE_CLASSICS } from './european-more.ts'
import { EVERYDAY_BRITISH_CLASSICS } from './everyday-british.ts'
import { EVERYDAY_DEPTH_CLASSICS } from './everyday-depth.ts'
import { HOME_COOKING_GAPS_CLASSICS } from './home-cooking-gaps.ts'
import { HOME_EAST_CLASSICS } from './home-east.ts'
import { HOME_WEST_CLASSICS } from './home-west.ts'
import { FILIPINO_CLASSICS } from './filipino.ts'
import { VIETNAMESE_CLASSICS } from './vietnamese.ts'
import { JAPANESE_HOME_CLASSICS } from './japanese-home.ts'
import { KOREAN_HOME_CLASSICS } from './korean-home.ts'
import { PERSIAN_CLASSICS } from './persian.ts'
import { TURKISH_CLASSICS } from './turkish.ts'
import { LEVANTINE_CLASSICS } from './levantine.ts'
import { EASTERN_EUROPEAN_CLASSICS } from './eastern-european.ts'
import { MEXICAN_HOME_CLASSICS } from './mexican-home.ts'
import { SOUTH_ASIAN_MIDDLE_EAST_MEXICO_CLASSICS } from './south-asian-middle-east-mexico.ts'
import { WEST_AFRICAN_CLASSICS } from './west-african.ts'
import { WORLD_MORE_CLASSICS } from './world-more.ts'
import { DISHES_A_CLASSICS } from './dishes-a.ts'
import { WORLD_2026_CLASSICS } from './world-2026.ts'
import { IDEAS_GAPS_CLASSICS } from './ideas-gaps.ts'
import { READ_TEN_B_CLASSICS } from './read-ten-b.ts'

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
  ...FILIPINO_CLASSICS,
  ...VIETNAMESE_CLASSICS,
  ...JAPANESE_HOME_CLASSICS,
  ...KOREAN_HOME_CLASSICS,
  ...PERSIAN_CLASSICS,
  ...TURKISH_CLASSICS,
  ...LEVANTINE_CLASSICS,
  ...EASTERN_EUROPEAN_CLASSICS,
  ...NORDIC_AND_MALAY_CLASSICS,
  ...WEST_AFRICAN_CLASSICS,
  ...CARIBBEAN_CLASSICS,
  ...ETHIOPIAN_CLASSICS,
  ...BRAZILIAN_CLASSICS,
  ...MEXICAN_HOME_CLASSICS,
  ...AMERICAN_COMFORT_CLASSICS,
  ...HOME_EAST_CLASSICS,
  ...HOME_WEST_CLASSICS,
  ...WORLD_MORE_CLASSICS,
  ...EUROPEAN_MORE_CLASSICS,
  ...DISHES_A_CLASSICS,
  ...DISHES_B_CLASSICS,
  ...WORLD_2026_CLASSICS,
  ...IDEAS_GAPS_CLASSICS,
  ...READ_TEN_B_CLASSICS,
]
