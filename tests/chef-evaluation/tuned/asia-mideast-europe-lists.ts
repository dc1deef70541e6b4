import type { EvalCase } from './eval-case.ts'

// Signature lists for the Filipino, Vietnamese, Japanese, Korean, Persian, Turkish, Levantine and
// Eastern European home-cooking classics, typed the way people type: the dish a cook from that
// kitchen names first for each.
// prettier-ignore
export const ASIA_MIDEAST_EUROPE_LISTS: readonly EvalCase[] = [
  // Filipino
  { list: ['1kg pork belly', 'soy sauce', 'white vinegar', 'whole bulb of garlic', 'bay leaves', 'black peppercorns'], expect: ['pork-adobo'] },
  { list: ['pork ribs', 'tamarind paste', '2 tomatoes', 'onion', 'kangkong', 'daikon', 'fish sauce'], expect: ['sinigang-na-baboy'] },
  { list: ['rice vermicelli', 'chicken breast', 'half a cabbage', 'carrot', 'soy sauce', 'garlic', 'calamansi'], expect: ['pancit-bihon'] },
  { list: ['pork mince', 'spring roll wrappers', 'carrot', 'onion', 'garlic', 'egg', 'sweet chilli sauce'], expect: ['lumpia-shanghai'] },
  { list: ['chicken drumsticks', 'fresh ginger', 'chayote', 'fish sauce', 'onion', 'garlic', 'spinach'], expect: ['tinola'] },
  { list: ['oxtail', 'peanut butter', 'aubergine', 'green beans', 'pak choi', 'shrimp paste', 'rice'], expect: ['kare-kare'] },
  { list: ['jasmine rice', 'chicken thighs', 'lots of ginger', 'garlic', 'fish sauce', 'chicken stock', 'eggs'], expect: ['arroz-caldo'] },
  { list: ['3 bananas', 'spring roll wrappers', 'brown sugar', 'jackfruit'], expect: ['turon'] },
  { list: ['tin of condensed milk', 'evaporated milk', '6 eggs', 'sugar', 'lime'], expect: ['leche-flan'] },
  { list: ['2 aubergines', '3 eggs', 'garlic', 'ketchup', 'rice'], expect: ['tortang-talong', 'omelette'] },
  // Vietnamese
  { list: ['beef brisket', 'rice noodles', 'star anise', 'cinnamon stick', 'ginger', 'onion', 'fish sauce', 'beef stock', 'thai basil'], expect: ['pho-bo', 'noodle-soup'] },
  { list: ['pork mince', 'rice vermicelli', 'fish sauce', 'sugar', 'limes', 'garlic', 'lettuce', 'mint'], expect: ['bun-cha'] },
  { list: ['rice paper', 'cooked prawns', 'vermicelli noodles', 'lettuce', 'mint', 'hoisin sauce', 'peanut butter'], expect: ['goi-cuon'] },
  { list: ['catfish fillets', 'fish sauce', 'brown sugar', 'garlic', 'shallots', 'black pepper', 'rice'], expect: ['ca-kho-to', 'fish'] },
  { list: ['pork belly', '4 eggs', 'fish sauce', 'coconut water', 'sugar', 'garlic', 'shallots'], expect: ['thit-kho-trung'] },
  { list: ['white fish', 'tamarind', 'pineapple', 'tomatoes', 'beansprouts', 'fish sauce', 'okra'], expect: ['canh-chua-ca', 'soup'] },
  { list: ['morning glory', 'garlic', 'fish sauce', 'rice'], expect: ['rau-muong-xao-toi', 'stir-fry'] },
  { list: ['chicken thighs', 'lemongrass', 'red chilli', 'fish sauce', 'garlic', 'sugar', 'jasmine rice'], expect: ['ga-xao-sa-ot', 'stir-fry'] },
  // Japanese
  { list: ['pork loin chops', 'panko', 'eggs', 'onion', 'soy sauce', 'mirin', 'rice'], expect: ['katsudon'] },
  { list: ['thinly sliced beef', 'potatoes', 'onion', 'carrots', 'soy sauce', 'mirin', 'sugar'], expect: ['nikujaga', 'stew'] },
  { list: ['pork belly', 'white miso', 'daikon', 'carrot', 'spring onions', 'tofu'], expect: ['tonjiru', 'soup'] },
  { list: ['chicken thighs', 'potato starch', 'soy sauce', 'ginger', 'garlic', 'lemon', 'kewpie mayo'], expect: ['chicken-karaage'] },
  { list: ['pork belly', 'cabbage', 'eggs', 'plain flour', 'okonomiyaki sauce', 'kewpie'], expect: ['butatama-okonomiyaki', 'okonomiyaki'] },
  { list: ['pork mince', 'gyoza wrappers', 'chinese cabbage', 'garlic', 'ginger', 'soy sauce', 'rice vinegar'], expect: ['gyoza'] },
  { list: ['salmon fillet', 'sushi rice', 'daikon', 'soy sauce', 'lemon'], expect: ['salmon-shioyaki', 'fish'] },
  // Korean
  { list: ['doenjang', 'tofu', 'courgette', 'potato', 'onion', 'anchovy stock'], expect: ['doenjang-jjigae', 'soup'] },
  { list: ['silken tofu', 'gochugaru', 'eggs', 'garlic', 'spring onions', 'clams'], expect: ['sundubu-jjigae', 'soup'] },
  { list: ['chicken thighs', 'gochujang', 'cabbage', 'sweet potato', 'onion', 'garlic', 'soy sauce'], expect: ['dakgalbi', 'stir-fry'] },
  { list: ['tteokbokki rice cakes', 'gochujang', 'fish cakes', 'spring onions', 'sugar', 'eggs'], expect: ['tteokbokki'] },
  { list: ['old kimchi', 'plain flour', 'onion', 'pork belly'], expect: ['kimchijeon', 'fritters'] },
  { list: ['chicken drumsticks', 'potatoes', 'carrots', 'onion', 'gochujang', 'gochugaru', 'soy sauce'], expect: ['dakdoritang', 'stew'] },
  { list: ['spam', 'sausages', 'kimchi', 'instant ramen', 'gochujang', 'cheese slice'], expect: ['budae-jjigae', 'kimchi-jjigae'] },
  // Persian
  { list: ['basmati rice', 'chicken thighs', 'greek yogurt', 'eggs', 'saffron', 'butter', 'barberries'], expect: ['tahchin'] },
  { list: ['diced lamb', 'dried kidney beans', 'parsley', 'coriander', 'fenugreek', 'dried limes', 'onion'], expect: ['ghormeh-sabzi'] },
  { list: ['lamb', 'yellow split peas', 'tomato paste', 'dried limes', 'onion', 'potatoes', 'turmeric'], expect: ['khoresh-gheimeh'] },
  { list: ['eggs', 'parsley', 'coriander', 'dill', 'walnuts', 'barberries'], expect: ['kuku-sabzi', 'frittata'] },
  { list: ['aubergines', 'kashk', 'onions', 'dried mint', 'walnuts', 'garlic'], expect: ['kashke-bademjan'] },
  { list: ['minced lamb', 'onion', 'sumac', 'basmati rice', 'tomatoes', 'saffron'], expect: ['kabab-koobideh'] },
  // Turkish
  { list: ['eggs', 'tomatoes', 'green peppers', 'pul biber', 'olive oil', 'feta'], expect: ['menemen', 'shakshuka'] },
  { list: ['red lentils', 'onion', 'carrot', 'tomato paste', 'cumin', 'lemon', 'butter'], expect: ['mercimek-corbasi', 'soup'] },
  { list: ['eggs', 'greek yogurt', 'garlic', 'butter', 'pul biber', 'dill'], expect: ['cilbir'] },
  { list: ['fine bulgur', 'tomato paste', 'parsley', 'spring onions', 'pomegranate molasses', 'mint', 'olive oil'], expect: ['kisir', 'salad'] },
  { list: ['yufka', 'feta', 'parsley', 'egg'], expect: ['sigara-boregi'] },
  { list: ['wonton wrappers', 'lamb mince', 'yogurt', 'garlic', 'butter', 'chilli flakes'], expect: ['manti'] },
  // Levantine
  { list: ['bulgur wheat', 'lamb mince', 'onions', 'pine nuts', 'cinnamon', 'olive oil'], expect: ['kibbeh-bil-sanieh'] },
  { list: ['chicken legs', 'red onions', 'sumac', 'flatbread', 'olive oil', 'pine nuts'], expect: ['musakhan'] },
  { list: ['chickpeas', 'yogurt', 'pitta bread', 'tahini', 'garlic', 'pine nuts', 'lemon'], expect: ['fatteh-hummus'] },
  { list: ['tinned fava beans', 'cumin', 'garlic', 'lemon', 'olive oil', 'parsley'], expect: ['ful-medames'] },
  { list: ['red peppers', 'walnuts', 'pomegranate molasses', 'breadcrumbs', 'chilli flakes', 'olive oil'], expect: ['muhammara', 'dips'] },
  { list: ['basmati rice', 'aubergine', 'chicken thighs', 'onion', 'baharat', 'tomatoes'], expect: ['maqluba'] },
  // Polish and Eastern European
  { list: ['sauerkraut', 'kielbasa', 'white cabbage', 'onion', 'dried mushrooms', 'prunes', 'bay leaves'], expect: ['bigos'] },
  { list: ['potatoes', 'twarog', 'plain flour', 'onions', 'butter', 'sour cream'], expect: ['pierogi-ruskie'] },
  { list: ['white cabbage', 'pork mince', 'rice', 'passata', 'onion', 'dill'], expect: ['golabki'] },
  { list: ['4 potatoes', 'onion', 'egg', 'flour', 'soured cream'], expect: ['placki-ziemniaczane', 'fritters'] },
  { list: ['beetroot', 'cabbage', 'potatoes', 'carrots', 'onion', 'beef stock', 'dill', 'sour cream'], expect: ['ukrainian-borscht', 'soup'] },
  { list: ['beetroot', 'kefir', 'cucumber', 'radishes', 'dill', 'eggs'], expect: ['chlodnik', 'soup'] },
  { list: ['braising steak', 'paprika', 'onions', 'potatoes', 'carrots', 'caraway seeds', 'peppers'], expect: ['hungarian-goulash', 'soup', 'stew'] },
  { list: ['chicken thighs', 'sweet paprika', 'sour cream', 'onion', 'red pepper', 'egg noodles'], expect: ['chicken-paprikash', 'stew'] },
  { list: ['chicken breasts', 'butter', 'garlic', 'parsley', 'breadcrumbs', 'eggs', 'flour'], expect: ['chicken-kyiv'] },
  { list: ['cottage cheese', 'eggs', 'flour', 'sugar', 'sour cream', 'jam'], expect: ['syrniki', 'pancakes'] },
  { list: ['buckwheat', 'mushrooms', 'onion', 'butter', 'dill'], expect: ['kasha-with-mushrooms'] },
  { list: ['dill pickles', 'potatoes', 'carrots', 'sour cream', 'dill', 'chicken stock'], expect: ['zupa-ogorkowa', 'soup'] },
  { list: ['jar of sauerkraut', 'potatoes', 'smoked sausage', 'carrot', 'onion', 'chicken stock'], expect: ['kapusniak', 'soup', 'bigos'] },
  { list: ['sauerkraut', 'carrots', 'apple', 'onion'], expect: ['surowka-z-kiszonej-kapusty', 'salad'] },
  { list: ['cooked beetroot', 'potatoes', 'gherkins', 'carrots', 'sauerkraut', 'red onion'], expect: ['vinegret', 'salad'] },
  { list: ['twarog', 'radishes', 'chives', 'sour cream', 'rye bread'], expect: ['twarozek-z-rzodkiewka'] },
]
