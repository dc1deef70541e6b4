import { AMERICAN_MAINS_CLASSICS } from './dishes/american-mains.ts'
import { AMERICAN_SOUPS_SALADS_SIDES_CLASSICS } from './dishes/american-soups-salads-sides.ts'
import { AMERICAN_BREAKFASTS_SNACKS_CLASSICS } from './dishes/american-breakfasts-snacks.ts'
import { AMERICAN_BAKES_PUDDINGS_CLASSICS } from './dishes/american-bakes-puddings.ts'
import { BRAZILIAN_CLASSICS } from './dishes/brazilian.ts'
import { BRITISH_MAINS_CLASSICS } from './dishes/british-mains.ts'
import { BRITISH_SOUPS_SALADS_SIDES_CLASSICS } from './dishes/british-soups-salads-sides.ts'
import { BRITISH_BREAKFASTS_SNACKS_CLASSICS } from './dishes/british-breakfasts-snacks.ts'
import { BRITISH_BAKES_PUDDINGS_CLASSICS } from './dishes/british-bakes-puddings.ts'
import { BURMESE_CLASSICS } from './dishes/burmese.ts'
import { PACIFIC_CLASSICS } from './dishes/pacific.ts'
import { CARIBBEAN_CLASSICS } from './dishes/caribbean.ts'
import { CHINESE_CLASSICS } from './dishes/chinese.ts'
import { COLOMBIAN_CLASSICS } from './dishes/colombian.ts'
import { CHILEAN_CLASSICS } from './dishes/chilean.ts'
import { EAST_AFRICAN_CLASSICS } from './dishes/east-african.ts'
import { SOUTH_AFRICAN_CLASSICS } from './dishes/south-african.ts'
import { ARGENTINIAN_CLASSICS } from './dishes/argentinian.ts'
import { CUBAN_CLASSICS } from './dishes/cuban.ts'
import { EASTERN_EUROPEAN_CLASSICS } from './dishes/eastern-european.ts'
import { ETHIOPIAN_CLASSICS } from './dishes/ethiopian.ts'
import { FILIPINO_CLASSICS } from './dishes/filipino.ts'
import { FRENCH_CLASSICS } from './dishes/french.ts'
import { GEORGIAN_CLASSICS } from './dishes/georgian.ts'
import { GERMAN_CLASSICS } from './dishes/german.ts'
import { GREEK_CLASSICS } from './dishes/greek.ts'
import { INDIAN_CLASSICS } from './dishes/indian.ts'
import { INDONESIAN_CLASSICS } from './dishes/indonesian.ts'
import { INTERNATIONAL_CLASSICS } from './dishes/international.ts'
import { IRISH_CLASSICS } from './dishes/irish.ts'
import { ITALIAN_CLASSICS } from './dishes/italian.ts'
import { JAPANESE_CLASSICS } from './dishes/japanese.ts'
import { KOREAN_CLASSICS } from './dishes/korean.ts'
import { MALAYSIAN_CLASSICS } from './dishes/malaysian.ts'
import { MEXICAN_CLASSICS } from './dishes/mexican.ts'
import { MIDDLE_EASTERN_CLASSICS } from './dishes/middle-eastern.ts'
import { NORDIC_CLASSICS } from './dishes/nordic.ts'
import { DUTCH_CLASSICS } from './dishes/dutch.ts'
import { NORTH_AFRICAN_CLASSICS } from './dishes/north-african.ts'
import { PERSIAN_CLASSICS } from './dishes/persian.ts'
import { PERUVIAN_CLASSICS } from './dishes/peruvian.ts'
import { PORTUGUESE_CLASSICS } from './dishes/portuguese.ts'
import { SPANISH_CLASSICS } from './dishes/spanish.ts'
import { THAI_CLASSICS } from './dishes/thai.ts'
import { TURKISH_CLASSICS } from './dishes/turkish.ts'
import { VENEZUELAN_CLASSICS } from './dishes/venezuelan.ts'
import { VIETNAMESE_CLASSICS } from './dishes/vietnamese.ts'
import { WEST_AFRICAN_CLASSICS } from './dishes/west-african.ts'
import type { ClassicDish } from './classic-types.ts'

// Every classic dish the chef knows, one file per cuisine under dishes/ (the largest cuisines split
// by course). Written by a script; a new dish goes at the end of its cuisine's file. Which dish wins a
// tie does not depend on this order: see classic-precedence.ts.

/** Every classic dish the chef knows, by cuisine. */
export const ALL_CLASSICS: readonly ClassicDish[] = [
  ...AMERICAN_MAINS_CLASSICS,
  ...AMERICAN_SOUPS_SALADS_SIDES_CLASSICS,
  ...AMERICAN_BREAKFASTS_SNACKS_CLASSICS,
  ...AMERICAN_BAKES_PUDDINGS_CLASSICS,
  ...BRAZILIAN_CLASSICS,
  ...BRITISH_MAINS_CLASSICS,
  ...BRITISH_SOUPS_SALADS_SIDES_CLASSICS,
  ...BRITISH_BREAKFASTS_SNACKS_CLASSICS,
  ...BRITISH_BAKES_PUDDINGS_CLASSICS,
  ...BURMESE_CLASSICS,
  ...PACIFIC_CLASSICS,
  ...CARIBBEAN_CLASSICS,
  ...CHINESE_CLASSICS,
  ...COLOMBIAN_CLASSICS,
  ...CHILEAN_CLASSICS,
  ...EAST_AFRICAN_CLASSICS,
  ...SOUTH_AFRICAN_CLASSICS,
  ...CUBAN_CLASSICS,
  ...ARGENTINIAN_CLASSICS,
  ...EASTERN_EUROPEAN_CLASSICS,
  ...ETHIOPIAN_CLASSICS,
  ...FILIPINO_CLASSICS,
  ...FRENCH_CLASSICS,
  ...GEORGIAN_CLASSICS,
  ...GERMAN_CLASSICS,
  ...GREEK_CLASSICS,
  ...INDIAN_CLASSICS,
  ...INDONESIAN_CLASSICS,
  ...INTERNATIONAL_CLASSICS,
  ...IRISH_CLASSICS,
  ...ITALIAN_CLASSICS,
  ...JAPANESE_CLASSICS,
  ...KOREAN_CLASSICS,
  ...MALAYSIAN_CLASSICS,
  ...MEXICAN_CLASSICS,
  ...MIDDLE_EASTERN_CLASSICS,
  ...NORDIC_CLASSICS,
  ...DUTCH_CLASSICS,
  ...NORTH_AFRICAN_CLASSICS,
  ...PERSIAN_CLASSICS,
  ...PERUVIAN_CLASSICS,
  ...PORTUGUESE_CLASSICS,
  ...SPANISH_CLASSICS,
  ...THAI_CLASSICS,
  ...TURKISH_CLASSICS,
  ...VENEZUELAN_CLASSICS,
  ...VIETNAMESE_CLASSICS,
  ...WEST_AFRICAN_CLASSICS,
]
