// Which allergen groups each lexicon entry contains, hidden sources included.
//
// The rule, in order:
// 1. an id in ENTRY_ALLERGENS has exactly the groups listed there (even an empty list);
// 2. otherwise its category's default in CATEGORY_DEFAULTS (the gluten categories give nothing for
//    an entry tagged 'gluten-free');
// 3. an entry in a category with no default that is not in the table is a gap: the test fails,
//    and until it is classified it is read from its tags, on the safe side.
//
// What "contains" means here: the groups in the product a cook buys under that name in the UK or
// US, including the ones most versions contain ("often") even though some brands do not (pesto:
// milk and nuts; stock cubes: celery and wheat; Thai curry paste: shrimp paste). Precautionary
// "may contain traces" labels are not modelled: the chef uses no such product for an allergic
// visitor anyway once its intentional groups are known, and a label has the last word.
//
// An entry stands for its canonical product. Some aliases are different products (sauerkraut is
// filed under kimchi, tamari under soy sauce, a corn tortilla under tortillas); ALIAS_ALLERGENS
// gives those their own groups when a recipe names them, so "sauerkraut" is not read as fish.

import type { Category, LexiconEntry } from '../lexicon/lexicon.ts'
import { LEXICON } from '../lexicon/lexicon.ts'
import { normaliseWords } from '../reading/match-ingredient.ts'
import type { AllergenGroup } from './allergen-groups.ts'

type Groups = readonly AllergenGroup[]

const NONE: Groups = []

/** The categories whose entries share one answer, unless ENTRY_ALLERGENS says otherwise. */
export const CATEGORY_DEFAULTS: Readonly<Partial<Record<Category, Groups>>> = {
  poultry: NONE,
  meat: NONE,
  'cured-meat': NONE,
  fish: ['fish'],
  egg: ['eggs'],
  dairy: ['milk'],
  cheese: ['milk'],
  // wheat pasta, bread and noodles; entries tagged 'gluten-free' (rice noodles, corn taco shells)
  // contain none
  pasta: ['gluten'],
  bread: ['gluten'],
  noodles: ['gluten'],
  rice: NONE,
  allium: NONE,
  'root-veg': NONE,
  'leafy-veg': NONE,
  brassica: NONE,
  'fruiting-veg': NONE,
  'pod-veg': NONE,
  mushroom: NONE,
  'stalk-veg': NONE,
  fruit: NONE,
  herb: NONE,
  spice: NONE,
  // conventional dried fruit is kept pale with sulphur dioxide (apricots, sultanas, candied peel)
  'dried-fruit': ['sulphites'],
}

/** The categories without a default: every one of their entries is in ENTRY_ALLERGENS. */
export const CATEGORIES_WITHOUT_DEFAULT: readonly Category[] = [
  'seafood',
  'grain',
  'legume',
  'nut-seed',
  'oil-fat',
  'sauce',
  'condiment',
  'sweetener',
  'baking',
  'sweet-treat',
  'stock',
  'drink',
]

