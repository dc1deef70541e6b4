import type { BlindCase } from './blind-case.ts'

const cuisine = 'Eastern European'

export const BLIND_EASTERN_EUROPEAN: readonly BlindCase[] = [
  {
    list: ['sauerkraut', 'kielbasa', 'pork shoulder', 'dried mushrooms', 'prunes', 'onion', 'bay leaves'],
    accept: ['bigos', "hunter's stew", 'hunters stew'],
    mustKeep: ['sauerkraut', 'kielbasa'],
    cuisine,
    safety: { item: 'dried mushrooms', mustMention: ['soak'] },
  },
  {
    list: ['plain flour', 'potatoes', 'twaróg', 'onions', 'butter', 'sour cream'],
    accept: ['pierogi ruskie', 'pierogi', 'ruskie pierogi', 'varenyky', 'potato and cheese dumplings'],
    mustKeep: ['twaróg', 'potatoes'],
    cuisine,
  },
  {
    list: ['3 beetroots', 'half a cabbage', 'carrot', 'potatoes', 'tin of white beans', 'dill', 'sour cream'],
    accept: ['borscht', 'borshch', 'barszcz', 'ukrainian borscht', 'borsch'],
    mustKeep: ['3 beetroots'],
    cuisine,
  },
  {
    list: ['beef shin', 'sweet paprika', 'onions', 'caraway seeds', 'potatoes', 'green pepper', 'tomatoes'],
    accept: ['goulash', 'gulyás', 'gulyas', 'hungarian goulash', 'goulash soup', 'pörkölt', 'porkolt'],
    mustKeep: ['beef shin', 'sweet paprika'],
    cuisine,
  },
  {
    list: ['chicken thighs', 'paprika', 'sour cream', 'onions', 'peppers', 'flour', 'eggs'],
    accept: ['chicken paprikash', 'paprikash', 'csirkepaprikás', 'paprikás csirke', 'chicken paprikas'],
    mustKeep: ['chicken thighs', 'sour cream'],
    cuisine,
  },
  {
    list: ['5 potatoes', '1 egg', 'onion', 'plain flour', 'sour cream', 'apple sauce'],
    accept: ['potato pancakes', 'placki ziemniaczane', 'placki', 'deruny', 'draniki', 'latkes'],
    mustKeep: ['5 potatoes'],
    cuisine,
  },
  {
    list: ['żurek starter', 'white sausage', 'potatoes', 'eggs', 'marjoram', 'garlic', 'smoked bacon'],
    accept: ['żurek', 'zurek', 'sour rye soup', 'white borscht', 'barszcz biały'],
    mustKeep: ['żurek starter'],
    cuisine,
  },
  {
    list: ['savoy cabbage', '500g pork mince', 'rice', 'onion', 'tomato passata', 'marjoram'],
    accept: ['gołąbki', 'golabki', 'stuffed cabbage rolls', 'cabbage rolls', 'holubtsi', 'golubtsy'],
    mustKeep: ['savoy cabbage', '500g pork mince'],
    cuisine,
  },
  {
    list: ['beef fillet', 'mushrooms', 'sour cream', 'onion', 'mustard', 'paprika', 'egg noodles'],
    accept: ['beef stroganoff', 'stroganoff', 'beef stroganov'],
    mustKeep: ['beef fillet'],
    cuisine,
  },
  {
    list: ['tvorog', '1 egg', 'plain flour', 'sugar', 'vanilla sugar', 'raisins'],
    accept: ['syrniki', 'sirniki', 'cottage cheese pancakes', 'tvorog pancakes'],
    mustKeep: ['tvorog'],
    cuisine,
  },
  {
    list: ['pork loin chops', 'eggs', 'breadcrumbs', 'plain flour', 'potatoes', 'cucumber', 'sour cream', 'dill'],
    accept: ['kotlet schabowy', 'schabowy', 'pork schnitzel', 'breaded pork chops'],
    mustKeep: ['pork loin chops'],
    cuisine,
  },
  {
    list: ['dried porcini', 'onion', 'pearl barley', 'carrot', 'parsnip', 'sour cream'],
    accept: ['mushroom soup', 'zupa grzybowa', 'grzybowa', 'polish mushroom soup', 'krupnik', 'mushroom and barley soup'],
    mustKeep: ['dried porcini'],
    cuisine,
    safety: { item: 'dried porcini', mustMention: ['soak'] },
  },
  {
    list: ['potatoes', 'carrots', 'frozen peas', 'gherkins', 'eggs', 'mayonnaise', 'ham'],
    accept: ['olivier salad', 'salad olivier', 'russian salad', 'sałatka jarzynowa', 'salatka jarzynowa'],
    mustKeep: ['potatoes', 'mayonnaise'],
    cuisine,
    safety: { item: 'frozen peas', mustMention: ['boil/simmer/blanch'] },
  },
  {
    list: ['pork and beef mince', 'plain flor', 'egg', 'onion', 'sour cream', 'black pepper'],
    accept: ['pelmeni', 'meat dumplings', 'pierogi z mięsem', 'pierogi with meat', 'meat pierogi'],
    mustKeep: ['pork and beef mince'],
    cuisine,
  },
  {
    list: ['4 peppers', 'tomatoes', 'onion', 'smoked sausage', 'eggs', 'paprika', 'nutella'],
    accept: ['lecsó', 'lecso', 'letscho', 'hungarian pepper stew'],
    mustKeep: ['4 peppers'],
    cuisine,
  },
  {
    list: ['buckwheat', 'mushrooms', 'onion', 'butter', 'eggs'],
    accept: ['kasha', 'buckwheat kasha', 'grechka', 'kasha with mushrooms', 'kasza gryczana'],
    mustKeep: ['buckwheat'],
    cuisine,
  },
]
