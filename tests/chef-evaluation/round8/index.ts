import type { BlindCase } from '../blind-case.ts'
import { BLIND_R8_AMERICAN_COMFORT } from './american-comfort.ts'
import { BLIND_R8_BAKES_PUDDINGS } from './bakes-puddings.ts'
import { BLIND_R8_BRAZILIAN } from './brazilian.ts'
import { BLIND_R8_BREAKFAST } from './breakfast.ts'
import { BLIND_R8_BRITISH_EVERYDAY } from './british-everyday.ts'
import { BLIND_R8_CARIBBEAN } from './caribbean.ts'
import { BLIND_R8_CHINESE } from './chinese.ts'
import { BLIND_R8_EASTERN_EUROPEAN } from './eastern-european.ts'
import { BLIND_R8_ETHIOPIAN_ERITREAN } from './ethiopian-eritrean.ts'
import { BLIND_R8_FILIPINO } from './filipino.ts'
import { BLIND_R8_FRENCH } from './french.ts'
import { BLIND_R8_FRIDGE_CLEARING } from './fridge-clearing.ts'
import { BLIND_R8_GREEK } from './greek.ts'
import { BLIND_R8_INDIAN } from './indian.ts'
import { BLIND_R8_ITALIAN } from './italian.ts'
import { BLIND_R8_JAPANESE } from './japanese.ts'
import { BLIND_R8_KOREAN } from './korean.ts'
import { BLIND_R8_LEVANTINE } from './levantine.ts'
import { BLIND_R8_MEXICAN } from './mexican.ts'
import { BLIND_R8_PERSIAN } from './persian.ts'
import { BLIND_R8_SPANISH } from './spanish.ts'
import { BLIND_R8_THAI } from './thai.ts'
import { BLIND_R8_TURKISH } from './turkish.ts'
import { BLIND_R8_VIETNAMESE } from './vietnamese.ts'
import { BLIND_R8_WEST_AFRICAN } from './west-african.ts'

/**
 * The eighth blind evaluation set of issue 18: 6 new lists per cuisine of home and regional everyday
 * cooking, written by cooks who read only the issue, never the chef's data nor the held-out rounds.
 * A tuning set written to be read: its failures are fixed by general causes only.
 */
export const BLIND_LISTS_ROUND8: readonly BlindCase[] = [
  ...BLIND_R8_AMERICAN_COMFORT,
  ...BLIND_R8_BAKES_PUDDINGS,
  ...BLIND_R8_BRAZILIAN,
  ...BLIND_R8_BREAKFAST,
  ...BLIND_R8_BRITISH_EVERYDAY,
  ...BLIND_R8_CARIBBEAN,
  ...BLIND_R8_CHINESE,
  ...BLIND_R8_EASTERN_EUROPEAN,
  ...BLIND_R8_ETHIOPIAN_ERITREAN,
  ...BLIND_R8_FILIPINO,
  ...BLIND_R8_FRENCH,
  ...BLIND_R8_FRIDGE_CLEARING,
  ...BLIND_R8_GREEK,
  ...BLIND_R8_INDIAN,
  ...BLIND_R8_ITALIAN,
  ...BLIND_R8_JAPANESE,
  ...BLIND_R8_KOREAN,
  ...BLIND_R8_LEVANTINE,
  ...BLIND_R8_MEXICAN,
  ...BLIND_R8_PERSIAN,
  ...BLIND_R8_SPANISH,
  ...BLIND_R8_THAI,
  ...BLIND_R8_TURKISH,
  ...BLIND_R8_VIETNAMESE,
  ...BLIND_R8_WEST_AFRICAN,
]
