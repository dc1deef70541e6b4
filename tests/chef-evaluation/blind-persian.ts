import type { BlindCase } from './blind-case.ts'

const cuisine = 'Persian'

export const BLIND_PERSIAN: readonly BlindCase[] = [
  {
    list: ['basmati rice', 'chicken breast', 'greek yoghurt', 'saffron', 'egg yolks', 'barberries', 'butter'],
    accept: ['tahchin', 'tah chin', 'tahchin-e morgh', 'persian saffron rice cake'],
    mustKeep: ['basmati rice', 'saffron'],
    cuisine,
    safety: { item: 'basmati rice', mustMention: ['boil'] },
  },
  {
    list: ['lamb neck', 'dried red kidney beans', 'dried limes', 'fenugreek', 'parsley', 'coriander', 'chives'],
    accept: ['ghormeh sabzi', 'khoresh ghormeh sabzi', 'persian herb stew'],
    mustKeep: ['lamb neck', 'fenugreek'],
    cuisine,
    safety: { item: 'dried red kidney beans', mustMention: ['soak', 'boil'] },
  },
  {
    list: ['chicken thighs', 'walnuts', 'pomegranate molasses', 'onion', 'turmeric', 'sugar'],
    accept: ['fesenjan', 'fesenjoon', 'khoresh fesenjan', 'chicken fesenjan'],
    mustKeep: ['walnuts', 'pomegranate molasses'],
    cuisine,
  },
  {
    list: ['6 eggs', 'parsley', 'coriander', 'dill', 'spring onions', 'walnuts', 'barberries'],
    accept: ['kuku sabzi', 'kookoo sabzi', 'herb frittata', 'kuku'],
    mustKeep: ['6 eggs'],
    cuisine,
  },
  {
    list: ['3 aubergines', 'garlic', 'tomatoes', 'eggs', 'turmeric', 'flatbread'],
    accept: ['mirza ghasemi', 'mirza ghassemi', 'smoky aubergine with eggs'],
    mustKeep: ['3 aubergines'],
    cuisine,
  },
  {
    list: ['eggplant', 'kashk', 'dried mint', 'walnuts', 'onions', 'garlic'],
    accept: ['kashk-e bademjan', 'kashke bademjan', 'kashk e bademjan', 'aubergine and whey dip'],
    mustKeep: ['eggplant', 'kashk'],
    cuisine,
  },
  {
    list: ['chicken breast', 'saffron', 'lemons', 'yoghurt', 'onion', 'butter', 'basmati'],
    accept: ['joojeh kabab', 'jujeh kabab', 'joojeh kebab', 'saffron chicken kebab', 'chicken kebab'],
    mustKeep: ['chicken breast', 'saffron'],
    cuisine,
  },
  {
    list: ['500g lamb mince', 'onion', 'sumac', 'tomatoes', 'basmati rice', 'butter'],
    accept: ['kabab koobideh', 'koobideh', 'chelo kabab', 'kubideh', 'koobideh kebab'],
    mustKeep: ['500g lamb mince'],
    cuisine,
  },
  {
    list: ['brown lentils', 'basmati rice', 'raisins', 'dates', 'onion', 'cinnamon', 'saffron'],
    accept: ['adas polo', 'adas polow', 'lentil rice', 'persian lentil rice'],
    mustKeep: ['brown lentils', 'basmati rice'],
    cuisine,
    safety: { item: 'brown lentils', mustMention: ['simmer/boil'] },
  },
  {
    list: ['reshteh noodles', 'dried chickpeas', 'tin kidney beans', 'lentils', 'spinach', 'kashk', 'dried mint', 'onions'],
    accept: ['ash reshteh', 'aush reshteh', 'ash-e reshteh', 'persian noodle soup'],
    mustKeep: ['reshteh noodles'],
    cuisine,
    safety: { item: 'dried chickpeas', mustMention: ['soak'] },
  },
  {
    list: ['barberries', 'basmati rice', 'chicken legs', 'saffron', 'sugar', 'pistachios'],
    accept: ['zereshk polo', 'zereshk polo ba morgh', 'barberry rice', 'barberry rice with chicken'],
    mustKeep: ['barberries'],
    cuisine,
  },
  {
    list: ['stewing lamb', 'yellow split peas', 'tomato paste', 'dried limes', 'oven chips', 'cinamon'],
    accept: ['khoresh gheimeh', 'gheimeh', 'gheymeh', 'khoresht gheymeh'],
    mustKeep: ['stewing lamb', 'yellow split peas'],
    cuisine,
    safety: { item: 'yellow split peas', mustMention: ['simmer/boil'] },
  },
  {
    list: ['pudding rice', 'sugar', 'saffron', 'rosewater', 'cardamom', 'flaked almonds', 'cinnamon'],
    accept: ['sholeh zard', 'shole zard', 'saffron rice pudding'],
    mustKeep: ['pudding rice', 'saffron'],
    cuisine,
  },
  {
    list: ['frozen broad beans', 'basmati rice', 'dill', 'lamb shanks', 'saffron', 'turmeric', 'peanut butter'],
    accept: ['baghali polo', 'baghali polo ba mahiche', 'dill and broad bean rice with lamb'],
    mustKeep: ['frozen broad beans', 'lamb shanks'],
    cuisine,
  },
]
