import type { BlindCase } from '../blind-case.ts'
import { BLIND_R3_AMERICAN_COMFORT } from './american-comfort.ts'
import { BLIND_R3_BAKES_PUDDINGS } from './bakes-puddings.ts'
import { BLIND_R3_BRAZILIAN } from './brazilian.ts'
import { BLIND_R3_BREAKFAST } from './breakfast.ts'
import { BLIND_R3_BRITISH_EVERYDAY } from './british-everyday.ts'
import { BLIND_R3_CARIBBEAN } from './caribbean.ts'
import { BLIND_R3_CHINESE } from './chinese.ts'
import { BLIND_R3_EASTERN_EUROPEAN } from './eastern-european.ts'
import { BLIND_R3_ETHIOPIAN_ERITREAN } from './ethiopian-eritrean.ts'
import { BLIND_R3_FILIPINO } from './filipino.ts'
import { BLIND_R3_FRENCH } from './french.ts'
import { BLIND_R3_FRIDGE_CLEARING } from './fridge-clearing.ts'
import { BLIND_R3_GREEK } from './greek.ts'
import { BLIND_R3_INDIAN } from './indian.ts'
import { BLIND_R3_ITALIAN } from './italian.ts'
import { BLIND_R3_JAPANESE } from './japanese.ts'
import { BLIND_R3_KOREAN } from './korean.ts'
import { BLIND_R3_LEVANTINE } from './levantine.ts'
import { BLIND_R3_MEXICAN } from './mexican.ts'
import { BLIND_R3_PERSIAN } from './persian.ts'
import { BLIND_R3_SPANISH } from './spanish.ts'
import { BLIND_R3_THAI } from './thai.ts'
import { BLIND_R3_TURKISH } from './turkish.ts'
import { BLIND_R3_VIETNAMESE } from './vietnamese.ts'
import { BLIND_R3_WEST_AFRICAN } from './west-african.ts'

/**
 * The third blind evaluation set of issue 18: 8 new lists per cuisine, written by a cook who read
 * only the issue, never the chef's data nor the first two blind sets, so it measures lists nobody
 * tuned on.
 */
export const BLIND_LISTS_ROUND3: readonly BlindCase[] = [
  ...BLIND_R3_AMERICAN_COMFORT,
  ...BLIND_R3_BAKES_PUDDINGS,
  ...BLIND_R3_BRAZILIAN,
  ...BLIND_R3_BREAKFAST,
  ...BLIND_R3_BRITISH_EVERYDAY,
  ...BLIND_R3_CARIBBEAN,
  ...BLIND_R3_CHINESE,
  ...BLIND_R3_EASTERN_EUROPEAN,
  ...BLIND_R3_ETHIOPIAN_ERITREAN,
  ...BLIND_R3_FILIPINO,
  ...BLIND_R3_FRENCH,
  ...BLIND_R3_FRIDGE_CLEARING,
  ...BLIND_R3_GREEK,
  ...BLIND_R3_INDIAN,
  ...BLIND_R3_ITALIAN,
  ...BLIND_R3_JAPANESE,
  ...BLIND_R3_KOREAN,
  ...BLIND_R3_LEVANTINE,
  ...BLIND_R3_MEXICAN,
  ...BLIND_R3_PERSIAN,
  ...BLIND_R3_SPANISH,
  ...BLIND_R3_THAI,
  ...BLIND_R3_TURKISH,
  ...BLIND_R3_VIETNAMESE,
  ...BLIND_R3_WEST_AFRICAN,
]