// prettier-ignore
export const ENTRY_ALLERGENS: Readonly<Record<string, Groups>> = {
  // --- meat and poultry with hidden sources
  // British sausages are made with rusk (wheat) and kept with sodium metabisulphite
  'sausage': ['gluten', 'sulphites'],
  // shop burgers and meatballs are bound with rusk or breadcrumbs, meatballs often with egg
  'burger': ['gluten'],
  'meatballs': ['gluten', 'eggs'],
  'haggis': ['gluten'], // oatmeal
  'black pudding': ['gluten'], // oatmeal or barley
  'white pudding': ['gluten'], // oatmeal, often with rusk
  'chicken nuggets': ['gluten'],
  'char siu': ['soya', 'gluten'], // marinated in soy sauce and hoisin
  'chinese sausage': ['soya', 'gluten'], // soy sauce and rice wine in the cure
  'chinese bacon': ['soya', 'gluten'], // lap yuk and many la rou are cured with soy sauce and rice wine
  'pate': ['milk'], // most shop pâtés are made with milk or cream
  // Canned liver spreads are bound with flour and often milk: counted until a label says not.
  'liver spread': ['gluten', 'milk'],
  // --- fish with something more
  'fish fingers': ['fish', 'gluten'],
  'fish cakes': ['fish', 'gluten', 'eggs'],
  // Korean fish cakes: fish paste bound with wheat flour or starch.
  eomuk: ['fish', 'gluten', 'eggs'],
  // Satsuma-age: fried Japanese fish paste, often with wheat flour and egg white in it.
  'satsuma age': ['fish', 'gluten', 'eggs'],
  // Karashi is hot Japanese mustard.
  karashi: ['mustard'],
  // fish pie packs often add king prawns
  'fish pie mix': ['fish', 'crustaceans'],
  // --- seafood: crustaceans and molluscs are separate groups
  'prawns': ['crustaceans'],
  'crab': ['crustaceans'],
  // Vietnamese crab paste is crab (and often shrimp) preserved in soya bean oil
  'crab paste': ['crustaceans', 'soya'],
  'lobster': ['crustaceans'],
  'langoustines': ['crustaceans'],
  'crayfish': ['crustaceans'],
  'mussels': ['molluscs'],
  'squid': ['molluscs'],
  'scallops': ['molluscs'],
  'clams': ['molluscs'],
  'cockles': ['molluscs'],
  'conch': ['molluscs'],
  'cow skin': NONE,
  'grains of selim': NONE,
  'oysters': ['molluscs'],
  'octopus': ['molluscs'],
  'seafood mix': ['crustaceans', 'molluscs'],
  // surimi: white fish, wheat starch, egg white, usually some crab extract
  'crab sticks': ['fish', 'crustaceans', 'gluten', 'eggs'],
  // --- dairy with eggs
  'custard': ['milk', 'eggs'],
  'ice cream': ['milk', 'eggs'],
  // --- pasta made with egg, or filled
  'tagliatelle': ['gluten', 'eggs'],
  'lasagne sheets': ['gluten', 'eggs'],
  'cannelloni': ['gluten', 'eggs'],
  'ravioli': ['gluten', 'eggs', 'milk'],
  // the dough is usually made with egg; ruskie and most fillings hold curd cheese or butter
  'pierogi': ['gluten', 'eggs', 'milk'],
  // maultaschen: egg pasta round meat, spinach and breadcrumbs
  'maultaschen': ['gluten', 'eggs'],
  // mantı dough is made with egg; the filling is meat and onion
  'manti': ['gluten', 'eggs'],
  // wheat wrappers; the fillings of the common bags hold tofu and sesame oil
  'mandu': ['gluten', 'soya', 'sesame'],
  // --- noodles
  'egg noodles': ['gluten', 'eggs'],
  'spaetzle': ['gluten', 'eggs'],
  'cooked noodles': ['gluten', 'eggs'],
  // soba is usually part wheat; 100% buckwheat soba exists but is the exception
  'soba noodles': ['gluten'],
  // --- breads beyond flour, water and yeast
  // most UK sliced bread is made with soya flour
  'bread': ['gluten', 'soya'],
  'brioche': ['gluten', 'eggs', 'milk'],
  'naan': ['gluten', 'milk'], // yogurt or milk in the dough
  'pastries': ['gluten', 'milk', 'eggs'],
  'pancakes': ['gluten', 'eggs', 'milk'],
  'waffles': ['gluten', 'eggs', 'milk'],
  'scones': ['gluten', 'milk', 'eggs'],
  'hot cross buns': ['gluten', 'milk'],
  'soda bread': ['gluten', 'milk'], // buttermilk
  'buttermilk biscuits': ['gluten', 'milk'], // butter and buttermilk
  'rusks': ['gluten', 'milk', 'eggs'],
  'gyoza wrappers': ['gluten', 'eggs'], // wonton and egg roll wrappers contain egg
  // burger buns are often topped with sesame
  'hamburger buns': ['gluten', 'sesame'],
  'pav': ['gluten', 'milk'], // Mumbai rolls: many bakeries add milk or butter to the dough
  // --- grains: oats are listed under "cereals containing gluten" in EU law, and most oats are
  // grown and milled with wheat; gluten-free oats are a labelled exception
  'oats': ['gluten'],
  'granola': ['gluten', 'tree-nuts'],
  // Oats, and most mueslis carry hazelnuts or almonds.
  'muesli': ['gluten', 'tree-nuts'],
  'breakfast cereal': ['gluten'],
  'quinoa': NONE,
  'papa seca': NONE, // potato, cooked and dried
  'couscous': ['gluten'],
  'bulgur wheat': ['gluten'],
  // Whole hulled wheat grains.
  'wheat berries': ['gluten'],
  // Freekeh is young green wheat, roasted and cracked.
  'freekeh': ['gluten'],
  // Turkish tarhana is wheat flour (or cracked wheat) fermented with yoghurt, then dried.
  'tarhana': ['gluten', 'milk'],
  // Lebanese moghrabieh and Palestinian maftoul are rolled from semolina or bulgur and wheat flour.
  'moghrabieh': ['gluten'],
  'pearl barley': ['gluten'],
  'polenta': NONE,
  'buckwheat': NONE,
  'amaranth': NONE,
  'semolina': ['gluten'],
  'tapioca': NONE,
  'sago': NONE,
  'hominy': NONE,
  'fufu': NONE,
  'gari': NONE,
  'attieke': NONE,
  'kishk': ['gluten', 'milk'], // bulgur fermented with yoghurt or laban, dried and ground
  'abacha': NONE, // dried cassava shreds
  'millet': NONE,
  // --- legumes and plant proteins
  'chickpeas': NONE,
  'red lentils': NONE,
  'green lentils': NONE,
  'kidney beans': NONE,
  'black beans': NONE,
  'cannellini beans': NONE,
  'butter beans': NONE,
  'borlotti beans': NONE,
  'pinto beans': NONE,
  'baked beans': NONE,
  'refried beans': NONE,
  'edamame': ['soya'],
  'dried soybeans': ['soya'],
  'tofu': ['soya'],
  'tofu puffs': ['soya'],
  'kombu': NONE,
  'tempeh': ['soya'],
  'quorn': ['eggs'], // mycoprotein bound with egg white
  'seitan': ['gluten'],
  'soya mince': ['soya'],
  'veggie burger': ['gluten', 'eggs', 'milk'],
  'vegan burger': ['gluten', 'soya'],
  'veggie sausages': ['gluten', 'eggs', 'milk', 'soya'],
  'vegan sausages': ['gluten', 'soya'],
  'vegan chicken': ['gluten', 'soya'],
  'vegan bacon': ['soya', 'gluten'],
  'falafel': NONE,
  'mung beans': NONE,
  'urad beans': NONE,
  'pigeon peas': NONE,
  'black eyed beans': NONE,
  'adzuki beans': NONE,
  'moong dal': NONE,
  'split peas': NONE,
  'broth mix': ['gluten'], // pearl barley with the split peas and lentils
  'chana dal': NONE,
  'toor dal': NONE,
  'urad dal': NONE,
  // urad or moong dal dried with spices; Amritsari wadiyan carry hing, which is cut with wheat flour
  'wadiyan': ['gluten'],
  // --- vegetables in the celery and mustard groups (EU law names celeriac and mustard leaves)
  'celery': ['celery'],
  'celeriac': ['celery'],
  'mustard greens': ['mustard'],
  'mashed potato': ['milk'],
  // --- dried fruit that is not usually sulphured
  'dates': NONE,
  'dried cranberries': NONE,
  'stem ginger': NONE,
  // --- nuts and seeds. Pine nuts and chestnuts are not on the EU list of tree nuts, but people who
  // avoid "nuts" expect them avoided and some react to them: they count as tree nuts here.
  // Coconut, tiger nuts (a tuber) and egusi (melon seeds) are not nuts.
  'coconut': NONE,
  'peanut butter': ['peanuts'],
  'almond butter': ['tree-nuts'],
  'almonds': ['tree-nuts'],
  'walnuts': ['tree-nuts'],
  'cashews': ['tree-nuts'],
  'peanuts': ['peanuts'],
  'hazelnuts': ['tree-nuts'],
  'macadamia nuts': ['tree-nuts'],
  'brazil nuts': ['tree-nuts'],
  // Candlenuts: a tree nut to anyone avoiding nuts, like ogbono.
  'candlenuts': ['tree-nuts'],
  'pistachios': ['tree-nuts'],
  'pine nuts': ['tree-nuts'],
  'mixed nuts': ['tree-nuts', 'peanuts'],
  'sesame seeds': ['sesame'],
  'sunflower seeds': NONE,
  // perilla is a mint, not sesame, whatever Korean shops call its leaves
  'perilla seed powder': NONE,
  'pumpkin seeds': NONE,
  'chia seeds': NONE,
  'flaxseed': NONE,
  'poppy seeds': NONE,
  'chestnuts': ['tree-nuts'],
  'chestnut puree': ['tree-nuts'],
  'egusi': NONE,
  // Ogbono is the kernel of the African bush mango, sold as "dika nut": like pine nuts, counted
  // as a tree nut, since someone avoiding nuts would expect it avoided.
  'ogbono': ['tree-nuts'],
  'tiger nuts': NONE,
  'candied nuts': ['peanuts', 'tree-nuts'],
  // --- spices with a group
  'mustard seeds': ['mustard'],
  'curry powder': ['mustard'],
  // Most packets are thickened with wheat and seasoned with soya (hydrolysed soy protein).
  'onion soup mix': ['gluten', 'soya'],
  'asafoetida': ['gluten'], // compounded hing is cut with wheat flour
  'panch phoron': ['mustard'],
  'cajun seasoning': ['celery', 'mustard'], // celery salt and mustard in most blends, Old Bay too
  'zaatar': ['sesame'],
  'shichimi': ['sesame'],
  'furikake': ['sesame', 'fish', 'soya', 'gluten'], // bonito, sesame, soy sauce
  'suya spice': ['peanuts'], // yaji is made with ground peanuts
  // --- oils and fats
  'butter': ['milk'],
  'olive oil': NONE,
  'cooking oil': NONE,
  'sesame oil': ['sesame'],
  'coconut oil': NONE,
  'palm oil': NONE,
  // palm fruit pulp: no tree nut, whatever its name
  'palm nut concentrate': NONE,
  'ghee': ['milk'],
  'margarine': NONE,
  'lard': NONE,
  'lamb fat': NONE, // rendered sheep fat
  'duck fat': NONE,
  'beef dripping': NONE,
  'suet': ['gluten'], // shredded suet is rolled in wheat flour
  'vegetable suet': ['gluten'],
  'shortening': NONE,
  'vegetable ghee': NONE,
  'mustard oil': ['mustard'],
  'truffle oil': NONE,
  'truffle': NONE,
  'spreadable butter': ['milk'],
  // --- sauces
  'soy sauce': ['soya', 'gluten'],
  'kecap manis': ['soya', 'gluten'], // soy sauce with palm sugar, most brands brewed with wheat
  'tamari': ['soya'],
  'oyster sauce': ['molluscs', 'soya', 'gluten'],
  'fish sauce': ['fish'],
  'hoisin sauce': ['soya', 'gluten', 'sesame'],
  // Tian mian jiang is fermented wheat flour and soybeans.
  'sweet bean sauce': ['soya', 'gluten'],
  'black bean sauce': ['soya', 'gluten'], // fermented soya beans, most brands thickened with wheat
  'sweet chilli sauce': NONE,
  'sriracha': NONE,
  'sambal oelek': NONE, // chilli, salt and vinegar (sambal terasi, with shrimp, is read as shrimp paste)
  'chilli oil': NONE, // chilli and oil; the crisps' soya, peanuts and sesame are a label caution
  'hot sauce': NONE,
  'gochujang': ['soya', 'gluten'],
  'chunjang': ['soya', 'gluten'], // Korean black bean paste: fermented soya beans and wheat flour
  'teriyaki sauce': ['soya', 'gluten'],
  // most miso is soya fermented with rice or barley; "miso" alone may be either
  'miso': ['soya', 'gluten'],
  'mirin': NONE,
  'shaoxing wine': ['gluten'], // brewed with a wheat starter (qu)
  'taro leaves': NONE,
  'sake': NONE,
  'tempura bits': ['gluten'], // fried wheat-flour batter
  // "curry paste" alone may be Thai (shrimp paste, fish sauce) or Indian (mustard)
  'curry paste': ['crustaceans', 'fish', 'mustard'],
  'thai curry paste': ['crustaceans', 'fish'],
  'indian curry paste': ['mustard'],
  'harissa': NONE,
  // herbs, garlic, spices, lemon and oil
  'chermoula': NONE,
  'aji amarillo paste': NONE,
  'aji panca paste': NONE,
  'chilli paste': NONE, // ground chillies, salt and oil (with shrimp it is sambal terasi)
  'tom yum paste': ['crustaceans', 'fish'], // shrimp paste and fish sauce in most jars
  'laksa paste': ['crustaceans'], // shrimp paste (belacan) in most jars
  'fermented bean curd': ['soya'],
  'remoulade': ['eggs', 'mustard'], // mayonnaise with mustard and pickles
  // parmesan, and pine nuts or (in many UK jars) cashews
  'pesto': ['milk', 'tree-nuts'],
  'tomato puree': NONE,
  'passata': NONE,
  // American canned tomato sauce: tomatoes, salt, spices.
  'tomato sauce': NONE,
  // Jarred curry sauces and chip-shop curry sauce: thickened with wheat flour, most with cream or
  // yoghurt, many with mustard seed or celery. A label has the last word.
  'curry sauce': ['gluten', 'milk', 'mustard', 'celery'],
  // Japanese curry roux: wheat flour and fat; Golden Curry lists soya, Vermont and Kokumaro milk.
  'japanese curry roux': ['gluten', 'soya', 'milk'],
  'canned tomatoes': NONE,
  'sauce': NONE, // the visitor's own sauce, unnamed: nothing can be said of it
  'bbq sauce': ['gluten'], // brown sauce and many BBQ sauces use barley malt vinegar
  'worcestershire sauce': ['fish', 'gluten'], // anchovies; malt vinegar in the UK recipe
  'cheese sauce': ['milk', 'gluten'],
  'maggi seasoning': ['soya', 'gluten'],
  'doenjang': ['soya', 'gluten'],
  'xo sauce': ['crustaceans', 'molluscs'], // dried shrimp and dried scallops
  'char siu sauce': ['soya', 'gluten', 'sesame'],
  'katsu sauce': ['gluten', 'soya'],
  'mentsuyu': ['soya', 'gluten', 'fish'], // soy sauce and bonito dashi
  'satay sauce': ['peanuts', 'soya'],
  'chimichurri': ['sulphites'], // red wine vinegar
  'mojo sauce': ['sulphites'], // wine vinegar
  'salsa lizano': ['mustard'], // mustard is in the spice blend
  'mole sauce': ['peanuts', 'tree-nuts', 'sesame', 'gluten'],
  'chipotles in adobo': ['gluten', 'soya'], // some brands thicken with wheat flour; soybean oil
  'white sauce': ['milk', 'gluten'],
  'hollandaise': ['eggs', 'milk'],
  'condensed soup': ['milk', 'gluten', 'celery'],
  'enchilada sauce': NONE,
  'chilli bean paste': ['soya', 'gluten'],
  // --- condiments
  'olives': NONE,
  'pickled beetroot': NONE, // beetroot, vinegar, sugar
  'sun dried tomatoes': ['sulphites'],
  'rice vinegar': NONE,
  'ketchup': ['celery'], // Heinz UK: "spice and herb extracts (contain celery)"
  'mayonnaise': ['eggs', 'mustard'],
  // Dijon is kept with metabisulphite, English mustard (Colman's) is made with wheat flour
  'mustard': ['mustard', 'sulphites', 'gluten'],
  'salsa': NONE,
  'green salsa': NONE,
  'guacamole': NONE,
  'hummus': ['sesame'], // tahini
  'tzatziki': ['milk'],
  'tahini': ['sesame'],
  'mango chutney': NONE,
  // coriander, mint, green chilli and lemon
  'green chutney': NONE,
  'ya cai': NONE, // mustard greens preserved with salt and sugar
  'pickled tea leaves': NONE, // laphet: fermented tea leaves; the fried beans and peanuts come apart
  'lunu miris': ['fish'], // most jars and family recipes pound in Maldive fish
  'chopped salted chillies': NONE, // chillies, salt, a little garlic and ginger
  'pickled mustard greens': NONE,
  'dried anchovies': ['fish'],
  // Ghanaian shito: dried fish and dried shrimp fried in oil with chilli.
  'shito': ['fish', 'crustaceans'],
  'capers': NONE,
  'gherkins': NONE,
  // barley malt vinegar in most British jars, and many add a sulphite preservative
  'pickled onions': ['gluten', 'sulphites'],
  // kimchi is usually made with fish sauce and salted shrimp
  'kimchi': ['fish', 'crustaceans'],
  'balsamic vinegar': ['sulphites'],
  // wine vinegars carry sulphites, malt vinegar is barley; "vinegar" alone may be either
  'vinegar': ['sulphites', 'gluten'],
  'lemon juice': NONE,
  'vegan cheese': NONE,
  'bonito flakes': ['fish'],
  browning: [],
  // Caribbean green seasoning is often blended with celery as well as the herbs.
  'green seasoning': ['celery'],
  'sofrito': NONE, // Puerto Rican: peppers, onion, garlic, culantro, sometimes tomato
  // Guyanese cassareep: cassava juice boiled down, with sugar, cinnamon and cloves.
  cassareep: NONE,
  'red pepper paste': [],
  'toasted rice powder': [],
  iru: [],
  'dried shrimp': ['crustaceans'],
  'ugba': NONE, // fermented African oil bean seeds: a legume, but none of the fourteen
  'shrimp paste': ['crustaceans'], // belacan, terasi, bagoong: fermented shrimp or krill
  'umeboshi': NONE, // plums salted with shiso
  'ajvar': NONE, // roasted peppers, aubergine, oil, vinegar
  'tkemali': NONE, // sour plums, garlic, coriander, pennyroyal, salt
  'radish cake': ['crustaceans', 'soya', 'gluten'], // lo bak go: dried shrimp and Chinese sausage
  'preserved radish': NONE, // chai poh: daikon, salt, sometimes sugar
  'adjika': NONE, // red peppers or chillies, garlic, coriander seed, blue fenugreek, salt
  'ground crayfish': ['crustaceans'],
  'taramasalata': ['fish', 'gluten'],
  'coleslaw': ['eggs', 'mustard'],
  'nori': NONE,
  'vine leaves': ['sulphites'],
  'horseradish': NONE,
  'horseradish sauce': ['milk', 'eggs', 'mustard', 'sulphites'],
  'wasabi': ['mustard'], // most tube and powder wasabi is horseradish with mustard
  'peppadew': NONE,
  'pepperoncini': ['sulphites'], // jarred ones are kept with sodium bisulphite
  'pickled ginger': NONE,
  'pickled radish': NONE,
  'apple sauce': NONE,
  'cranberry sauce': NONE,
  'mint sauce': NONE,
  'tamarind': NONE,
  'kokum': NONE,
  'bors': ['gluten'], // wheat bran (sometimes with maize) fermented in water
  'fermented black beans': ['soya'], // dry salted soybeans, nothing else
  'liquid smoke': NONE,
  'marmite': ['gluten', 'celery'], // barley yeast extract; vegetable extract with celery
  'bovril': ['gluten', 'celery'],
  'vegan mayo': ['mustard'],
  'salad cream': ['eggs', 'mustard'],
  'tartare sauce': ['eggs', 'mustard'],
  'ranch dressing': ['milk', 'eggs'],
  'caesar dressing': ['eggs', 'milk', 'fish', 'mustard'],
  'vinaigrette': ['mustard', 'sulphites'],
  'baba ganoush': ['sesame'],
  'tapenade': ['fish'], // anchovies
  'chilli jam': NONE,
  'chakalaka': NONE,
  'achar': ['mustard'], // mustard oil and seeds
  'mrs balls chutney': NONE,
  'preserved lemon': NONE,
  'pomegranate molasses': NONE,
  'crispy onions': ['gluten'], // fried in a wheat-flour coating
  // --- sweeteners
  'jam': NONE,
  'kaya': ['eggs'], // coconut jam: coconut milk, eggs and sugar cooked to a curd
  'chocolate spread': ['milk', 'tree-nuts', 'soya'],
  'sugar': NONE,
  'brown sugar': NONE,
  'icing sugar': NONE,
  'honey': NONE,
  'maple syrup': NONE,
  'golden syrup': NONE,
  'cooking caramel': NONE,
  'molasses': NONE,
  'date syrup': NONE,
  'grape molasses': NONE,
  'chocolate sauce': ['milk', 'soya'],
  'dulce de leche': ['milk'],
  'stevia': NONE,
  // --- baking
  'vanilla extract': NONE,
  'plain flour': ['gluten'],
  'wholemeal flour': ['gluten'],
  'maize flour': NONE, // makki ka atta: ground maize, no wheat
  'barley flour': ['gluten'],
  // Finished with parmesan and butter, cooked in stock (celery).
  'leftover risotto': ['milk', 'celery'],
  // A ragù starts from a soffritto of onion, carrot and celery; most are finished with milk.
  'leftover bolognese': ['celery', 'milk'],
  'self raising flour': ['gluten'],
  'bread flour': ['gluten'],
  'gram flour': NONE,
  'mung bean flour': NONE,
  // roasted chickpea (chana) flour, the sattu sold in shops; barley sattu is a different product
  'sattu': NONE,
  'cornflour': NONE,
  'ground almonds': ['tree-nuts'],
  'baking powder': NONE,
  'bicarbonate of soda': NONE,
  'potash': NONE, // akanwu, kaun: a mineral salt
  'yeast': NONE,
  'cocoa powder': NONE,
  // Pure ground cacao pressed into tablets (Filipino tablea): nothing added.
  tablea: NONE,
  'gelatine': NONE,
  'rose water': NONE,
  'hibiscus': NONE,
  'filo pastry': ['gluten'],
  'choux pastry': ['gluten', 'eggs', 'milk'],
  'atta': ['gluten'],
  'rice flour': NONE,
  'gluten free flour': NONE,
  'coconut flour': NONE,
  'buckwheat flour': NONE,
  'rye flour': ['gluten'],
  'chestnut flour': NONE,
  'millet flour': NONE,
  'red bean paste': NONE,
  'salep': NONE,
  'sorghum flour': NONE,
  'teff flour': NONE,
  'masa harina': NONE,
  'masarepa': NONE,
  'tapioca flour': NONE, // pure cassava starch
  'manioc flour': NONE,
  'custard powder': NONE,
  'agar agar': NONE,
  'cream of tartar': NONE,
  'xanthan gum': NONE,
  'pancake mix': ['gluten', 'eggs', 'milk'],
  'cake mix': ['gluten', 'eggs', 'milk'],
  'cornbread mix': ['gluten', 'milk'], // wheat flour and cornmeal; most mixes hold milk powder, and the egg goes in at home
  'puff pastry': ['gluten'],
  'flammkuchen dough': ['gluten'],
  'shortcrust pastry': ['gluten'],
  // --- sweet treats
  'dark chocolate': ['soya'], // soya lecithin; many bars also "may contain milk"
  'milk chocolate': ['milk', 'soya'],
  'white chocolate': ['milk', 'soya'],
  // chocolate chips are as often milk chocolate as dark
  'chocolate chips': ['milk', 'soya'],
  'sprinkles': NONE,
  'biscuits': ['gluten', 'milk', 'eggs', 'soya'],
  'marshmallows': NONE,
  // the bars and sweets under this name between them hold most groups (Snickers, Mars, Maltesers)
  'sweets': ['milk', 'peanuts', 'soya', 'gluten', 'eggs'],
  'cake': ['gluten', 'eggs', 'milk'],
  // British ginger cake and most pain d'épices have butter, milk or egg besides the flour
  'gingerbread': ['gluten', 'eggs', 'milk'],
  'crisps': NONE,
  // gram flour fried in oil: no wheat in sev or bhujia
  'sev': NONE,
  // the mixed snack's peanuts (most packets), and the cashews some chevdas add
  'farsan': ['peanuts', 'tree-nuts'],
  'pork scratchings': NONE,
  'marzipan': ['tree-nuts'],
  // most jars add almonds or other nuts and raisins or candied peel kept with sulphur dioxide
  'poppy seed filling': ['tree-nuts', 'sulphites'],
  // ground wheat matzo
  'matzo meal': ['gluten'],
  'fondant icing': NONE,
  'frosting': ['milk'],
  'jelly cubes': NONE,
  'flapjacks': ['gluten', 'milk'],
  'sorbet': NONE,
  'halva': ['sesame'],
  'turkish delight': NONE,
  'honeycomb': NONE,
  'easter eggs': ['milk', 'soya'],
  'sponge fingers': ['gluten', 'eggs'],
  'meringue': ['eggs'],
  // --- stock and liquids: most stock cubes, pots and gravy granules hold celery and wheat
  'vegetable stock': ['celery', 'gluten'],
  'chicken stock': ['celery', 'gluten'],
  'beef stock': ['celery', 'gluten'],
  'fish stock': ['fish', 'celery'],
  'vegetarian gravy': ['gluten', 'celery'],
  'coconut milk': NONE,
  'white wine': ['sulphites'],
  'red wine': ['sulphites'],
  'beer': ['gluten'],
  // Cider is apple, not grain; most is made with sulphites.
  'cider': ['sulphites'],
  'water': NONE,
  'vodka': NONE,
  'ouzo': NONE,
  // --- drinks
  'sparkling water': NONE,
  'orange juice': NONE,
  'pineapple juice': NONE,
  'oat milk': ['gluten'], // the canonical oat drink; almond and soya milk are aliases below
  'coffee': NONE,
  'tea': NONE,
  'cola': NONE,
  // orgeat, the almond syrup of a mai tai
  'mai tai': ['tree-nuts'],
  'lassi': ['milk'],
  'milkshake': ['milk'],
  'plant yogurt': ['soya'],
  'plant cream': ['soya', 'gluten'],
  'coconut water': NONE,
  'irish cream': ['milk', 'eggs'],
  'kombucha': NONE,
  'malted drink': ['gluten', 'milk'],
  'protein powder': ['milk'],
  'brandy': NONE,
  // --- dishes-a rows
  'fabes': NONE,
  'zakwas': ['gluten'], // fermented rye flour
  'corn husks': NONE,
  // --- distinct foods, fourth read (lexicon/rows/distinct-foods-4-rows.ts)
  'marsala': ['sulphites'],
  'brown sauce': ['gluten'], // barley malt vinegar, and rye flour in HP
  'cuttlefish': ['molluscs'],
  'banana leaves': NONE,
  'emping': NONE, // melinjo (gnetum) nuts and salt: not a tree nut, no shellfish
  'appam': NONE, // fermented rice and coconut
  'kalpasi': NONE,
  'axone': ['soya'],
  'turmeric leaves': NONE,
  // Bitter almond oil (or apricot kernel), and labelled as almond: a nut allergy avoids it.
  'almond extract': ['tree-nuts'],
  'natto': ['soya'],
  'giardiniera': ['celery', 'sulphites'], // celery in the mix; wine vinegar or metabisulphite
  'old bay': ['celery', 'mustard'], // celery salt and mustard are its backbone
  'dukkah': ['tree-nuts', 'sesame'], // hazelnuts or pistachios, and sesame
  'verjuice': ['sulphites'],
  // --- home5-cf rows
  // Filipino lechon sauce: pork liver cooked down with vinegar, sugar and breadcrumbs.
  'lechon sauce': ['gluten'],
  'alcaparrado': NONE, // olives, capers and pimientos in brine
  // --- dishes14b rows
  'branston pickle': ['gluten'], // barley malt vinegar
  'squid ink': ['molluscs'],
  'dried squid': ['molluscs'],
  'blancmange powder': NONE, // cornflour, flavouring and colour
  // --- fix20 rows
  'pork and beef mince': NONE,
  'hawaij': NONE, // cumin, pepper, turmeric, cardamom
  'grey peas': NONE,
}

