import type { Row } from '../lexicon-types.ts'

// Mahlab (mahleb, mahlepi) is the ground kernel of the St Lucie cherry stone: the bitter-almond
// scent of Greek tsoureki, Turkish paskalya coregi and Levantine ma'amoul and ka'ak. Unread, the
// Easter bread and the Eid cookies lost the spice that names them.
// Mastic (mastiha, damla sakizi) is the resin of the Chios lentisk, pounded with sugar into
// tsoureki, Turkish milk puddings and Arab ice cream. Unread.
// Poppy seed filling (masa makowa, Mohnfüllung, makos toltelek) is the jar or tin of ground
// poppy seeds cooked with sugar, honey and raisins that Polish, German and Hungarian bakers roll
// into makowiec, beigli and Mohnstrudel. Read as plain poppy seeds, it was scattered over a
// challah as a topping.
// A whole turkey or a crown is a joint to roast for Christmas or Thanksgiving; read as plain
// turkey (the steaks and diced breast of a weeknight), the roast had no bird of its own, and a
// turkey escalope list would have been sent to the oven for three hours.
// Matzo meal is matzo ground to crumbs, bought by the box for matzo balls, latkes and Passover
// frying; read as whole matzo sheets, a matzo ball soup list became matzo brei.
// prettier-ignore
export const HOME21B_ROWS: readonly Row[] = [
  ['mahlab', 'spice', '0.5 tsp', 'mahleb|mahlepi|mahlepi powder|ground mahlab|mahlab powder|mahaleb|mahlep|mehlep', 'sweet-spice med'],
  ['mastic', 'spice', '0.25 tsp', 'mastiha|mastika|mastic gum|gum mastic|chios mastic|mastiha tears|damla sakizi|arabic gum', 'sweet-spice med'],
  ['poppy seed filling', 'sweet-treat', '100 g', 'masa makowa|poppyseed filling|poppy filling|poppy seed paste|mohnfullung|mohn filling|makos toltelek|ready made poppy seed filling', 'sweet'],
  ['whole turkey', 'poultry', '400 g', 'turkey crown|turkey crowns|crown of turkey|whole turkeys|turkey joint|turkey breast joint|turkey breast roast|boneless turkey joint|christmas turkey|thanksgiving turkey|bronze turkey|butterball turkey|self basting turkey|turkey roast', 'slow'],
  ['matzo meal', 'baking', '30 g', 'matzah meal|matzoh meal|matza meal|matzo ball mix|matzah ball mix|matzo cake meal|medium matzo meal|fine matzo meal', 'gluten'],
]
