import type { Row } from '../lexicon-types.ts'

// Items a cook's read found misread as a near neighbour: a cured egg as a fresh one, cooked eggs
// as raw, a cheese rind as cheese to grate. Each is its own food, cooked its own way.
// prettier-ignore
export const CURED_EGGS_AND_CHEESE_RIND_ROWS: readonly Row[] = [
  ['salted duck egg', 'egg', '1', 'salted duck eggs|salted egg|salted eggs|salt egg|salt eggs|salted egg yolk|salted egg yolks|haam daan|ham daan|itlog na maalat', 'asian'],
  ['boiled eggs', 'egg', '2', 'boiled egg|hard boiled egg|hard boiled eggs|hardboiled egg|hardboiled eggs|hard cooked eggs|hard cooked egg|cooked eggs|cooked egg|huevo duro|huevos duros|huevo cocido|huevos cocidos|ovo cozido|ovos cozidos|uova sode|uovo sodo|oeufs durs|oeuf dur|haşlanmış yumurta|haslanmis yumurta|gekochte eier|jajka na twardo|jajka gotowane|trứng luộc|trung luoc', 'cooked'],
  ['parmesan rind', 'cheese', '1', 'parmesan rinds|crosta|crosta di parmigiano|parmigiano rind|parmigiano rinds|parm rind|parm rinds|cheese rind|cheese rinds', 'italian nonveg'],
]
