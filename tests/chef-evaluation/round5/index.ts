import type { BlindCase } from '../blind-case.ts'
import { BLIND_R5_AMERICAN_COMFORT } from './american-comfort.ts'
import { BLIND_R5_BAKES_PUDDINGS } from './bakes-puddings.ts'
import { BLIND_R5_BRAZILIAN } from './brazilian.ts'
import { BLIND_R5_BREAKFAST } from './breakfast.ts'
import { BLIND_R5_BRITISH_EVERYDAY } from './british-everyday.ts'
import { BLIND_R5_CARIBBEAN } from './caribbean.ts'
import { BLIND_R5_CHINESE } from './chinese.ts'
import { BLIND_R5_EASTERN_EUROPEAN } from './eastern-european.ts'
import { BLIND_R5_ETHIOPIAN_ERITREAN } from './ethiopian-eritrean.ts'
import { BLIND_R5_FILIPINO } from './filipino.ts'
import { BLIND_R5_FRENCH } from './french.ts'
import { BLIND_R5_FRIDGE_CLEARING } from './fridge-clearing.ts'
import { BLIND_R5_GREEK } from './greek.ts'
import { BLIND_R5_INDIAN } from './indian.ts'
import { BLIND_R5_ITALIAN } from './italian.ts'
import { BLIND_R5_JAPANESE } from './japanese.ts'
import { BLIND_R5_KOREAN } from './korean.ts'
import { BLIND_R5_LEVANTINE } from './levantine.ts'
import { BLIND_R5_MEXICAN } from './mexican.ts'
import { BLIND_R5_PERSIAN } from './persian.ts'
import { BLIND_R5_SPANISH } from './spanish.ts'
import { BLIND_R5_THAI } from './thai.ts'
import { BLIND_R5_TURKISH } from './turkish.ts'
import { BLIND_R5_VIETNAMESE } from './vietnamese.ts'
import { BLIND_R5_WEST_AFRICAN } from './west-african.ts'

/**
 * The fifth blind evaluation set of issue 18: 8 new lists per cuisine, written by a cook who read
 * only the issue, never the chef's data nor the first four blind sets. It is held out: only its
 * summary line is ever printed, so nobody tunes the chef on it.
 */
export const BLIND_LISTS_ROUND5: readonly BlindCase[] = [
  ...BLIND_R5_AMERICAN_COMFORT,
  ...BLIND_R5_BAKES_PUDDINGS,
  ...BLIND_R5_BRAZILIAN,
  ...BLIND_R5_BREAKFAST,
  ...BLIND_R5_BRITISH_EVERYDAY,
  ...BLIND_R5_CARIBBEAN,
  ...BLIND_R5_CHINESE,
  ...BLIND_R5_EASTERN_EUROPEAN,
  ...BLIND_R5_ETHIOPIAN_ERITREAN,
  ...BLIND_R5_FILIPINO,
  ...BLIND_R5_FRENCH,
  ...BLIND_R5_FRIDGE_CLEARING,
  ...BLIND_R5_GREEK,
  ...BLIND_R5_INDIAN,
  ...BLIND_R5_ITALIAN,
  ...BLIND_R5_JAPANESE,
  ...BLIND_R5_KOREAN,
  ...BLIND_R5_LEVANTINE,
  ...BLIND_R5_MEXICAN,
  ...BLIND_R5_PERSIAN,
  ...BLIND_R5_SPANISH,
  ...BLIND_R5_THAI,
  ...BLIND_R5_TURKISH,
  ...BLIND_R5_VIETNAMESE,
  ...BLIND_R5_WEST_AFRICAN,
]
