import type { BlindCase } from './blind-case.ts'

const cuisine = 'Filipino'

export const BLIND_FILIPINO: readonly BlindCase[] = [
  {
    list: ['pork shoulder', 'soy sauce', 'white vinegar', 'a whole bulb of garlic', 'bay leaves', 'black peppercorns'],
    accept: ['pork adobo', 'adobo', 'adobong baboy'],
    mustKeep: ['pork shoulder', 'white vinegar'],
    cuisine,
  },
  {
    list: ['chiken thighs', 'soy sauce', 'cane vinegar', 'garlic', 'bay leaf', 'peppercorns', 'rice'],
    accept: ['chicken adobo', 'adobo', 'adobong manok'],
    mustKeep: ['chiken thighs', 'cane vinegar'],
    cuisine,
  },
  {
    list: ['rice vermicelli', 'chicken breast', 'cabbage', 'carrot', 'soy sauce', 'calamansi', 'garlic'],
    accept: ['pancit bihon', 'pancit', 'pansit', 'pancit guisado'],
    mustKeep: ['rice vermicelli'],
    cuisine,
  },
  {
    list: ['pork ribs', 'tamarind soup mix', 'kangkong', 'radish', 'tomatoes', 'long green chilli', 'string beans'],
    accept: ['sinigang', 'sinigang na baboy', 'pork sinigang'],
    mustKeep: ['pork ribs', 'tamarind soup mix'],
    cuisine,
  },
  {
    list: ['pork mince', 'spring roll wrappers', 'carrot', 'onion', 'garlic', 'sweet chilli sauce'],
    accept: ['lumpia', 'lumpiang shanghai', 'lumpia shanghai', 'spring rolls'],
    mustKeep: ['pork mince', 'spring roll wrappers'],
    cuisine,
  },
  {
    list: ['chicken', 'green papaya', 'ginger', 'fish sauce', 'malunggay leaves', 'onion'],
    accept: ['tinola', 'chicken tinola', 'tinolang manok'],
    mustKeep: ['chicken'],
    cuisine,
  },
  {
    list: ['oxtail', 'peanut butter', 'aubergine', 'pak choi', 'green beans', 'shrimp paste', 'annatto'],
    accept: ['kare-kare', 'kare kare', 'oxtail kare-kare'],
    mustKeep: ['oxtail', 'peanut butter'],
    cuisine,
  },
  {
    list: ['pork belly', 'chicken livers', 'onion', 'calamansi', 'chillies', 'egg', 'mayo'],
    accept: ['sisig', 'pork sisig'],
    mustKeep: ['pork belly'],
    cuisine,
  },
  {
    list: ['rice', 'chicken wings', 'ginger', 'garlic', 'fish sauce', 'spring onions', 'hard boiled eggs'],
    accept: ['arroz caldo', 'lugaw', 'chicken arroz caldo', 'chicken rice porridge', 'congee'],
    mustKeep: ['chicken wings', 'rice'],
    cuisine,
  },
  {
    list: ['grated cassava', 'coconut milk', 'condensed milk', 'eggs', 'butter', 'cheddar'],
    accept: ['cassava cake', 'bibingkang kamoteng kahoy', 'cassava bibingka'],
    mustKeep: ['grated cassava'],
    cuisine,
  },
  {
    list: ['thin beef slices', 'soy sauce', 'garlic', 'sugar', 'cold rice', 'eggs'],
    accept: ['tapsilog', 'beef tapa', 'tapa', 'tapa with garlic rice'],
    mustKeep: ['thin beef slices'],
    cuisine,
  },
  {
    list: ['500g pork mince', 'potatoes', 'carrots', 'raisins', 'frozen peas', 'tomato sauce', 'fish sauce'],
    accept: ['giniling', 'pork giniling', 'picadillo', 'giniling guisado', 'arroz a la cubana'],
    mustKeep: ['500g pork mince'],
    cuisine,
  },
  {
    list: ['saba bananas', 'spring roll wrappers', 'brown sugar', 'jackfruit', 'oil'],
    accept: ['turon', 'banana lumpia', 'turon saging'],
    mustKeep: ['saba bananas'],
    cuisine,
  },
  {
    list: ['sirloin steak', 'soy sauce', 'calamansi', 'onions', 'black pepper', 'garlic', 'pot noodle'],
    accept: ['bistek', 'bistek tagalog', 'beef steak tagalog', 'filipino beef steak'],
    mustKeep: ['sirloin steak'],
    cuisine,
  },
  {
    list: ['6 egg yolks', 'condensed milk', 'evaporated milk', 'sugar', 'vanilla', 'lemon zest'],
    accept: ['leche flan', 'flan', 'creme caramel', 'crème caramel'],
    mustKeep: ['6 egg yolks', 'condensed milk'],
    cuisine,
  },
]
