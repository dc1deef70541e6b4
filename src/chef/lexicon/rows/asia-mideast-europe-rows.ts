import type { Row } from '../lexicon-types.ts'

// Ingredients the Filipino, Vietnamese, Japanese, Korean, Persian, Turkish, Levantine and Eastern
// European classics need that the core rows lacked. Each sits in a category whose allergen default
// is right for it (sauerkraut and dried limes contain none; kashk is milk; reshteh and somen are
// wheat), so no allergen table needs a new line.
// prettier-ignore
export const ASIA_MIDEAST_EUROPE_ROWS: readonly Row[] = [
  // Its own entry, not soy sauce: thick and sweet, it is what makes nasi goreng dark and sticky.
  ['kecap manis', 'sauce', '1 tbsp', 'ketjap manis|kecap|sweet soy sauce|sweet soy|indonesian sweet soy sauce|kicap manis|kicap lemak|kicap lemak manis|kicap pekat', 'asian gluten'],
  // Its own entry, not kimchi: bigos made with kimchi is another dish, and kimchi carries fish.
  ['sauerkraut', 'leafy-veg', '100 g', 'pickled cabbage|kiszona kapusta|kapusta kiszona|choucroute|sour cabbage|sauerkohl|kvashenaya kapusta|sauerkraut leaves|pickled cabbage leaves|sour cabbage leaves|varza murata|varză murată|savanyu kaposzta|savanyú káposzta|kiseli kupus|curtido|curtido salvadoreno|curtido salvadoreño|pikliz|pikliz haitien|zuurkool|kvashennaya kapusta|kislo zele|kysané zelí|kysane zeli', 'acid'],
  ['dried limes', 'spice', '1', 'dried lime|black lime|black limes|limoo amani|limu omani|loomi|noomi basra|omani lime|omani limes', ''],
  ['barberries', 'dried-fruit', '1 tbsp', 'barberry|zereshk|dried barberries', ''],
  ['kashk', 'dairy', '2 tbsp', 'kashke|liquid kashk|qurut|kurut|whey kashk', ''],
  ['reshteh', 'noodles', '40 g', 'reshte|persian noodles|ash noodles|noodles for ash|reshteh noodles|reshte noodles', ''],
  ['somen noodles', 'noodles', '75 g', 'somen|somyeon|somyun|hiyamugi|thin wheat noodles', 'asian'],
  ['twarog', 'cheese', '60 g', 'tvorog|farmer cheese|farmers cheese|curd cheese|polish cheese|tvarog|quark twarog|turo|túró', 'fresh-cheese'],
]
