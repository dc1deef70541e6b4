import type { Row } from '../lexicon-types.ts'

// Hibiscus calyces, dried: the deep red drink of half the world (Nigerian zobo, Ghanaian sobolo,
// Senegalese bissap, Jamaican sorrel at Christmas, Mexican agua de jamaica). "Dried hibiscus
// leaves" was read as salad leaves and "dried sorrel" as the sour green herb.
// Chestnut flour: the sweet, gluten-free flour of Tuscan castagnaccio and Corsican bakes, read as
// wheat flour.
// Salep: ground orchid tuber, the thickener of Turkey's hot winter milk drink (sahlab in the Levant);
// read as a spice blend.
// Brunost: Norway's caramel-brown whey cheese, sliced thin onto waffles and bread; unread, it was
// left off the heart waffles it is eaten with.
// prettier-ignore
export const HOME19C_ROWS: readonly Row[] = [
  ['hibiscus', 'drink', '10 g', 'dried hibiscus|hibiscus flowers|dried hibiscus flowers|hibiscus petals|hibiscus leaves|dried hibiscus leaves|hibiscus calyces|zobo|zobo leaves|dried zobo leaves|zoborodo|bissap|bissap flowers|sobolo|sobolo leaves|roselle|dried roselle|jamaica flowers|dried jamaica flowers|dried sorrel|sorrel petals|sorrel buds|dried sorrel petals|jamaican sorrel|karkade|karkadeh|wonjo', ''],
  ['brunost', 'cheese', '30 g', 'brown cheese|norwegian brown cheese|gjetost|geitost|ekte geitost|mysost|gudbrandsdalsost|gudbrandsdalen cheese', 'sweet'],
  ['salep', 'baking', '1 tbsp', 'salep powder|sahlab|sahlab powder|salep mix|instant salep|orchid root powder|sahlep', 'sweet'],
  ['chestnut flour', 'baking', '50 g', 'farina di castagne|farina dolce|farine de chataigne|farine de châtaigne|sweet chestnut flour', 'flour gluten-free'],
]