/**
 * Aliases that name a different product from their entry's canonical one, with that product's
 * groups. Keys are normalised words (as `normaliseWords` gives them). Used when a recipe names
 * the alias ("tamari", "corn tortillas", "sauerkraut"); the chef itself always uses the entry.
 */
// prettier-ignore
export const ALIAS_ALLERGENS: Readonly<Record<string, Groups>> = {
  'sauerkraut': NONE,
  // West Africa's Maggi cubes take their fermented savour from soybeans (Nestlé Nigeria buys them
  // by the thousand tonnes for it) on a wheat starch: soya as well as a stock cube's groups.
  'maggi cube': ['soya', 'gluten', 'celery'],
  'maggi cubes': ['soya', 'gluten', 'celery'],
  'maggi star': ['soya', 'gluten', 'celery'],
  'maggi stock cube': ['soya', 'gluten', 'celery'],
  'maggi stock cubes': ['soya', 'gluten', 'celery'],
  // Lao sweet jerky: beef marinated in soy and oyster sauce and rolled in sesame before drying.
  'sin savanh': ['sesame', 'soya', 'gluten', 'molluscs'],
  'seen savanh': ['sesame', 'soya', 'gluten', 'molluscs'],
  'ssamjang': ['soya', 'gluten', 'sesame'], // doenjang and gochujang with sesame oil
  'bagoong': ['crustaceans', 'fish'], // bagoong alamang is shrimp, bagoong isda fish
  'pickled cabbage': NONE,
  'liquid aminos': ['soya'],
  'corn tortilla': NONE,
  'oatcakes': ['gluten'],
  'grana padano': ['milk', 'eggs'], // egg lysozyme
  'fresh pasta': ['gluten', 'eggs'],
  'egg pasta': ['gluten', 'eggs'],
  'brioche bun': ['gluten', 'eggs', 'milk'],
  'mortadella': ['tree-nuts'], // studded with pistachios
  'celery salt': ['celery'],
  'peanut oil': ['peanuts'],
  'groundnut oil': ['peanuts'],
  'almond milk': ['tree-nuts'],
  'cashew milk': ['tree-nuts'],
  'soy milk': ['soya'],
  'soya milk': ['soya'],
  'rice milk': NONE,
  'coconut drink': NONE,
  'coconut yogurt': NONE,
  'oat yogurt': ['gluten'],
  'oat cream': ['gluten'],
  'soya cream': ['soya'],
  'all butter puff pastry': ['gluten', 'milk'],
  'black vinegar': ['gluten'],
  'chinkiang vinegar': ['gluten'],
  'white wine vinegar': ['sulphites'],
  'red wine vinegar': ['sulphites'],
  'sherry vinegar': ['sulphites'],
  'cider vinegar': ['sulphites'],
  'apple cider vinegar': ['sulphites'],
  'malt vinegar': ['gluten'],
  'white vinegar': NONE,
  'distilled vinegar': NONE,
  'dijon mustard': ['mustard', 'sulphites'],
  'dijon': ['mustard', 'sulphites'],
  'english mustard': ['mustard', 'gluten'],
  'wholegrain mustard': ['mustard', 'sulphites'],
  'yellow mustard': ['mustard'],
  'american mustard': ['mustard'],
  'bottled lemon juice': ['sulphites'],
  'jif lemon': ['sulphites'],
  'lemon curd': ['eggs', 'milk'],
  'biscoff spread': ['gluten', 'soya'],
  'cookie butter': ['gluten', 'soya'],
  'amaretti': ['tree-nuts', 'eggs'],
  'drinking chocolate': ['milk'],
  'hot chocolate powder': ['milk'],
  'angel delight': ['milk', 'soya'],
  'piccalilli': ['mustard', 'gluten'],
  'lime pickle': ['mustard'],
  'buffalo sauce': ['milk'],
  'ponzu': ['soya', 'gluten', 'fish'],
  'shaoxing wine': ['gluten'],
  'black bean sauce': ['soya', 'gluten'],
  'seafood stock': ['fish', 'crustaceans', 'molluscs', 'celery'],
  'dashi': ['fish'],
  'cider': ['sulphites'],
  'hard cider': ['sulphites'],
  'lager': ['gluten'],
  'gravy granules': ['gluten'],
  'bone broth': NONE,
  'jelly babies': NONE,
  'gummy bears': NONE,
  'jelly beans': NONE,
  'wine gums': NONE,
  'fruit pastilles': NONE,
  'haribo': NONE,
  'skittles': NONE,
  'fudge': ['milk'],
  'toffee': ['milk'],
  'peanut butter cups': ['peanuts', 'milk', 'soya'],
  'reeses': ['peanuts', 'milk', 'soya'],
  'snickers': ['peanuts', 'milk', 'soya', 'eggs'],
  'mini cheddars': ['gluten', 'milk'],
  'twiglets': ['gluten', 'celery'],
  'pretzels': ['gluten'],
  'crunchy nut': ['gluten', 'peanuts', 'tree-nuts'],
  'lotus biscuits': ['gluten', 'soya'],
  'speculoos': ['gluten', 'soya'],
  'crunchie': ['milk', 'soya'],
  'advocaat': ['eggs'],
  'eggnog': ['eggs', 'milk'],
  'whey': ['milk'],
}

