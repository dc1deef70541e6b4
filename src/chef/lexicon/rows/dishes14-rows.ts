import type { Row } from '../lexicon-types.ts'

// Foods of dishes a cook names that the list reader had no entry for (issue 18, dishes14).
// Shark is the fried fish of Trinidad's bake and shark, a firm steak fish, not a flaky fillet.
// Attiéké is fermented cassava couscous, sold ready-steamed: it is warmed, never boiled like gari.
// Kicha is the thin unleavened wheat flatbread of Ethiopian kicha fit-fit, not teff injera.
// A pork hock or trotter is a bony, gelatinous cut that needs 2–3 hours of simmering (crispy pata,
// golonka, Chinese braised trotters): read as plain "pork" it became a quick shoulder dish.
// prettier-ignore
export const DISHES14_ROWS: readonly Row[] = [
  ['shark', 'fish', '150 g', 'shark meat|shark steak|shark steaks|shark fillet|shark fillets|fresh shark|dogfish|cazon|cazón|huss|rock salmon', ''],
  ['attieke', 'grain', '150 g', 'attiéké|attieke couscous|acheke|atieke|attiéké garba|cassava couscous|fermented cassava couscous', 'starchy gluten-free'],
  ['kicha', 'bread', '1', 'kitcha|kicha bread|ethiopian kicha|kita bread', 'gluten'],
  ['pork hock', 'meat', '400 g', 'pork knuckle|pork knuckles|pata|pata ng baboy|pig trotters|pigs trotters|pig\'s trotters|pork trotters|trotters|trotter|pigs feet|pig feet|pig\'s feet|pork feet|eisbein|schweinshaxe|schweinshaxen|golonka|golonka wieprzowa|codillo|codillo de cerdo|fresh pork hock|pork shank|pork shanks|pig knuckle|pigs knuckle', 'slow'],
]
