import type { BlindCase } from '../blind-case.ts'
import { BLIND_R7_AMERICAN_COMFORT } from './american-comfort.ts'
import { BLIND_R7_BAKES_PUDDINGS } from './bakes-puddings.ts'
import { BLIND_R7_BRAZILIAN } from './brazilian.ts'
import { BLIND_R7_BREAKFAST } from './breakfast.ts'
import { BLIND_R7_BRITISH_EVERYDAY } from './british-everyday.ts'
import { BLIND_R7_CARIBBEAN } from './caribbean.ts'
import { BLIND_R7_CHINESE } from './chinese.ts'
import { BLIND_R7_EASTERN_EUROPEAN } from './eastern-european.ts'
import { BLIND_R7_ETHIOPIAN_ERITREAN } from './ethiopian-eritrean.ts'
import { BLIND_R7_FILIPINO } from './filipino.ts'
import { BLIND_R7_FRENCH } from './french.ts'
import { BLIND_R7_FRIDGE_CLEARING } from './fridge-clearing.ts'
import { BLIND_R7_GREEK } from './greek.ts'
import { BLIND_R7_INDIAN } from './indian.ts'
import { BLIND_R7_ITALIAN } from './italian.ts'
import { BLIND_R7_JAPANESE } from './japanese.ts'
import { BLIND_R7_KOREAN } from './korean.ts'
import { BLIND_R7_LEVANTINE } from './levantine.ts'
import { BLIND_R7_MEXICAN } from './mexican.ts'
import { BLIND_R7_PERSIAN } from './persian.ts'
import { BLIND_R7_SPANISH } from './spanish.ts'
import { BLIND_R7_THAI } from './thai.ts'
import { BLIND_R7_TURKISH } from './turkish.ts'
import { BLIND_R7_VIETNAMESE } from './vietnamese.ts'
import { BLIND_R7_WEST_AFRICAN } from './west-african.ts'

/**
 * The seventh blind evaluation set of issue 18: 8 new lists per cuisine, written in two halves by
 * cooks who read only the issue and the earlier tuning rounds (to avoid their dishes), never the
 * chef's data. It reaches for the home and regional dishes beyond the ones rounds 1–4 name first.
 * A tuning set, written to be read (README.md); round 6 stays held out.
 */
export const BLIND_LISTS_ROUND7: readonly BlindCase[] = [
  ...BLIND_R7_AMERICAN_COMFORT,
  ...BLIND_R7_BAKES_PUDDINGS,
  ...BLIND_R7_BRAZILIAN,
  ...BLIND_R7_BREAKFAST,
  ...BLIND_R7_BRITISH_EVERYDAY,
  ...BLIND_R7_CARIBBEAN,
  ...BLIND_R7_CHINESE,
  ...BLIND_R7_EASTERN_EUROPEAN,
  ...BLIND_R7_ETHIOPIAN_ERITREAN,
  ...BLIND_R7_FILIPINO,
  ...BLIND_R7_FRENCH,
  ...BLIND_R7_FRIDGE_CLEARING,
  ...BLIND_R7_GREEK,
  ...BLIND_R7_INDIAN,
  ...BLIND_R7_ITALIAN,
  ...BLIND_R7_JAPANESE,
  ...BLIND_R7_KOREAN,
  ...BLIND_R7_LEVANTINE,
  ...BLIND_R7_MEXICAN,
  ...BLIND_R7_PERSIAN,
  ...BLIND_R7_SPANISH,
  ...BLIND_R7_THAI,
  ...BLIND_R7_TURKISH,
  ...BLIND_R7_VIETNAMESE,
  ...BLIND_R7_WEST_AFRICAN,
]