const TABLE: ReadonlyMap<string, Groups> = new Map(Object.entries(ENTRY_ALLERGENS))

/** How an entry got its groups: the per-id table, its category's default, or (a gap) its tags. */
export type AllergenSource = 'table' | 'category' | 'tags'

function classify(entry: LexiconEntry): { groups: Groups; source: AllergenSource } {
  const listed = TABLE.get(entry.id)
  if (listed !== undefined) return { groups: listed, source: 'table' }
  const byCategory = CATEGORY_DEFAULTS[entry.category]
  if (byCategory !== undefined) {
    const glutenFree = entry.tags.has('gluten-free')
    return {
      groups: glutenFree ? byCategory.filter((group) => group !== 'gluten') : byCategory,
      source: 'category',
    }
  }
  // Not classified yet: read what the tags say, never less.
  const groups: AllergenGroup[] = []
  if (!entry.diet.glutenFree) groups.push('gluten')
  if (!entry.diet.dairyFree) groups.push('milk')
  if (entry.category === 'seafood') groups.push('crustaceans', 'molluscs')
  return { groups, source: 'tags' }
}

const BY_ID: ReadonlyMap<string, { groups: Groups; source: AllergenSource }> = new Map(
  LEXICON.map((entry) => [entry.id, classify(entry)]),
)

