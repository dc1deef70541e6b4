import type { BlindCase } from '../blind-case.ts'
import { BLIND_R2_AMERICAN_COMFORT } from './american-comfort.ts'
import { BLIND_R2_BAKES_PUDDINGS } from './bakes-puddings.ts'
import { BLIND_R2_BRAZILIAN } from './brazilian.ts'
import { BLIND_R2_BREAKFAST } from './breakfast.ts'
import { BLIND_R2_BRITISH_EVERYDAY } from './british-everyday.ts'
import { BLIND_R2_CARIBBEAN } from './caribbean.ts'
import { BLIND_R2_CHINESE } from './chinese.ts'
import { BLIND_R2_EASTERN_EUROPEAN } from './eastern-european.ts'
import { BLIND_R2_ETHIOPIAN_ERITREAN } from './ethiopian-eritrean.ts'
import { BLIND_R2_FILIPINO } from './filipino.ts'
import { BLIND_R2_FRENCH } from './french.ts'
import { BLIND_R2_FRIDGE_CLEARING } from './fridge-clearing.ts'
import { BLIND_R2_GREEK } from './greek.ts'
import { BLIND_R2_INDIAN } from './indian.ts'
import { BLIND_R2_ITALIAN } from './italian.ts'
import { BLIND_R2_JAPANESE } from './japanese.ts'
import { BLIND_R2_KOREAN } from './korean.ts'
import { BLIND_R2_LEVANTINE } from './levantine.ts'
import { BLIND_R2_MEXICAN } from './mexican.ts'
import { BLIND_R2_PERSIAN } from './persian.ts'
import { BLIND_R2_SPANISH } from './spanish.ts'
import { BLIND_R2_THAI } from './thai.ts'
import { BLIND_R2_TURKISH } from './turkish.ts'
import { BLIND_R2_VIETNAMESE } from './vietnamese.ts'
import { BLIND_R2_WEST_AFRICAN } from './west-african.ts'

/**
 * The second blind evaluation set of issue 18: 8 new lists per cuisine, written by a cook who read
 * only the issue, never the chef's data or the first blind set, so it measures lists nobody tuned on.
 */
export const BLIND_LISTS_ROUND2: readonly BlindCase[] = [
  ...BLIND_R2_AMERICAN_COMFORT,
  ...BLIND_R2_BAKES_PUDDINGS,
  ...BLIND_R2_BRAZILIAN,
  ...BLIND_R2_BREAKFAST,
  ...BLIND_R2_BRITISH_EVERYDAY,
  ...BLIND_R2_CARIBBEAN,
  ...BLIND_R2_CHINESE,
  ...BLIND_R2_EASTERN_EUROPEAN,
  ...BLIND_R2_ETHIOPIAN_ERITREAN,
  ...BLIND_R2_FILIPINO,
  ...BLIND_R2_FRENCH,
  ...BLIND_R2_FRIDGE_CLEARING,
  ...BLIND_R2_GREEK,
  ...BLIND_R2_INDIAN,
  ...BLIND_R2_ITALIAN,
  ...BLIND_R2_JAPANESE,
  ...BLIND_R2_KOREAN,
  ...BLIND_R2_LEVANTINE,
  ...BLIND_R2_MEXICAN,
  ...BLIND_R2_PERSIAN,
  ...BLIND_R2_SPANISH,
  ...BLIND_R2_THAI,
  ...BLIND_R2_TURKISH,
  ...BLIND_R2_VIETNAMESE,
  ...BLIND_R2_WEST_AFRICAN,
]
