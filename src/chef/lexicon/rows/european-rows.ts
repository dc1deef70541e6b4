import type { Row } from '../lexicon-types.ts'

// Ingredients the european classics need that the core rows lacked.
// prettier-ignore
export const EUROPEAN_ROWS: readonly Row[] = [
  ['shortcrust pastry', 'baking', '50 g', 'masa de tarta|tapas de tarta|tapa de tarta|tapas para tarta|masa para tarta|shortcrust|pastry|ready rolled shortcrust pastry|ready made pastry|pastry case|pastry shell|tart case|tart shell|tart shells|frozen tart shells|pie crust|pie dough|pate brisee|pie shell|pie shells|deep dish pie shell|pie crust shell', 'gluten'],
  ['paella rice', 'rice', '75 g', 'bomba|bomba rice|calasparra|calasparra rice', 'med'],
  ['ditalini', 'pasta', '75 g', 'ditali|tubetti|pastina|stelline|anelli|alphabet pasta|soup pasta', 'italian'],
]
