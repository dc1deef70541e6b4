import type { Row } from '../lexicon-types.ts'

// Foods a blind cook's read of the chef (issue 18) typed that the lexicon did not know, or read
// as another food. Epazote is the herb of the Mexican bean pot, hoja santa and avocado leaves
// wrap and scent Oaxacan tamales and beans. Fiddleheads are never eaten raw (planning/
// treatments.ts boils them first). Amaranth is its own grain, not buckwheat; a mai tai is a
// cocktail, not sweetcorn; "pata de pollo" is chicken feet, not a pork hock. A leftover bolognese
// is a cooked sauce to build on (a pasta bake, a lasagne), not a jar of passata.
// prettier-ignore
export const HOME7_WORDS_ROWS: readonly Row[] = [
  ['epazote', 'herb', '1 sprig', 'epazote leaves|fresh epazote|dried epazote|wormseed|paico|yerba de zorrillo', 'mexican savoury'],
  ['hoja santa', 'herb', '1', 'hoja santa leaves|hierba santa|yerba santa|mexican pepperleaf|root beer plant', 'mexican savoury'],
  ['avocado leaves', 'herb', '2', 'avocado leaf|hojas de aguacate|hoja de aguacate|dried avocado leaves', 'mexican savoury'],
  ['fiddleheads', 'stalk-veg', '75 g', 'fiddlehead|fiddlehead ferns|fiddlehead fern|ostrich fern shoots|fern fiddleheads', 'quick-veg'],
  ['salsify', 'root-veg', '150 g', 'salsify root|black salsify|scorzonera|oyster plant', 'roast-veg'],
  ['jicama', 'root-veg', '100 g', 'jícama|yam bean|singkamas|sengkuang|bangkuang|mexican turnip', 'salad-veg quick-veg mexican asian'],
  ['lardo', 'cured-meat', '2 slice', 'lardo di colonnata|cured back fat|salo', 'italian'],
  ['truffle', 'condiment', '5 g', 'truffles|fresh truffle|black truffle|white truffle|summer truffle|truffle shavings|shaved truffle|tartufo|truffe', 'italian'],
  ['leftover bolognese', 'meat', '250 g', 'left over bolognese|leftover bolognese sauce|cooked bolognese|homemade bolognese|leftover spag bol|spag bol leftovers|leftover ragu|leftover meat sauce|leftover mince sauce', 'cooked italian dairy'],
  ['amaranth', 'grain', '60 g', 'amaranth grain|amaranth seeds|popped amaranth|rajgira|kiwicha|huautli', 'gluten-free'],
  ['chicken feet', 'poultry', '4', 'chicken foot|chicken paws|chicken paw|phoenix claws|pata de pollo|patas de pollo|pés de galinha|pes de galinha', 'slow'],
  ['mai tai', 'drink', '150 ml', 'mai tais|mai tai cocktail', ''],
]
