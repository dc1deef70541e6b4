import type { BlindCase } from './blind-case.ts'

const cuisine = 'West African'

export const BLIND_WEST_AFRICAN: readonly BlindCase[] = [
  {
    list: ['long grain rice', 'tin of chopped tomatoes', '2 red peppers', 'scotch bonnet', 'onions', 'chicken stock cube', 'curry powder', 'thyme'],
    accept: ['jollof rice', 'jollof', 'nigerian jollof', 'ghanaian jollof'],
    mustKeep: ['long grain rice', 'tin of chopped tomatoes'],
    cuisine,
  },
  {
    list: ['egusi', 'spinach', 'palm oil', 'stockfish', 'ground crayfish', 'beef', 'onion'],
    accept: ['egusi soup', 'egusi', 'egusi stew'],
    mustKeep: ['egusi'],
    cuisine,
    safety: { item: 'stockfish', mustMention: ['soak'] },
  },
  {
    list: ['chicken thighs', 'smooth peanut butter', 'tomato puree', 'onion', 'ginger', 'scotch bonnet pepper'],
    accept: ['groundnut soup', 'peanut soup', 'nkatenkwan', 'groundnut stew', 'chicken groundnut stew', 'maafe', 'mafe'],
    mustKeep: ['chicken thighs', 'smooth peanut butter'],
    cuisine,
  },
  {
    list: ['white fish steaks', 'broken rice', 'tomato paste', 'half a cabbage', 'carrots', 'aubergine', 'parsley', 'garlic'],
    accept: ['thieboudienne', 'ceebu jen', 'thiebou dieune', 'thieboudienne fish and rice'],
    mustKeep: ['white fish steaks', 'broken rice'],
    cuisine,
  },
  {
    list: ['chicken legs', '6 onions', 'lemons', 'dijon mustard', 'garlic', 'scotch bonnet', 'rice'],
    accept: ['chicken yassa', 'yassa', 'poulet yassa'],
    mustKeep: ['chicken legs', '6 onions'],
    cuisine,
    safety: { item: 'rice', mustMention: ['boil/simmer/steam/rice cooker'] },
  },
  {
    list: ['dried black eyed peas', 'onion', 'scotch bonnet', 'salt', 'vegetable oil for frying'],
    accept: ['akara', 'akara fritters', 'bean fritters', 'koose', 'kosai', 'accra'],
    mustKeep: ['dried black eyed peas'],
    cuisine,
    safety: { item: 'dried black eyed peas', mustMention: ['soak'] },
  },
  {
    list: ['3 ripe plantains', 'ginger', 'cayenne', 'nutmeg', 'oil', 'roasted peanuts'],
    accept: ['kelewele', 'spicy fried plantain', 'fried plantain', 'dodo'],
    mustKeep: ['3 ripe plantains'],
    cuisine,
  },
  {
    list: ['goat meat', 'pepper soup spice', 'uziza seeds', 'scotch bonnet', 'onions', 'scent leaf'],
    accept: ['pepper soup', 'goat meat pepper soup', 'goat pepper soup', 'nigerian pepper soup'],
    mustKeep: ['goat meat'],
    cuisine,
  },
  {
    list: ['spinich', 'palm oil', 'tatashe', 'locust beans', 'smoked fish', 'beef', 'onion'],
    accept: ['efo riro', 'efo', 'vegetable soup', 'nigerian spinach stew'],
    mustKeep: ['spinich'],
    cuisine,
  },
  {
    list: ['tin black eyed beans', 'palm oil', 'onion', 'tomatoes', 'scotch bonnet', 'plantain', 'gari'],
    accept: ['red red', 'red-red', 'ghanaian bean stew', 'beans and plantain', 'ewa agoyin', 'beans and dodo'],
    mustKeep: ['tin black eyed beans'],
    cuisine,
  },
  {
    list: ['beef sirloin', 'suya spice', 'groundnuts', 'red onion', 'tomato', 'cabbage', 'skewers'],
    accept: ['suya', 'beef suya', 'suya skewers'],
    mustKeep: ['beef sirloin'],
    cuisine,
  },
  {
    list: ['plain flour', 'sugar', 'fast action yeast', 'warm water', 'nutmeg', 'oil for frying'],
    accept: ['puff puff', 'puff-puff', 'bofrot', 'togbei', 'mikate'],
    mustKeep: ['fast action yeast'],
    cuisine,
  },
  {
    list: ['cassava', 'plantain', 'tilapia', 'tomatoes', 'onion', 'garden eggs', 'scotch bonnet'],
    accept: ['light soup', 'fish light soup', 'fufu and light soup', 'abenkwan', 'fufu'],
    mustKeep: ['tilapia'],
    cuisine,
    safety: { item: 'cassava', mustMention: ['peel', 'boil'] },
  },
  {
    list: ['basmati', 'frozen mixed veg', 'curry powder', 'chicken liver', 'prawns', 'spring onions', 'jaffa cakes'],
    accept: ['nigerian fried rice', 'fried rice'],
    mustKeep: ['basmati'],
    cuisine,
  },
]
