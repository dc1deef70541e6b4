import type { Row } from '../lexicon-types.ts'

// Mixed mince (pork and beef, "half and half", German gemischtes Hackfleisch, American meatloaf
// mix) is one pack of both meats: read as pork mince or beef mince alone, a visitor who avoids
// either was offered it. It goes where a dish takes pork or beef mince (`STAND_INS`).
// Hawaij is the Yemeni spice mix (cumin, black pepper, turmeric and cardamom for soups and stews;
// a ginger and cardamom one for coffee). It was not read.
// Grey peas (Latvian pelēkie zirņi, English carlin or black peas, Tasmanian maple peas) are whole
// dried peas, sold dry, soaked overnight and boiled for an hour: the Latvian grey peas with bacon.
// prettier-ignore
export const FIX20_ROWS: readonly Row[] = [
  ['pork and beef mince', 'meat', '125 g', 'beef and pork mince|mince pork and beef|mince beef and pork|minced pork and beef|minced beef and pork|ground pork and beef|ground beef and pork|pork and beef ground|half and half mince|half and half minced meat|mixed mince|mixed minced meat|mixed ground meat|meatloaf mix|meatball mix|gemischtes hackfleisch|gemischtes hack|hackfleisch gemischt|hack gemischt|mielone mieszane|mieso mielone mieszane|mięso mielone mieszane|farsh|farshe|domashniy farsh|carne tocata|carne tocată|mięso mielone|mieso mielone|gehakt|half om half gehakt|sika-nauta jauheliha|sika-nautajauheliha|sikanautajauheliha|jauheliha sika-nauta|blandfärs|blandfars|mleté maso mix', 'mince'],
  ['hawaij', 'spice', '1 tsp', 'hawayej|hawayij|hawaij spice|hawaij for soup|yemeni spice mix|yemeni spice blend', 'savoury'],
  ['grey peas', 'legume', '75 g', 'gray peas|grey pea|pelekie zirni|pelēkie zirņi|pelēkie zirni|zirni|zirņi|carlin peas|carlins|black peas|parched peas|maple peas|dried grey peas|latvian grey peas', ''],
]
