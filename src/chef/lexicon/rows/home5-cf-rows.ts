import type { Row } from '../lexicon-types.ts'

// Foods the fifth round of Caribbean and Filipino home dishes needs that the lexicon did not know:
// Mang Tomas (lechon sauce) was read as tomatoes, so lechon paksiw lost its signature; salted pig
// tails, the seasoning meat of Trinidadian, Guyanese and Bajan pots, were not read at all; nor the
// jar of alcaparrado (olives, capers and pimientos) a Puerto Rican cook puts in a stew; nor the
// nata de coco and kaong that go into a Filipino fruit salad.
// prettier-ignore
export const HOME5_CF_ROWS: readonly Row[] = [
  ['lechon sauce', 'sauce', '2 tbsp', 'mang tomas|mang tomas sauce|mang tomas all around sarsa|all around sarsa|lechon sarsa|sarsa ng lechon|liver sauce|lechon liver sauce', 'nonveg gluten'],
  ['salted pig tails', 'cured-meat', '75 g', 'salted pig tail|salt pig tail|salt pig tails|salted pigtail|salted pigtails|pig tail|pig tails|pigtail|pigtails|salt pigtail|pigs tail|pigs tails', ''],
  ['alcaparrado', 'condiment', '1 tbsp', 'alcaparrados|goya alcaparrado|olives and capers|manzanilla olives with pimientos and capers', 'med'],
  ['nata de coco', 'fruit', '30 g', 'coconut gel|nata de coco cubes', 'sweet coconut'],
  ['kaong', 'fruit', '30 g', 'sugar palm fruit|sugar palm fruits|kaong in syrup', 'sweet'],
]
