import type { Row } from '../lexicon-types.ts'

// West African, Caribbean, Ethiopian, Brazilian and Mexican staples the classics of those kitchens
// are built on. Each was filed under a look-alike before (berbere under ras el hanout, jerk under
// Cajun seasoning, tapioca flour under coconut flour), which silently swapped one for the other.
// prettier-ignore
export const AFRICA_AMERICAS_ROWS: readonly Row[] = [
  ['berbere', 'spice', '1 tsp', 'berbere spice|berbere powder|berbere spice mix|berbere seasoning|mitmita|awaze|awaze paste', 'savoury'],
  ['jerk seasoning', 'spice', '1 tsp', 'jerk spice|jerk marinade|jerk paste|jerk rub|jerk sauce|walkerswood|walkerswood jerk seasoning', 'savoury'],
  // Trinidad's pimento: a small, mild, aromatic seasoning pepper (a cousin of the scotch bonnet
  // without its heat), never the bell pepper it was filed under, nor Jamaica's pimento (allspice).
  ['seasoning peppers', 'fruiting-veg', '1', 'seasoning pepper|pimento peppers|trinidad pimento|trinidad pimentos|trini pimento|trini pimentos|trinidad pimento peppers|trinidad seasoning peppers|caribbean seasoning peppers', ''],
  ['allspice', 'spice', '0.25 tsp', 'pimento|ground allspice|allspice berries|pimento berries|pimento seeds|jamaica pepper', 'savoury sweet-spice'],
  ['browning', 'condiment', '1 tsp', 'gravy browning|browning sauce|dunns river browning|caribbean browning', 'savoury'],
  ['red pepper paste', 'condiment', '1 tbsp', 'pepper paste|biber salcasi|biber salçası|hot pepper paste|sweet pepper paste|turkish pepper paste|acuka', 'savoury med'],
  ['toasted rice powder', 'condiment', '1 tbsp', 'khao khua|roasted rice powder|ground toasted rice|toasted ground rice', 'asian'],
  ['iru', 'condiment', '1 tsp', 'locust beans|fermented locust beans|locust bean|dawadawa|ogiri|daddawa|dadawa|dawadawa powder|soumbala|netetou|nététou', 'savoury'],
  ['oxtail', 'meat', '350 g', 'ox tail|oxtails|ox tails|beef tail|cut oxtail', 'slow'],
  ['tapioca flour', 'baking', '60 g', 'mandioca starch|almidon de mandioca|almidón de mandioca|fecula de mandioca|fécula de mandioca|tapioca starch|goma de tapioca|goma para tapioca|massa de tapioca|massa para tapioca|tapioca hidratada|polvilho|polvilho azedo|polvilho doce|sour starch|sweet starch|cassava starch|sour cassava starch', 'gluten-free'],
  ['manioc flour', 'baking', '30 g', 'farinha de mandioca|cassava flour|farinha|manioc meal|cassava meal|toasted manioc flour|farofa|farofa mix|farofa pronta', 'gluten-free'],
  ['palm oil', 'oil-fat', '1 tbsp', 'red palm oil|dende|dende oil|azeite de dende|zomi|palm fruit oil', ''],
  ['linguica', 'cured-meat', '50 g', 'linguica sausage|calabresa|calabresa sausage|paio|portuguese sausage|brazilian sausage', 'sausage'],
  ['carne seca', 'cured-meat', '60 g', 'charque|jerked beef|dried salted beef|carne de sol|salted dried beef|tasajo|cecina', ''],
  // Peru's papa seca is potato cooked, dried and broken into pieces: toasted and soaked, never
  // peeled and boiled as the fresh potato it was filed under (a cook's read).
  ['papa seca', 'grain', '40 g', 'papas secas|dried potato|dried potatoes|dehydrated potato|dehydrated potatoes|papa seca peruana', ''],
  // Pickled beetroot is served from the jar beside a stew or hash: filed under fresh beetroot, a
  // kalops listed "Beets" and a borscht could have simmered it as raw.
  ['pickled beetroot', 'condiment', '50 g', 'pickled beets|pickled beet|pickled beetroots|beetroot in vinegar|sliced pickled beetroot|inlagda rodbetor|inlagda rödbetor|rote bete eingelegt', ''],
  // A jar or bowl of ground chilli (Malaysia's cili boh, a cook's own paste): filed under fresh
  // chillies, it was chopped "seeds out" or snipped and soaked "if dried" (a cook's read).
  ['chilli paste', 'sauce', '1 tsp', 'chili paste|red chilli paste|red chili paste|chile paste|cili boh|chilli boh|chili boh|cabai kisar|cili kisar|ground chilli paste|ground chili paste|hot chilli paste|hot chili paste|chilli puree|chili puree', 'savoury'],
  ['injera', 'bread', '1', 'enjera|ethiopian flatbread|ethiopian bread|teff flatbread|taita|canjeero|anjero|laxoox|lahoh', ''],
  // Precooked white cornmeal for arepas: not nixtamalised masa harina, and not raw cornmeal.
  ['masarepa', 'baking', '60 g', 'harina pan|harina p a n|p a n|p a n cornmeal|p a n white cornmeal|p a n yellow cornmeal|p a n maize meal|precooked cornmeal|pre cooked cornmeal|precooked white cornmeal|precooked corn flour|precooked maize meal|arepa flour|harina precocida|harina de maiz precocida|areparina', 'gluten-free'],
]
