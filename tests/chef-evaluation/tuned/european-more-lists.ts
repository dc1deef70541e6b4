import type { EvalCase } from './eval-case.ts'

// Greek, Italian, French and Spanish lists that carry the signature of a dish a cook names at
// once (src/chef/classics/dishes/), typed the way people type.
// prettier-ignore
export const EUROPEAN_MORE_LISTS: readonly EvalCase[] = [
  // Greek
  { list: ['lamb shoulder', 'potatoes', 'lemon', 'garlic', 'dried oregano', 'olive oil'], expect: ['kleftiko'] },
  { list: ['leg of lamb', 'oregano', 'feta', 'new potatoes', 'garlic'], expect: ['kleftiko'] },
  { list: ['plain flour', 'dried yeast', 'runny honey', 'cinnamon', 'walnuts'], expect: ['loukoumades'] },
  // Italian
  { list: ['veal escalopes', 'parma ham', 'fresh sage', 'butter', 'white wine'], expect: ['saltimbocca-alla-romana'] },
  { list: ['chicken breasts', 'prosciutto', 'sage leaves', 'butter', 'lemon'], expect: ['saltimbocca-alla-romana'] },
  { list: ['osso buco', 'white wine', 'onion', 'carrot', 'celery', 'lemon', 'parsley', 'garlic'], expect: ['ossobuco'] },
  // French
  { list: ['chicken thighs', 'dijon mustard', 'creme fraiche', 'shallots', 'white wine', 'tarragon'], expect: ['poulet-a-la-moutarde'] },
  { list: ['ready rolled puff pastry', 'bramley apples', 'caster sugar', 'butter'], expect: ['tarte-tatin'] },
  { list: ['salt cod', 'potatoes', 'garlic', 'olive oil', 'milk', 'baguette'], expect: ['brandade-de-morue'] },
  { list: ['dried haricot beans', 'duck legs', 'toulouse sausages', 'pork belly', 'garlic', 'breadcrumbs'], expect: ['cassoulet'] },
  // Spanish
  { list: ['serrano ham', 'whole milk', 'plain flour', 'butter', 'eggs', 'breadcrumbs', 'nutmeg'], expect: ['croquetas-de-jamon'] },
  { list: ['plain flour', 'butter', 'sugar', 'cinnamon', 'dark chocolate', 'milk'], expect: ['churros-con-chocolate'] },
]
