import type { BlindCase } from '../blind-case.ts'
import { BLIND_R4_AMERICAN_COMFORT } from './american-comfort.ts'
import { BLIND_R4_BAKES_PUDDINGS } from './bakes-puddings.ts'
import { BLIND_R4_BRAZILIAN } from './brazilian.ts'
import { BLIND_R4_BREAKFAST } from './breakfast.ts'
import { BLIND_R4_BRITISH_EVERYDAY } from './british-everyday.ts'
import { BLIND_R4_CARIBBEAN } from './caribbean.ts'
import { BLIND_R4_CHINESE } from './chinese.ts'
import { BLIND_R4_EASTERN_EUROPEAN } from './eastern-european.ts'
import { BLIND_R4_ETHIOPIAN_ERITREAN } from './ethiopian-eritrean.ts'
import { BLIND_R4_FILIPINO } from './filipino.ts'
import { BLIND_R4_FRENCH } from './french.ts'
import { BLIND_R4_FRIDGE_CLEARING } from './fridge-clearing.ts'
import { BLIND_R4_GREEK } from './greek.ts'
import { BLIND_R4_INDIAN } from './indian.ts'
import { BLIND_R4_ITALIAN } from './italian.ts'
import { BLIND_R4_JAPANESE } from './japanese.ts'
import { BLIND_R4_KOREAN } from './korean.ts'
import { BLIND_R4_LEVANTINE } from './levantine.ts'
import { BLIND_R4_MEXICAN } from './mexican.ts'
import { BLIND_R4_PERSIAN } from './persian.ts'
import { BLIND_R4_SPANISH } from './spanish.ts'
import { BLIND_R4_THAI } from './thai.ts'
import { BLIND_R4_TURKISH } from './turkish.ts'
import { BLIND_R4_VIETNAMESE } from './vietnamese.ts'
import { BLIND_R4_WEST_AFRICAN } from './west-african.ts'

/**
 * The fourth blind evaluation set of issue 18: 8 new lists per cuisine, written by a cook who read
 * only the issue, never the chef's data nor the first three blind sets, so it measures lists nobody
 * tuned on.
 */
export const BLIND_LISTS_ROUND4: readonly BlindCase[] = [
  ...BLIND_R4_AMERICAN_COMFORT,
  ...BLIND_R4_BAKES_PUDDINGS,
  ...BLIND_R4_BRAZILIAN,
  ...BLIND_R4_BREAKFAST,
  ...BLIND_R4_BRITISH_EVERYDAY,
  ...BLIND_R4_CARIBBEAN,
  ...BLIND_R4_CHINESE,
  ...BLIND_R4_EASTERN_EUROPEAN,
  ...BLIND_R4_ETHIOPIAN_ERITREAN,
  ...BLIND_R4_FILIPINO,
  ...BLIND_R4_FRENCH,
  ...BLIND_R4_FRIDGE_CLEARING,
  ...BLIND_R4_GREEK,
  ...BLIND_R4_INDIAN,
  ...BLIND_R4_ITALIAN,
  ...BLIND_R4_JAPANESE,
  ...BLIND_R4_KOREAN,
  ...BLIND_R4_LEVANTINE,
  ...BLIND_R4_MEXICAN,
  ...BLIND_R4_PERSIAN,
  ...BLIND_R4_SPANISH,
  ...BLIND_R4_THAI,
  ...BLIND_R4_TURKISH,
  ...BLIND_R4_VIETNAMESE,
  ...BLIND_R4_WEST_AFRICAN,
]
