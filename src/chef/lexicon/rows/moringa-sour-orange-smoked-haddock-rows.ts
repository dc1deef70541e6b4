import type { Row } from '../lexicon-types.ts'

// Items a cook's read found read as another food, so the dish of their own kitchen never came:
// moringa drumsticks as chicken, sour oranges as sweet ones, Sichuan chilli bean paste as Korean
// gochujang, smoked haddock as fresh. Each is its own food, cooked its own way.
// prettier-ignore
export const MORINGA_SOUR_ORANGE_SMOKED_HADDOCK_ROWS: readonly Row[] = [
  ['moringa', 'pod-veg', '2', 'moringa drumsticks|moringa drumstick|drumsticks moringa|drumstick moringa|drumstick vegetable|drumstick vegetables|moringa pods|moringa pod|murungakkai|murungai|sahjan|saijan|malunggay pods|drumstick pods|murunga|sajna', 'indian'],
  ['sour orange', 'fruit', '1', 'sour oranges|seville orange|seville oranges|bitter orange|bitter oranges|naranja agria|sour orange juice|zoranj si', 'citrus acid'],
  ['prawn crackers', 'bread', '4', 'prawn cracker|krupuk|kerupuk|krupuk udang|kerupuk udang|shrimp chips|shrimp crackers|prawn crisps|keropok|keropok udang', 'dipper asian'],
  ['smoked haddock', 'fish', '1 fillet', 'smoked haddock fillet|smoked haddock fillets|undyed smoked haddock|finnan haddie|finnan haddock|arbroath smokie|arbroath smokies', 'fillet'],
]
