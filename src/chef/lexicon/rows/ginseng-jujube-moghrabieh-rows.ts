import type { Row } from '../lexicon-types.ts'

// Items home dishes of Korea and the Levant are built on that the chef did not know, so their
// dish never came: ginseng and jujubes, the two that go inside the little chicken of samgyetang
// (the "red dates" of Cantonese and Malaysian soups too: hong zao are jujubes, not dates), with
// the poussin or Cornish hen it is made of (not
// known before, so the list lost its bird), and moghrabieh, the large hand-rolled Lebanese couscous
// cooked with chicken and chickpeas.
// prettier-ignore
export const GINSENG_JUJUBE_MOGHRABIEH_ROWS: readonly Row[] = [
  ['poussin', 'poultry', '1', 'poussins|cornish hen|cornish hens|cornish game hen|cornish game hens|spring chicken|baby chicken|coquelet', ''],
  ['ginseng', 'root-veg', '1', 'ginseng root|ginseng roots|fresh ginseng|korean ginseng|dried ginseng|insam|susam', 'asian'],
  ['jujubes', 'dried-fruit', '3', 'jujube|dried jujubes|dried jujube|korean dates|daechu|red dates|dried red dates|chinese red dates|chinese dates|red jujubes|red jujube|hong zao|hongzao|hung zao|da zao', 'asian sweet'],
  ['moghrabieh', 'grain', '70 g', 'moghrabiyeh|mughrabieh|mughrabiyeh|moghrabia|lebanese couscous|maftoul|maftool|palestinian couscous', 'med gluten'],
]
