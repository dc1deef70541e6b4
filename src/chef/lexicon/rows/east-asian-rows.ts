import type { Row } from '../lexicon-types.ts'

// Ingredients the east-asian classics need that the core rows lacked.
// prettier-ignore
export const EAST_ASIAN_ROWS: readonly Row[] = [
  ['beef strips', 'meat', '125 g', 'stir fry beef|beef stir fry|beef stir fry strips|beef for stir fry|sliced beef|thinly sliced beef|shaved beef|shabu shabu beef|bulgogi beef|sukiyaki beef|thin beef slices|beef slices|thinly sliced steak|beef tapa|gyuniku komagire|gyu komagire|komagire|gyu komagire giri|usugiri gyuniku|gyu bara|gyubara|chadol|chadolbagi|ngau yuk pin|niu rou pian|thit bo thai mong|ngau yuk', ''],
  ['chilli bean paste', 'sauce', '1 tbsp', 'chili bean paste|chilli bean sauce|chili bean sauce|toban djan|toban jan|spicy bean paste|sichuan chilli bean paste|doubanjiang|pixian doubanjiang|douban jiang|douban|pixian chilli bean paste', 'asian'],
  ['sweet potato noodles', 'noodles', '60 g', 'dangmyeon|korean glass noodles|korean sweet potato noodles|japchae noodles', 'asian gluten-free'],
  // Korean fish cakes are thin sheets of fish paste, simmered in a broth or a sauce: not the
  // breaded potato-and-fish cakes of a British fridge (see kitchen-readings.ts).
  ['eomuk', 'fish', '100 g', 'odeng|korean fish cakes|korean fish cake|fish cake sheets|eomuk sheets|kamaboko|chikuwa|narutomaki', 'asian cooked gluten'],
  // Dried anchovies, fried crisp for nasi lemak or simmered for stock: not the oily tinned fillets.
  // Named in neutral English: a Korean broth's extra is not "Ikan bilis"; whoever types their own
  // word (myeolchi, niboshi, ikan bilis) sees it.
  ['dried anchovies', 'condiment', '15 g', 'ikan bilis|dried sprats|dried sprat|haal masso|halmasso|dried anchovy|dried baby anchovies|dilis|niboshi|myeolchi|teri', 'asian nonveg savoury'],
  // A sour or salted pickle of mustard greens (Taiwanese, Cantonese, Hakka), rinsed and chopped:
  // cooked as fresh greens it is far too salty and sour.
  ['pickled mustard greens', 'condiment', '20 g', 'pickled mustard green|pickled mustard|suan cai|suancai|mei cai|meigan cai|ham choy|haam choy|salted mustard greens|sour mustard greens|dua cai chua|dưa cải chua|chinese sauerkraut', 'acid asian'],
]
