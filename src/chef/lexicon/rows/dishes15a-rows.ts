import type { Row } from '../lexicon-types.ts'

// Foods of dishes a cook names in issue 18's fifteenth batch that the list reader read as another
// food or not at all. Parsley root (Hamburg parsley) is a pale root cooked with carrot and celeriac
// under a Czech svíčková or in a Polish broth: read as leaf parsley it was chopped over the top.
// Satsuma-age is a fried fish cake (read as a satsuma orange) and karashi the hot Japanese mustard
// beside a bowl of oden; both were lost from the pot.
// prettier-ignore
export const DISHES15A_ROWS: readonly Row[] = [
  ['parsley root', 'root-veg', '75 g', 'parsley roots|hamburg parsley|root parsley|korzen pietruszki|korzeń pietruszki|petrzelovy koren|petrželový kořen|petržel kořen|petrzel koren|petržel|pietruszka korzeń|pietruszka korzen|petrushka koren|petrezselyemgyökér|petrezselyemgyoker|wurzelpetersilie|petersilienwurzel', 'roast-veg'],
  ['satsuma age', 'fish', '75 g', 'satsuma-age|satsumaage|satsuma ages|satsuma age fish cakes|satsuma age fish cake|tempura fish cakes', 'asian cooked gluten'],
  // Shirataki are konnyaku noodles, the sukiyaki noodle: rinsed and boiled briefly, never cooked as udon.
  ['shirataki', 'noodles', '50 g', 'shirataki noodles|ito konnyaku|itokonnyaku|ito konnyaku noodles|konjac noodles|konnyaku noodles|shirataki konnyaku', 'asian gluten-free'],
  ['karashi', 'condiment', '0.5 tsp', 'japanese mustard|japanese hot mustard|karashi mustard|neri karashi|s&b mustard|s b mustard', 'savoury asian'],
]
