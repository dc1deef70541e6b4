import type { Row } from '../lexicon-types.ts'

// Wheat berries are whole hulled wheat grains (Armenian korkot and dzavar, the wheat of harissa and
// of the yogurt soup spas, and of Ukrainian kutia): simmered for an hour, chewy, full of gluten.
// Read as "berries", a spas list turned into a fruit crumble.
// prettier-ignore
export const HOME18E_ROWS: readonly Row[] = [
  // An American biscuit is a quick bread, a scone's cousin (buttermilk biscuits, biscuits and
  // gravy), not a British biscuit: read as cookies, a cook's read found it a sweet treat.
  ['buttermilk biscuits', 'bread', '2', 'buttermilk biscuit|southern biscuits|southern biscuit|american biscuits|american biscuit|biscuits and gravy|biscuit and gravy|biscuits n gravy|biscuits with gravy|sausage gravy and biscuits|sausage gravy and biscuit|sausage gravy with biscuits|canned biscuits|refrigerated biscuits|biscuit dough|pillsbury biscuits|grands biscuits|drop biscuits|cathead biscuits|flaky biscuits', 'gluten dairy'],
  // Borș is the Romanian souring for a ciorbă: wheat bran fermented in water, sold in bottles.
  // Unread, a ciorbă de legume list lost its sour note.
  ['bors', 'condiment', '100 ml', 'borș|borsch acru|bors de putere|borș de putere|bors de casa|borș de casă|bran kvass', 'gluten'],
  ['wheat berries', 'grain', '40 g', 'wheat berry|whole wheat grains|whole wheat berries|hulled wheat|korkot|dzavar|pearled wheat|wheat grains|soft wheat berries|hard wheat berries|kutia wheat', 'gluten'],
]
