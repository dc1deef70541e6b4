import type { Row } from '../lexicon-types.ts'

// Ingredients the british-american classics need that the core rows lacked.
// prettier-ignore
export const BRITISH_AMERICAN_ROWS: readonly Row[] = [
  ['puff pastry', 'baking', '0.25 sheet', 'ready rolled puff pastry|all butter puff pastry|puff pastry sheet|rough puff pastry|frozen puff pastry', 'gluten'],
  ['hamburger buns', 'bread', '1', 'hamburger bun|bun|burger bun|hot dog bun|hot dog rolls|hot dog roll|split top buns|split-top buns|brioche bun|bap|sesame buns|sesame seed buns|burger rolls|slider buns|potato buns|soft white rolls|soft white roll|soft rolls|soft roll|soft bread rolls|soft bread roll|dinner rolls|dinner roll', ''],
  ['gammon steak', 'cured-meat', '1', 'gammon rasher|gammon slice|ham steak|smoked gammon steak|kassler|kasseler|kassler chops|kasseler kotelett|kasslerkotelett', ''],
  // Raw cured pork in the piece: boiled or baked for an hour and more, never eaten as sliced ham.
  ['gammon joint', 'meat', '200 g', 'gammon|raw gammon|uncooked gammon|ham joint|christmas ham|leg ham|whole ham|smoked gammon|unsmoked gammon|smoked gammon joint|unsmoked gammon joint|bacon joint|boiling bacon|collar bacon|bacon collar|loin of bacon|irish bacon joint|ham hock|ham hocks|smoked ham hock|smoked ham hocks|raw ham hock|ham shank|ham shanks|ham knuckle|lacon|lacón|smoked pork hock|smoked pork hocks|smoked hock|smoked hocks|smoked pork knuckle|smoked pork knuckles|smoked pork shank|smoked pork shanks|smoked knuckle|cured pork hock|cured pork knuckle|smoked eisbein|kassler joint|kasseler joint|smoked pork joint|smoked trotters|smoked pig trotters', 'slow'],
  ['fish pie mix', 'fish', '150 g', 'fish pie selection|fish pie pack|seafood pie mix|fish chunks', ''],
]
