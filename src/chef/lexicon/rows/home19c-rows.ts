import type { Row } from '../lexicon-types.ts'

// Hibiscus calyces, dried: the deep red drink of half the world (Nigerian zobo, Ghanaian sobolo,
// Senegalese bissap, Jamaican sorrel at Christmas, Mexican agua de jamaica). "Dried hibiscus
// leaves" was read as salad leaves and "dried sorrel" as the sour green herb.
// Chestnut flour: the sweet, gluten-free flour of Tuscan castagnaccio and Corsican bakes, read as
// wheat flour.
// Salep: ground orchid tuber, the thickener of Turkey's hot winter milk drink (sahlab in the Levant);
// read as a spice blend.
// Sweet red bean paste (anko, tsubuan, dou sha, pat): adzuki beans already cooked with sugar, the
// filling of dorayaki and buns; read as the dried beans, a recipe would have boiled a paste.
// Millet flour: the flour of Hausa koko, fura and bajra roti, read as coconut flour.
// Matzo: the unleavened Passover bread, soaked and fried into matzo brei; read as any cracker, a
// list of crackers and eggs would have made it too.
// Brunost: Norway's caramel-brown whey cheese, sliced thin onto waffles and bread; unread, it was
// left off the heart waffles it is eaten with.
// prettier-ignore
export const HOME19C_ROWS: readonly Row[] = [
  ['hibiscus', 'drink', '10 g', 'dried hibiscus|hibiscus flowers|dried hibiscus flowers|hibiscus petals|hibiscus leaves|dried hibiscus leaves|hibiscus calyces|zobo|zobo leaves|dried zobo leaves|zoborodo|bissap|bissap flowers|sobolo|sobolo leaves|roselle|dried roselle|jamaica flowers|dried jamaica flowers|dried sorrel|sorrel petals|sorrel buds|dried sorrel petals|jamaican sorrel|karkade|karkadeh|wonjo', ''],
  ['red bean paste', 'sweet-treat', '40 g', 'sweet red bean paste|anko|tsubuan|koshian|anko paste|adzuki bean paste|azuki bean paste|sweetened red bean paste|dou sha|dousha|pat paste|danpat|red bean filling', 'sweet'],
  ['millet flour', 'baking', '50 g', 'millet meal|pearl millet flour|bajra flour|bajra atta|bajre ka atta|koko flour|hausa koko flour|gero flour|fonio flour|ragi flour|finger millet flour|nachni flour', 'flour gluten-free'],
  ['matzo', 'bread', '2', 'matzos|matzoh|matzohs|matzah|matzahs|matza|matzot|matzo crackers|matzo sheets|matzo bread|shmurah matzo', 'gluten'],
  ['brunost', 'cheese', '30 g', 'brown cheese|norwegian brown cheese|gjetost|geitost|ekte geitost|mysost|gudbrandsdalsost|gudbrandsdalen cheese', 'sweet'],
  ['salep', 'baking', '1 tbsp', 'salep powder|sahlab|sahlab powder|salep mix|instant salep|orchid root powder|sahlep', 'sweet'],
  ['chestnut flour', 'baking', '50 g', 'farina di castagne|farina dolce|farine de chataigne|farine de châtaigne|sweet chestnut flour', 'flour gluten-free'],
]
