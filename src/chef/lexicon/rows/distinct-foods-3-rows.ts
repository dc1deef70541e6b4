import type { Row } from '../lexicon-types.ts'

// Foods a cook's third read found listed as another food, or not read at all (issue 18: no
// silent swaps). Each was an alias of a food that cooks, tastes or (worse) contains differently:
// shrimp paste was dried shrimp, a Japanese curry roux a katsu sauce, molasses golden syrup,
// provolone gouda, split peas moong dal, oyster mushrooms shiitake. A dish written for the old
// food takes the new one after it where a cook would (STAND_INS, classics/compiled-classics.ts).
// prettier-ignore
export const DISTINCT_FOODS_3_ROWS: readonly Row[] = [
  // Fermented shrimp paste: the block of belacan or terasi toasted into a sambal, the jar of
  // bagoong spooned over green mango, the kapi pounded into a Thai nam prik. A spoonful seasons
  // a pot; dried shrimp are whole shrimp, soaked and fried.
  ['shrimp paste', 'condiment', '1 tsp', 'belacan|blachan|belachan|terasi|trasi|kapi|gapi|bagoong|bagoong alamang|alamang|prawn paste|fermented shrimp paste|mam tom|mắm tôm|hae ko|hei ko|heiko|petis|petis udang|black prawn paste|ngapi|nga pi|burmese shrimp paste|mam ruoc|mắm ruốc|mam ruoc hue|mắm ruốc huế', 'asian nonveg savoury'],
  // The Japanese curry block (Golden Curry, Vermont, Java): wheat flour and fat cooked with curry
  // spices, broken into the pot to thicken it. Not a brown katsu sauce, and not curry powder.
  ['japanese curry roux', 'sauce', '25 g', 'curry roux|golden curry|japanese curry sauce|katsu curry sauce|curry roux blocks|curry blocks|curry roux cubes|japanese curry blocks|japanese curry cubes|vermont curry|java curry|kare roux|s&b curry|s b curry|s and b curry|sb curry|s&b curry roux|glico curry', 'asian gluten dairy block'],
  // A jar or a chip shop's tub of ready curry sauce (korma, tikka masala, madras): simmered with
  // the meat as it is, never fried like a spoonful of paste.
  ['curry sauce', 'sauce', '100 ml', 'jar of curry sauce|curry sauce jar|jarred curry sauce|ready made curry sauce|chip shop curry sauce|chippy curry sauce|curry sauce granules|korma sauce|tikka masala sauce|jalfrezi sauce|madras sauce|balti sauce|rogan josh sauce', 'indian gluten dairy'],
  // American tomato sauce: a can of cooked, seasoned tomato purée; the Spanish tomate frito is its
  // cousin. It goes where passata goes, after it.
  ['tomato sauce', 'sauce', '100 ml', 'canned tomato sauce|tinned tomato sauce|can of tomato sauce|tomato sauce can|tomate frito|tomato frito|tomatico frito|salsa de tomate|molho de tomate', 'tomato italian'],
  ['pineapple juice', 'drink', '100 ml', 'tinned pineapple juice|canned pineapple juice|pineapple juice from the tin', 'sweet'],
  // Date syrup (silan, dibis): dark, fruity and thick, poured like honey.
  ['date syrup', 'sweetener', '1 tbsp', 'silan|date molasses|date honey|dibis|dibs tamr', 'sweet'],
  // Molasses and black treacle: the dark, bitter-sweet syrup of parkin, gingerbread and Boston
  // baked beans. Plain "treacle" stays golden syrup (a treacle tart is made with golden syrup).
  ['molasses', 'sweetener', '1 tbsp', 'black treacle|blackstrap molasses|blackstrap|dark molasses|light molasses|cane molasses|miel de cana|miel de caña|sugar cane molasses', 'sweet'],
  // Grape molasses (Turkish pekmez, Greek petimezi): grape must boiled down to a thick syrup,
  // eaten with tahini at breakfast.
  ['grape molasses', 'sweetener', '1 tbsp', 'pekmez|üzüm pekmezi|uzum pekmezi|grape pekmez|petimezi|epsima|grape syrup|grape must syrup|dibs anab|vincotto', 'sweet'],
  // The anise spirits (ouzo, pastis, raki, arak): a splash flames prawns or a fennel braise.
  ['ouzo', 'stock', '25 ml', 'pastis|pernod|ricard|raki|rakı|arak|anisette|anise liqueur|sambuca|absinthe', 'wine'],
  // Three cheeses filed under gouda. Monterey Jack is the soft, mild melting cheese of a
  // quesadilla; provolone the stretched Italian cheese of a cheesesteak; Manchego the firm ewe's
  // milk cheese of Spain, sliced with membrillo.
  ['monterey jack', 'cheese', '40 g', 'monterey jack cheese|jack cheese|pepper jack|pepperjack|pepper jack cheese|monterrey jack|asadero|queso asadero|chihuahua cheese|queso chihuahua|queso menonita', 'melting mexican'],
  ['provolone', 'cheese', '40 g', 'provolone cheese|provolone dolce|provolone piccante|provola|provolone slices', 'melting italian'],
  ['manchego', 'cheese', '40 g', 'manchego cheese|queso manchego|manchego curado|manchego viejo', 'melting'],
  // Wholemeal (whole wheat) flour: the bran and germ left in; it drinks more liquid than plain
  // flour. Wheat: gluten.
  ['wholemeal flour', 'baking', '50 g', 'whole wheat flour|wholewheat flour|whole-wheat flour|wholemeal plain flour|brown flour|graham flour|wholegrain flour|whole grain flour', 'flour gluten'],
  ['waffles', 'bread', '2', 'waffle|belgian waffles|belgian waffle|frozen waffles|toaster waffles|eggo waffles|liege waffles', 'sweet animal dairy'],
  // Dried, salted beef in paper-thin slices: creamed on toast, never stewed.
  ['chipped beef', 'cured-meat', '40 g', 'dried chipped beef|sliced dried beef|jar of dried beef|armour dried beef', 'cooked'],
  // Salt pork: salted belly or fatback, rendered for Boston baked beans, chowder and greens.
  ['salt pork', 'cured-meat', '50 g', 'speķis|spekis|salted pork|salt-cured pork|salt pork belly|salted pork belly|fatback|streak o lean|streak of lean|white bacon|petit sale|petit salé|petit sale fume|salted pig snout|salted pig snouts|pig snout|pig snouts|pigs snout', ''],
  // Pinto beans: the speckled bean of frijoles and refried beans; borlotti are their Italian
  // cousins, cooked alike.
  ['pinto beans', 'legume', '0.5 tin', 'pinto|pintos|pinto bean|frijoles pintos|feijao|feijão|feijao carioca|feijão carioca', 'tinned mexican plant-protein'],
  // Three mushrooms filed under shiitake. Oyster mushrooms (and king oysters) tear and fry quickly;
  // chanterelles (girolles) are the golden wild mushroom of a French or Polish pan; wood ear
  // (black fungus, cloud ear) is a crunchy, flavourless jelly for Chinese soups and salads,
  // bought dried and soaked (planning/treatments.ts).
  ['oyster mushrooms', 'mushroom', '75 g', 'oyster mushroom|king oyster mushrooms|king oyster mushroom|king oysters|eryngii|pink oyster mushrooms|yellow oyster mushrooms|grey oyster mushrooms', 'quick-veg'],
  ['chanterelles', 'mushroom', '75 g', 'chanterelle|chanterelle mushrooms|girolles|girolle|girolle mushrooms|pfifferlinge|kurki', 'quick-veg'],
  ['wood ear mushrooms', 'mushroom', '75 g', 'wood ear|wood ears|wood ear mushroom|wood ear fungus|black fungus|cloud ear|cloud ears|cloud ear fungus|cloud ear mushrooms|mu er|kikurage|jelly ear|tree ear', 'asian'],
  // Yellowtail (hamachi, buri, amberjack): a rich, firm fish for sashimi, teriyaki or the grill.
  ['yellowtail', 'fish', '1 fillet', 'hamachi|buri|amberjack|greater amberjack|yellowtail amberjack|yellowtail kingfish|yellowtail fillet|yellowtail fillets', 'fillet'],
  // Tinned bamboo shoots come cooked. Fresh ones are boiled before any dish (raw they hold a
  // cyanide-releasing compound, as cassava does): planning/treatments.ts.
  ['bamboo shoots', 'stalk-veg', '30 g', 'bamboo shoot|tinned bamboo shoots|canned bamboo shoots|sliced bamboo shoots|bamboo shoot strips|takenoko|rebung', 'quick-veg asian tinned'],
  // Gai lan (Chinese broccoli): thick stems and dark leaves, blanched and served with oyster
  // sauce; pak choi is a milder, softer leaf.
  ['gai lan', 'leafy-veg', '100 g', 'chinese broccoli|kai lan|kailan|kai-lan|gailan|chinese kale|jie lan|pak kana|phak khana', 'quick-veg asian'],
  // Sago: pearls of palm starch (or tapioca sold as sago), cooked like tapioca pearls.
  ['sago', 'grain', '30 g', 'sago pearls|pearl sago|small sago|sagu|sago seeds', 'gluten-free sweet'],
  // Calamansi: the small, sour Philippine lime squeezed over pancit and bistek.
  ['calamansi', 'fruit', '0.5', 'kalamansi|calamondin|calamondins|philippine lime|philippine limes|limau kasturi|musk lime|calamansi juice|kalamansi juice', 'citrus acid asian'],
  // Maize flour (makki ka atta): fine yellow cornmeal for makki di roti; no wheat in it.
  ['maize flour', 'baking', '50 g', 'makki ka atta|makki atta|makai ka atta|makki da atta|makka atta|fine maize flour|yellow maize flour|fine cornmeal|fine yellow cornmeal', 'flour gluten-free indian'],
  // Dried split peas (yellow or green): Trinidadian dhal, split pea soup, Ethiopian kik, Persian
  // lapeh. Slower than moong dal: soaked or simmered an hour (planning/treatments.ts). Whole dried
  // peas (Swedish gula ärtor, a bag of "yellow peas" that does not say split) fit the same dishes
  // but are treated as whole: soaked overnight, then boiled longer.
  ['split peas', 'legume', '60 g', 'yellow split peas|split yellow peas|green split peas|split green peas|dried split peas|dry split peas|kik|lapeh|matar dal|matar ki dal|yellow peas|dried yellow peas|dry yellow peas|groch|groch luskany|whole yellow peas|whole dried yellow peas|dried whole yellow peas|gula ärtor|gula artor|torkade gula ärtor|torkade gula artor|gule ærter|gule erter|gule aerter', 'plant-protein'],
  // Dandelion greens: the bitter leaves of Greek radikia and Italian greens, boiled and dressed.
  ['dandelion greens', 'leafy-veg', '1 handful', 'dandelion leaves|radikia|radiki|cicoria|cicorie|cicoria selvatica|catalogna', 'quick-veg'],
  ['dried figs', 'dried-fruit', '3', 'dried fig|smyrna figs|dried turkish figs|dried smyrna figs', 'sweet'],
  // Marjoram: oregano's sweeter cousin, the herb of Polish żurek, kiełbasa and Czech česnečka.
  ['marjoram', 'herb', '0.5 tsp', 'dried marjoram|fresh marjoram|sweet marjoram|majeranek|majoránka|majoranka|majoran', 'hardy-herb med savoury'],
  // Umeboshi: salted, pickled Japanese plums; one in an onigiri or mashed into a dressing.
  ['umeboshi', 'condiment', '1', 'umeboshi plum|umeboshi plums|pickled plum|pickled plums|japanese pickled plum|japanese pickled plums|salted plum|umeboshi paste|ume paste|bainiku', 'asian'],
  // Vietnamese coriander (rau răm, laksa leaf): a peppery leaf of its own, not coriander.
  ['vietnamese coriander', 'herb', '0.5 handful', 'rau ram|rau răm|laksa leaves|laksa leaf|daun kesum|daun laksa|vietnamese mint|hot mint', 'garnish-herb asian'],
  // Torch ginger flower (bunga kantan, kecombrang): the pink bud of another ginger plant, sliced
  // into Malay asam pedas, laksa and nasi kerabu; sour-floral, not the root's heat.
  ['torch ginger flower', 'herb', '0.5', 'bunga kantan|kantan|torch ginger|torch ginger flowers|ginger flower|ginger flowers|ginger bud|ginger buds|kecombrang|bunga kecombrang|honje|bunga siantan', 'aromatic asian'],
  // Youtiao: the Chinese fried dough stick, dipped in congee or soy milk. Wheat: gluten.
  ['youtiao', 'bread', '1', 'you tiao|yau char kwai|yau zha gwai|you char kway|cakoi|cakwe|cha kuay|chinese doughnut|chinese doughnuts|chinese crullers|chinese cruller|fried dough sticks|fried dough stick|pa thong ko|patongko|banh quay|bánh quẩy', 'cooked'],
  // Ajvar: the Balkan relish of roasted red peppers (and aubergine), spread on bread or served
  // with grilled meat.
  ['ajvar', 'condiment', '2 tbsp', 'ajvar relish|avjar|pindjur|lutenica|ljutenica|lyutenitsa', 'savoury'],
  // Kabanos: the thin, dry-smoked Polish pork sausage, eaten as it is.
  ['kabanos', 'cured-meat', '40 g', 'kabanosy|kabanossi|cabanossi|cabanos|kabanos sausage|kabanos sausages', 'sausage cooked'],
  // Kaşar and kasseri: the mild stretched cheeses of Turkey (kashkaval in the Balkans) and Greece,
  // melted in a tost or fried as saganaki.
  ['kasar', 'cheese', '40 g', 'kaşar|kasar peyniri|kaşar peyniri|kashar|kashkaval|kaskaval|kaşkaval|eski kasar|eski kaşar|taze kasar|taze kaşar', 'melting'],
  ['kasseri', 'cheese', '40 g', 'kasseri cheese|kaseri|kaseri cheese', 'melting med'],
  // Advieh: the Persian spice mix of rose petals, cinnamon, cardamom and cumin for rice and stews.
  ['advieh', 'spice', '0.5 tsp', 'advie|adviyeh|advieh polo|advieh khoresh|persian spice mix|persian spice blend', 'savoury'],
  // Musir (Persian shallot): dried slices of a wild mountain garlic, soaked overnight and stirred
  // into yoghurt (mast-o-musir).
  ['musir', 'allium', '15 g', 'persian shallot|persian shallots|moosir|mooseer|mousir|musir shallots|dried musir', ''],
  // Caciocavallo: the gourd-shaped southern Italian stretched cheese; its rules call for calf or
  // kid rennet, as Parmesan's do: not vegetarian.
  ['caciocavallo', 'cheese', '40 g', 'caciocavallo silano|caciocavallo cheese|cacio cavallo', 'melting italian nonveg'],
  // Mizithra: Greek whey cheese, fresh and soft or aged and grated over pasta.
  ['mizithra', 'cheese', '40 g', 'myzithra|mizithra cheese|myzithra cheese|anthotyro|xynomizithra|aged mizithra', 'fresh-cheese med'],
]
