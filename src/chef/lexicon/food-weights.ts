// What a cup or a spoon of a food weighs, and what one of it weighs whole, by lexicon entry id:
// the data that turns "1 cup flour" into grams (unit conversion, nutrition). One home for it.
//
// Source: USDA FoodData Central (public domain), SR Legacy household measures — the gram weight
// of 1 US cup (236.6 ml) or 1 tbsp (14.8 ml) of each food, divided by its volume — and the
// weights FDC gives for one medium piece ("1 large egg" 50 g, "1 medium onion" 110 g). Golden
// syrup, which FDC does not list, is from its UK label (1 tbsp = 21 g). Rounded to 2 places:
// a cook's cup is never truer than that.

/** Grams per millilitre, by lexicon entry id. Only foods a cook measures by volume. */
export const GRAMS_PER_ML: Readonly<Record<string, number>> = {
  // flours and starches (spooned into the cup, levelled)
  'plain flour': 0.53,
  'self raising flour': 0.53,
  'bread flour': 0.58,
  cornflour: 0.54,
  'ground almonds': 0.41,
  breadcrumbs: 0.46,
  semolina: 0.7,
  polenta: 0.66,
  'cocoa powder': 0.36,
  'baking powder': 0.92,
  'bicarbonate of soda': 0.93,
  // sugars and syrups
  sugar: 0.85,
  'brown sugar': 0.93,
  'icing sugar': 0.51,
  honey: 1.43,
  'maple syrup': 1.33,
  'golden syrup': 1.42,
  jam: 1.35,
  // fats and oils
  butter: 0.96,
  'olive oil': 0.91,
  'cooking oil': 0.92,
  'sesame oil': 0.92,
  'peanut butter': 1.09,
  tahini: 1.02,
  mayonnaise: 0.93,
  // dairy
  milk: 1.03,
  cream: 1.01,
  buttermilk: 1.04,
  yogurt: 1.04,
  'sour cream': 0.97,
  'cream cheese': 0.98,
  cheddar: 0.48,
  parmesan: 0.42,
  // liquids
  water: 1,
  'vegetable stock': 1.01,
  'chicken stock': 1.01,
  'beef stock': 1.01,
  'coconut milk': 0.96,
  'soy sauce': 1.08,
  'fish sauce': 1.2,
  vinegar: 1.01,
  'lemon juice': 1.03,
  passata: 1.06,
  'tomato puree': 1.11,
  ketchup: 1.14,
  // grains, pulses and seeds, raw
  rice: 0.78,
  'basmati rice': 0.78,
  oats: 0.34,
  couscous: 0.73,
  quinoa: 0.72,
  'bulgur wheat': 0.59,
  'pearl barley': 0.85,
  'red lentils': 0.81,
  peas: 0.57,
  sweetcorn: 0.69,
  raisins: 0.61,
  walnuts: 0.42,
  cashews: 0.58,
  peanuts: 0.62,
  'sunflower seeds': 0.59,
  coconut: 0.36,
  'chocolate chips': 0.72,
  // salt and spices
  salt: 1.23,
  'black pepper': 0.49,
  cumin: 0.42,
  paprika: 0.46,
  cinnamon: 0.53,
  turmeric: 0.6,
  'ground ginger': 0.36,
  'chilli powder': 0.54,
  'curry powder': 0.42,
  'garam masala': 0.42,
  'mixed herbs': 0.2,
  oregano: 0.2,
  'vanilla extract': 0.88,
}

/** What one whole one weighs, in grams, by lexicon entry id ("2 eggs", "1 onion"). */
export const GRAMS_PER_PIECE: Readonly<Record<string, number>> = {
  egg: 50,
  onion: 110,
  'red onion': 110,
  shallot: 25,
  tomatoes: 123,
  potatoes: 213,
  'sweet potato': 130,
  carrots: 61,
  lemon: 58,
  lime: 67,
  bananas: 118,
  apples: 182,
  avocado: 150,
  cucumber: 300,
  courgettes: 196,
  aubergine: 460,
  leek: 89,
  chilli: 14,
  'chicken breast': 170,
  'chicken thigh': 100,
  'pork chop': 150,
  'lamb chop': 90,
  sausage: 60,
  tortillas: 45,
  pitta: 60,
  naan: 90,
  'lasagne sheets': 17,
}

/**
 * What one of a cook's pieces weighs, by unit, where the unit says it whatever the food: a tin
 * is the 400 g most tins in recipes are (unless the line says its size), a clove of garlic 3 g.
 * A food's own figure (GRAMS_PER_UNIT_OF) wins over these.
 */
export const GRAMS_PER_UNIT: Readonly<Record<string, number>> = {
  tin: 400,
  can: 400,
  clove: 3,
  pinch: 0.4,
  dash: 0.6,
  slice: 30,
  rasher: 25,
  nest: 62,
  knob: 15,
}

/** What one of a piece unit weighs for a particular food, where it differs from GRAMS_PER_UNIT. */
export const GRAMS_PER_UNIT_OF: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  bacon: { rasher: 25, slice: 25 },
  bread: { slice: 36 },
  cheddar: { slice: 21 },
  'coconut milk': { tin: 400, can: 400 },
  spinach: { handful: 30 },
  'salad leaves': { handful: 20 },
  basil: { handful: 10, sprig: 1 },
  parsley: { handful: 10, sprig: 1 },
  coriander: { handful: 10, sprig: 1 },
  thyme: { sprig: 0.5 },
  rosemary: { sprig: 1 },
  celery: { stalk: 40, stick: 40 },
  salmon: { fillet: 120 },
  cod: { fillet: 140 },
}

/**
 * Foods poured rather than packed: a cup of them is millilitres in a metric kitchen, not grams
 * (a cup of flour becomes grams, a cup of milk millilitres).
 */
export const POURED: ReadonlySet<string> = new Set([
  'water',
  'milk',
  'cream',
  'buttermilk',
  'vegetable stock',
  'chicken stock',
  'beef stock',
  'coconut milk',
  'olive oil',
  'cooking oil',
  'sesame oil',
  'soy sauce',
  'fish sauce',
  'vinegar',
  'lemon juice',
  'passata',
  'honey',
  'maple syrup',
  'golden syrup',
  'vanilla extract',
])

/**
 * Foods a US cook weighs in ounces even though a cup of them has a known weight: cheese comes
 * by the ounce, and a cup of a block of cheddar is not a measure anyone takes.
 */
export const WEIGHED_IN_US: ReadonlySet<string> = new Set(['cheddar', 'parmesan', 'cream cheese'])