/** The allergen groups in a lexicon entry (its canonical product). */
export function allergensOf(entry: LexiconEntry): Groups {
  return (BY_ID.get(entry.id) ?? classify(entry)).groups
}

/** Where the entry's groups came from; 'tags' means nobody has classified it yet. */
export function allergenSourceOf(entry: LexiconEntry): AllergenSource {
  return (BY_ID.get(entry.id) ?? classify(entry)).source
}

const ALIAS_TABLE: ReadonlyMap<string, Groups> = new Map(Object.entries(ALIAS_ALLERGENS))
// Which entries own each alias key: an override applies only to a line read as its own entry.
const ALIAS_OWNERS: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const owners = new Map<string, Set<string>>()
  for (const entry of LEXICON) {
    for (const alias of normalisedAliases(entry)) {
      if (!ALIAS_TABLE.has(alias)) continue
      const ids = owners.get(alias) ?? new Set<string>()
      ids.add(entry.id)
      owners.set(alias, ids)
    }
  }
  return owners
})()
const LONGEST_ALIAS_KEY = Math.max(...[...ALIAS_TABLE.keys()].map((key) => key.split(' ').length))

/**
 * The groups in what a recipe line names: the entry's, unless the words name one of the aliases
 * that is a different product ("tamari" → soya only).
 */
export function allergensOfWords(entry: LexiconEntry, words: readonly string[]): Groups {
  for (let length = Math.min(LONGEST_ALIAS_KEY, words.length); length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const key = words.slice(start, start + length).join(' ')
      const groups = ALIAS_TABLE.get(key)
      if (groups !== undefined && ALIAS_OWNERS.get(key)?.has(entry.id) === true) return groups
    }
  }
  return allergensOf(entry)
}

/** The normalised words of every alias, for tests that check ALIAS_ALLERGENS keys are aliases. */
export function normalisedAliases(entry: LexiconEntry): string[] {
  return entry.aliases.map((alias) => normaliseWords(alias).join(' '))
}
