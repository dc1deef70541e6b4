import type { Row } from '../lexicon-types.ts'

// Radish cake (lo bak go, chai tow kway, "white carrot cake") is the steamed cake of rice flour and
// grated daikon that Cantonese dim sum pan-fries and Singapore and Malaysia fry in cubes with egg.
// Bought in a UK or US Chinese shop it is usually the Cantonese cake, with dried shrimp and Chinese
// sausage in it. Read as a radish, a chai tow kway list made a radish omelette.
// Preserved radish (chai poh, hua chai po) is Teochew salted, sometimes sweetened, chopped daikon:
// the savoury crunch of chai tow kway, pad thai and Teochew porridge. It was not read.
// prettier-ignore
export const HOME20C_ROWS: readonly Row[] = [
  ['radish cake', 'rice', '150 g', 'radish cakes|lo bak go|lo bak gou|loh bak go|lor bak gou|law bak gou|turnip cake|turnip cakes|chai tow kway|chai tow kueh|chai tau kueh|chai tau kuay|white carrot cake|steamed radish cake|daikon cake', 'asian nonveg gluten'],
  ['preserved radish', 'condiment', '1 tbsp', 'chai poh|chye poh|chai po|choi po|hua chai po|salted radish|sweet preserved radish|salted preserved radish|preserved turnip|dried preserved radish', 'asian'],
]
