import type { Row } from '../lexicon-types.ts'

// Emping are Indonesian crackers of flattened, dried melinjo (Gnetum gnemon) nuts, fried until
// puffed and bitter-sweet: the crunch on mie aceh, soto and gado-gado. Not prawn crackers: they
// carry no shellfish. They were not read.
// Appam (palappam, hoppers) are the lacy, bowl-shaped pancakes of fermented rice and coconut of
// Kerala and Sri Lanka, eaten with stew and curries. They were not read.
// Kalpasi (black stone flower, dagad phool) is a dried lichen, the smoky, earthy spice of Chettinad
// masalas and of goda masala. It was not read.
// Axone (akhuni) is the fermented soybean of Nagaland, sold as a paste or dried cakes, cooked with
// pork and smoked meat; the parenthesis a cook adds ("fermented soybean") made it edamame.
// Turmeric leaves (daun kunyit) are the long, fragrant leaves of the turmeric plant, knotted into
// Minang gulai and rendang and Malay curries. Read as salad leaves, a gulai list made a salad.
// prettier-ignore
export const TAIL19C_ROWS: readonly Row[] = [
  ['emping', 'bread', '20 g', 'emping melinjo|melinjo crackers|belinjo crackers|emping crackers|melinjo chips|emping belinjo', 'dipper asian gluten-free'],
  ['appam', 'bread', '2', 'appams|aappam|palappam|palappams|vellayappam|kallappam|rice hoppers|hoppers|plain hoppers', 'gluten-free'],
  ['kalpasi', 'spice', '0.5 tsp', 'black stone flower|stone flower|dagad phool|dagad phul|pathar phool|pathar ke phool|kalpasi flower', ''],
  ['axone', 'condiment', '1 tbsp', 'akhuni|axone paste|akhuni paste|axone (fermented soybean)|axone (fermented soybeans)|fermented soybean paste (axone)|naga fermented soybean|dried axone', 'asian'],
  ['turmeric leaves', 'herb', '1', 'turmeric leaf|daun kunyit|fresh turmeric leaves|frozen turmeric leaves', ''],
]
