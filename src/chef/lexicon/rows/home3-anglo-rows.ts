import type { Row } from '../lexicon-types.ts'

// Foods the American, British and Irish home dishes of round 3 need that the lexicon did not
// know: Fritos (the corn chip of a Frito pie, thicker and saltier than a tortilla chip), and a
// Scottish cook's broth mix (the packet of pearl barley, split peas and lentils a Scotch broth is
// made with: dried pulses that are soaked overnight, never a stock); and the packet of Spätzle a
// German cook buys for Käsespätzle (egg noodles, fresh from the chiller or dried), and the
// ready-rolled Flammkuchen dough from the same chiller (a thin, yeast-free sheet on its paper).
// prettier-ignore
export const HOME3_ANGLO_ROWS: readonly Row[] = [
  ['fritos', 'bread', '40 g', 'frito|frito corn chips|fritos corn chips|fritos original|frito lay corn chips', 'dipper gluten-free'],
  ['spaetzle', 'pasta', '100 g', 'spätzle|spatzle|spaetzle noodles|eierspätzle|eierspaetzle|knöpfle|knopfle|fresh spätzle|dried spätzle|nokedli|galuska|csipetke', 'gluten animal'],
  ['flammkuchen dough', 'baking', '0.5 sheet', 'flammkuchenteig|flammkuchen teig|flammkuchen base|tarte flambee dough|tarte flambée dough|ready rolled flammkuchen', 'gluten'],
  ['broth mix', 'legume', '40 g', 'scotch broth mix|soup and broth mix|broth and soup mix|dried broth mix|dried soup mix|soup pulses', 'gluten plant-protein'],
]
