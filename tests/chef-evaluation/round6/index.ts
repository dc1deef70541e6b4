import type { BlindCase } from '../blind-case.ts'
import { BLIND_R6_AMERICAN_COMFORT } from './american-comfort.ts'
import { BLIND_R6_BAKES_PUDDINGS } from './bakes-puddings.ts'
import { BLIND_R6_BRAZILIAN } from './brazilian.ts'
import { BLIND_R6_BREAKFAST } from './breakfast.ts'
import { BLIND_R6_BRITISH_EVERYDAY } from './british-everyday.ts'
import { BLIND_R6_CARIBBEAN } from './caribbean.ts'
import { BLIND_R6_CHINESE } from './chinese.ts'
import { BLIND_R6_EASTERN_EUROPEAN } from './eastern-european.ts'
import { BLIND_R6_ETHIOPIAN_ERITREAN } from './ethiopian-eritrean.ts'
import { BLIND_R6_FILIPINO } from './filipino.ts'
import { BLIND_R6_FRENCH } from './french.ts'
import { BLIND_R6_FRIDGE_CLEARING } from './fridge-clearing.ts'
import { BLIND_R6_GREEK } from './greek.ts'
import { BLIND_R6_INDIAN } from './indian.ts'
import { BLIND_R6_ITALIAN } from './italian.ts'
import { BLIND_R6_JAPANESE } from './japanese.ts'
import { BLIND_R6_KOREAN } from './korean.ts'
import { BLIND_R6_LEVANTINE } from './levantine.ts'
import { BLIND_R6_MEXICAN } from './mexican.ts'
import { BLIND_R6_PERSIAN } from './persian.ts'
import { BLIND_R6_SPANISH } from './spanish.ts'
import { BLIND_R6_THAI } from './thai.ts'
import { BLIND_R6_TURKISH } from './turkish.ts'
import { BLIND_R6_VIETNAMESE } from './vietnamese.ts'
import { BLIND_R6_WEST_AFRICAN } from './west-african.ts'

/**
 * The sixth blind evaluation set of issue 18: 8 new lists per cuisine, written by a cook who read
 * only the issue, never the chef's data nor the first five blind sets. It is held out: only its
 * summary line is ever printed, so nobody tunes the chef on it.
 */
export const BLIND_LISTS_ROUND6: readonly BlindCase[] = [
  ...BLIND_R6_AMERICAN_COMFORT,
  ...BLIND_R6_BAKES_PUDDINGS,
  ...BLIND_R6_BRAZILIAN,
  ...BLIND_R6_BREAKFAST,
  ...BLIND_R6_BRITISH_EVERYDAY,
  ...BLIND_R6_CARIBBEAN,
  ...BLIND_R6_CHINESE,
  ...BLIND_R6_EASTERN_EUROPEAN,
  ...BLIND_R6_ETHIOPIAN_ERITREAN,
  ...BLIND_R6_FILIPINO,
  ...BLIND_R6_FRENCH,
  ...BLIND_R6_FRIDGE_CLEARING,
  ...BLIND_R6_GREEK,
  ...BLIND_R6_INDIAN,
  ...BLIND_R6_ITALIAN,
  ...BLIND_R6_JAPANESE,
  ...BLIND_R6_KOREAN,
  ...BLIND_R6_LEVANTINE,
  ...BLIND_R6_MEXICAN,
  ...BLIND_R6_PERSIAN,
  ...BLIND_R6_SPANISH,
  ...BLIND_R6_THAI,
  ...BLIND_R6_TURKISH,
  ...BLIND_R6_VIETNAMESE,
  ...BLIND_R6_WEST_AFRICAN,
]
