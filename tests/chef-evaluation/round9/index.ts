import type { BlindCase } from '../blind-case.ts'
import { BLIND_R9_AMERICAN_COMFORT } from './american-comfort.ts'
import { BLIND_R9_BAKES_PUDDINGS } from './bakes-puddings.ts'
import { BLIND_R9_BRAZILIAN } from './brazilian.ts'
import { BLIND_R9_BREAKFAST } from './breakfast.ts'
import { BLIND_R9_BRITISH_EVERYDAY } from './british-everyday.ts'
import { BLIND_R9_CARIBBEAN } from './caribbean.ts'
import { BLIND_R9_CHINESE } from './chinese.ts'
import { BLIND_R9_EASTERN_EUROPEAN } from './eastern-european.ts'
import { BLIND_R9_ETHIOPIAN_ERITREAN } from './ethiopian-eritrean.ts'
import { BLIND_R9_FILIPINO } from './filipino.ts'
import { BLIND_R9_FRENCH } from './french.ts'
import { BLIND_R9_FRIDGE_CLEARING } from './fridge-clearing.ts'
import { BLIND_R9_GREEK } from './greek.ts'
import { BLIND_R9_INDIAN } from './indian.ts'
import { BLIND_R9_ITALIAN } from './italian.ts'
import { BLIND_R9_JAPANESE } from './japanese.ts'
import { BLIND_R9_KOREAN } from './korean.ts'
import { BLIND_R9_LEVANTINE } from './levantine.ts'
import { BLIND_R9_MEXICAN } from './mexican.ts'
import { BLIND_R9_PERSIAN } from './persian.ts'
import { BLIND_R9_SPANISH } from './spanish.ts'
import { BLIND_R9_THAI } from './thai.ts'
import { BLIND_R9_TURKISH } from './turkish.ts'
import { BLIND_R9_VIETNAMESE } from './vietnamese.ts'
import { BLIND_R9_WEST_AFRICAN } from './west-african.ts'

/**
 * The ninth blind evaluation set of issue 18: 6 home and regional lists per cuisine, written by
 * cooks who read only the issue, never the chef's data nor the earlier rounds' dishes, as a tuning
 * set to be read (rounds 5 and 6 stay held out).
 */
export const BLIND_LISTS_ROUND9: readonly BlindCase[] = [
  ...BLIND_R9_AMERICAN_COMFORT,
  ...BLIND_R9_BAKES_PUDDINGS,
  ...BLIND_R9_BRAZILIAN,
  ...BLIND_R9_BREAKFAST,
  ...BLIND_R9_BRITISH_EVERYDAY,
  ...BLIND_R9_CARIBBEAN,
  ...BLIND_R9_CHINESE,
  ...BLIND_R9_EASTERN_EUROPEAN,
  ...BLIND_R9_ETHIOPIAN_ERITREAN,
  ...BLIND_R9_FILIPINO,
  ...BLIND_R9_FRENCH,
  ...BLIND_R9_FRIDGE_CLEARING,
  ...BLIND_R9_GREEK,
  ...BLIND_R9_INDIAN,
  ...BLIND_R9_ITALIAN,
  ...BLIND_R9_JAPANESE,
  ...BLIND_R9_KOREAN,
  ...BLIND_R9_LEVANTINE,
  ...BLIND_R9_MEXICAN,
  ...BLIND_R9_PERSIAN,
  ...BLIND_R9_SPANISH,
  ...BLIND_R9_THAI,
  ...BLIND_R9_TURKISH,
  ...BLIND_R9_VIETNAMESE,
  ...BLIND_R9_WEST_AFRICAN,
]
