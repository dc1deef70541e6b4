import type { BlindCase } from './blind-case.ts'
import { BLIND_AMERICAN_COMFORT } from './blind-american-comfort.ts'
import { BLIND_BAKES_PUDDINGS } from './blind-bakes-puddings.ts'
import { BLIND_BRAZILIAN } from './blind-brazilian.ts'
import { BLIND_BREAKFAST } from './blind-breakfast.ts'
import { BLIND_BRITISH_EVERYDAY } from './blind-british-everyday.ts'
import { BLIND_CARIBBEAN } from './blind-caribbean.ts'
import { BLIND_CHINESE } from './blind-chinese.ts'
import { BLIND_EASTERN_EUROPEAN } from './blind-eastern-european.ts'
import { BLIND_ETHIOPIAN_ERITREAN } from './blind-ethiopian-eritrean.ts'
import { BLIND_FILIPINO } from './blind-filipino.ts'
import { BLIND_FRENCH } from './blind-french.ts'
import { BLIND_FRIDGE_CLEARING } from './blind-fridge-clearing.ts'
import { BLIND_GREEK } from './blind-greek.ts'
import { BLIND_INDIAN } from './blind-indian.ts'
import { BLIND_ITALIAN } from './blind-italian.ts'
import { BLIND_JAPANESE } from './blind-japanese.ts'
import { BLIND_KOREAN } from './blind-korean.ts'
import { BLIND_LEVANTINE } from './blind-levantine.ts'
import { BLIND_MEXICAN } from './blind-mexican.ts'
import { BLIND_PERSIAN } from './blind-persian.ts'
import { BLIND_SPANISH } from './blind-spanish.ts'
import { BLIND_THAI } from './blind-thai.ts'
import { BLIND_TURKISH } from './blind-turkish.ts'
import { BLIND_VIETNAMESE } from './blind-vietnamese.ts'
import { BLIND_WEST_AFRICAN } from './blind-west-african.ts'

export type { BlindCase } from './blind-case.ts'
export { BLIND_CUISINES } from './blind-case.ts'

/** The blind evaluation set of issue 18: lists written without reading the chef's data. */
export const BLIND_LISTS: readonly BlindCase[] = [
  ...BLIND_AMERICAN_COMFORT,
  ...BLIND_BAKES_PUDDINGS,
  ...BLIND_BRAZILIAN,
  ...BLIND_BREAKFAST,
  ...BLIND_BRITISH_EVERYDAY,
  ...BLIND_CARIBBEAN,
  ...BLIND_CHINESE,
  ...BLIND_EASTERN_EUROPEAN,
  ...BLIND_ETHIOPIAN_ERITREAN,
  ...BLIND_FILIPINO,
  ...BLIND_FRENCH,
  ...BLIND_FRIDGE_CLEARING,
  ...BLIND_GREEK,
  ...BLIND_INDIAN,
  ...BLIND_ITALIAN,
  ...BLIND_JAPANESE,
  ...BLIND_KOREAN,
  ...BLIND_LEVANTINE,
  ...BLIND_MEXICAN,
  ...BLIND_PERSIAN,
  ...BLIND_SPANISH,
  ...BLIND_THAI,
  ...BLIND_TURKISH,
  ...BLIND_VIETNAMESE,
  ...BLIND_WEST_AFRICAN,
]
