import type { Row } from '../lexicon-types.ts'

// Foods the eighth round of home lists typed that the lexicon read as a dish or not at all: a
// packet of onion soup mix (the seasoning of an American Salisbury steak or pot roast) was taken
// for a ready-made soup and dropped; potato bread was read as soda bread, so an Ulster fry with
// both lost one as a duplicate.
// prettier-ignore
export const HOME6_WORDS_ROWS: readonly Row[] = [
  ['potato bread', 'bread', '1 slice', 'potato farl|potato farls|fadge|tattie bread|potato scone|potato scones|tattie scone|tattie scones', 'gluten'],
  ['onion soup mix', 'condiment', '1 tbsp', 'lipton onion soup mix|lipton onion soup|dry onion soup mix|french onion soup mix|onion soup packet|packet of onion soup mix|envelope of onion soup mix|knorr french onion soup mix|onion soup and dip mix', 'savoury gluten'],
]
