import type { Row } from '../lexicon-types.ts'

// Guascas (gallant soldier, Galinsoga) is the herb that makes Bogotá's ajiaco taste of itself:
// sold dried in jars in any Latin grocer, unknown to the list reader, so "guascas" was dropped and
// the ajiaco list read as a chicken, potato and corn soup of nowhere in particular.
// Djon djon are the small black mushrooms of northern Haiti, sold dried and soaked for their black,
// smoky liquor in diri djon djon. Kept apart from shiitake, so a list of rice and dried shiitake is
// never read as a Haitian black rice.
// Machaca is beef salted, dried and pounded to threads in Sonora and Nuevo León: sold ready to eat,
// it goes straight into the pan with eggs. Read as carne seca, it was soaked for a day like salt beef.
// Kuka is dried baobab leaf, pounded to a green powder: Hausa cooks whisk it into a beef broth for
// miyan kuka, the everyday soup of northern Nigeria and Niger. It was read as a spice blend.
// Green tomatoes are hard, unripe tomatoes, sliced and fried in cornmeal in the American South: read
// as ripe tomatoes, they could only make a sauce or a salad.
// prettier-ignore
export const HOME18C_ROWS: readonly Row[] = [
  ['guascas', 'herb', '1 tbsp', 'guasca|dried guascas|dried guasca|guascas seca|guascas herb|gallant soldier|galinsoga', ''],
  ['djondjon mushrooms', 'mushroom', '10 g', 'djon djon|djon djon dried mushrooms|djon-djon|djondjon|dried djon djon|dried djon djon mushrooms|djon djon mushrooms|haitian black mushrooms|haitian mushrooms|jon jon|jonjon', ''],
  ['machaca', 'cured-meat', '40 g', 'machaca de res|machaca norteña|machaca nortena|dried beef|dried shredded beef|shredded dried beef|beef machaca|carne machaca', 'cooked'],
  ['kuka', 'spice', '1 tbsp', 'kuka powder|kuka leaves|baobab leaf powder|baobab leaves|dried baobab leaves|lalo|miyan kuka powder', ''],
  ['green tomatoes', 'fruiting-veg', '1', 'green tomato|unripe tomatoes|unripe green tomatoes|green tomatos|firm green tomatoes', ''],
]
