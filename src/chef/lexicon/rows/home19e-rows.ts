import type { Row } from '../lexicon-types.ts'

// Tkemali is Georgia's sour plum sauce (green or red cherry plums, garlic, coriander, pennyroyal):
// poured over every grilled or fried meat and the sour of chakapuli and kharcho. Unread, or read as
// hoisin (a "plum sauce"), a Georgian list lost its sour.
// Adjika is the hot red pepper paste of Abkhazia and Georgia (chillies, garlic, coriander seed,
// blue fenugreek, salt), rubbed into meat and stirred into stews.
// Keluak (kluwek) is the black seed of the kepayang tree, fermented until safe and sold ready: it
// gives East Java's rawon and Makassar's konro their black, earthy broth. It was not read at all.
// Conch is the big sea snail of the Caribbean and the Garifuna coast (sopa de caracol, conch
// fritters, cracked conch): tough, beaten and simmered. It was not read.
// Afang (okazi, Gnetum africanum) is the tough, dark, thinly shredded forest leaf of Efik and Ibibio
// afang soup (with waterleaf), and of Cameroon's eru: sold fresh-sliced, dried or frozen. Read as
// "salad leaves", an afang list made a salad.
// Gongura is the sour leaf of the roselle plant (Hibiscus sabdariffa), Andhra's favourite sourness:
// gongura pachadi, gongura mutton. Read as salad leaves.
// prettier-ignore
export const HOME19E_ROWS: readonly Row[] = [
  ['tkemali', 'sauce', '1 tbsp', 'tkemali sauce|tqemali|sour plum sauce|georgian plum sauce|georgian sour plum sauce|green tkemali|red tkemali|tkemali sour plum sauce', ''],
  ['adjika', 'sauce', '1 tsp', 'ajika|adzhika|adjika paste|abkhazian adjika|georgian adjika|red adjika|green adjika', ''],
  ['keluak', 'spice', '2', 'kluwek|kluwak|kluak|keluwak|buah keluak|keluak nuts|black nuts|pangium', ''],
  ['afang', 'leafy-veg', '40 g', 'afang leaves|okazi|okazi leaves|ukazi|eru|eru leaves|okok|wild spinach (afang)|sliced afang|dried afang|dried okazi', ''],
  ['gongura', 'leafy-veg', '50 g', 'gongura leaves|roselle leaves|sorrel leaves (gongura)|pulicha keerai|pulichakeerai|ambadi|ambadi leaves|red sorrel leaves|puntikura', ''],
  ['conch', 'seafood', '120 g', 'conch meat|caracol|caracol de mar|lambi|queen conch|conchs|conch fillets', ''],
]
