import type { BlindCase } from '../blind-case.ts'

/**
 * Home and regional European lists (sweep s23a), typed blind: before reading the chef's dishes,
 * lexicon or any evaluation file, the way a family of that region types what it bought.
 */
export const HOME23A: readonly BlindCase[] = [
  // Italy: Sicily
  {
    list: [
      'fennel bulb',
      'tin of sardines',
      'raisins',
      'pine nuts',
      'bucatini',
      'saffron',
      'toasted breadcrumbs',
    ],
    accept: ['pasta con le sarde', 'pasta with sardines'],
    mustKeep: ['tin of sardines'],
    cuisine: 'Italian',
  },
  {
    list: [
      '2 aubergines',
      'celery',
      'green olives',
      'capers',
      'red wine vinegar',
      'sugar',
      'tin of tomatoes',
    ],
    accept: ['caponata'],
    mustKeep: ['2 aubergines'],
    cuisine: 'Italian',
  },
  {
    list: ['aubergine', 'passata', 'ricotta salata', 'spaghetti'],
    accept: ['pasta alla norma', 'pasta norma'],
    mustKeep: ['aubergine', 'ricotta salata'],
    cuisine: 'Italian',
  },
  {
    list: [
      'leftover risotto rice',
      'mozarella',
      'breadcrumbs',
      'eggs',
      'frozen peas',
      'beef mince',
    ],
    accept: ['arancini', 'arancine', 'arancini di riso'],
    mustKeep: ['leftover risotto rice'],
    cuisine: 'Italian',
  },
  // Puglia
  {
    list: ['orecchiette', 'cime di rapa', 'anchovies'],
    accept: [
      'orecchiette con cime di rapa',
      'orecchiette with broccoli rabe',
      'orecchiette alle cime di rapa',
    ],
    mustKeep: ['orecchiette', 'cime di rapa'],
    cuisine: 'Italian',
  },
  {
    list: ['500g dried broad beans', 'chicory', 'olive oil'],
    accept: ['fave e cicoria', 'fava bean puree with chicory', 'ncapriata'],
    mustKeep: ['500g dried broad beans'],
    cuisine: 'Italian',
    safety: { item: '500g dried broad beans', mustMention: ['soak'] },
  },
  // Campania
  {
    list: ['pasta mista', 'potatoes', 'provola', 'parmesan rind'],
    accept: ['pasta e patate', 'pasta e patate con la provola'],
    mustKeep: ['potatoes', 'pasta mista'],
    cuisine: 'Italian',
  },
  {
    list: ['friarielli', 'italian sausages', 'chilli'],
    accept: ['salsiccia e friarielli', 'sausage and friarielli', 'salsicce e friarielli'],
    mustKeep: ['friarielli', 'italian sausages'],
    cuisine: 'Italian',
  },
  // Calabria
  {
    list: ['nduja', 'fusilli', 'tin chopped tomatoes'],
    accept: ['pasta alla nduja', 'nduja pasta', "pasta with 'nduja"],
    mustKeep: ['nduja'],
    cuisine: 'Italian',
  },
  // Sardinia
  {
    list: ['fregola', '1kg clams', 'cherry tomatoes'],
    accept: ['fregola con arselle', 'fregola with clams', 'fregula con arselle'],
    mustKeep: ['fregola', '1kg clams'],
    cuisine: 'Italian',
  },
  // Liguria
  {
    list: ['trofie', 'basil', 'pine nuts', 'pecorino', 'new potatoes', 'green beans', 'garlic'],
    accept: [
      'trofie al pesto',
      'pasta al pesto genovese',
      'pesto alla genovese',
      'pasta with pesto, potatoes and beans',
    ],
    mustKeep: ['trofie', 'basil'],
    cuisine: 'Italian',
  },
  {
    list: ['chickpea flour', 'olive oil', 'rosemary'],
    accept: ['farinata', 'socca', 'chickpea pancake'],
    mustKeep: ['chickpea flour'],
    cuisine: 'Italian',
  },
  // Piedmont
  {
    list: ['veal topside', 'tin of tuna', 'mayonnaise', 'capers'],
    accept: ['vitello tonnato'],
    mustKeep: ['veal topside', 'tin of tuna'],
    cuisine: 'Italian',
  },
  {
    list: [
      'anchovies in oil',
      'garlic',
      'butter',
      'olive oil',
      'red peppers',
      'celery',
      'cardoons',
    ],
    accept: ['bagna cauda', 'bagna caoda'],
    mustKeep: ['anchovies in oil'],
    cuisine: 'Italian',
  },
  // Veneto
  {
    list: ['arborio rice', 'frozen peas', 'pancetta', 'onion', 'parmesean', 'chicken stock cube'],
    accept: ['risi e bisi', 'rice and peas'],
    mustKeep: ['arborio rice', 'frozen peas'],
    cuisine: 'Italian',
  },
  // Emilia
  {
    list: ['tortelini', 'chicken stock', 'parmesan'],
    accept: ['tortellini in brodo'],
    mustKeep: ['tortelini'],
    cuisine: 'Italian',
  },
  // Tuscany
  {
    list: [
      'cavolo nero',
      'tin canellini beans',
      'stale bread',
      'carrots',
      'celery',
      'red onion',
      'parmesan rind',
      'savoy cabbage',
    ],
    accept: ['ribollita'],
    mustKeep: ['cavolo nero', 'stale bread'],
    cuisine: 'Italian',
  },
  {
    list: ['stale bread', 'ripe tomatoes', 'basil'],
    accept: ['pappa al pomodoro', 'panzanella'],
    mustKeep: ['stale bread', 'ripe tomatoes'],
    cuisine: 'Italian',
  },
  // Friuli
  {
    list: ['400g montasio', 'potatoes', 'onion', 'butter', 'polenta'],
    accept: ['frico', 'frico con patate'],
    mustKeep: ['400g montasio'],
    cuisine: 'Italian',
  },
  // Alto Adige
  {
    list: ['stale bread rolls', 'speck', 'eggs', 'milk', 'chives', 'beef broth'],
    accept: ['canederli', 'speckknodel', 'speckknödel', 'bread dumplings', 'knodel', 'knödel'],
    mustKeep: ['stale bread rolls', 'speck'],
    cuisine: 'Italian',
  },
  {
    list: ['ditalini', 'dried chickpeas', 'rosemary', 'tomato puree'],
    accept: ['pasta e ceci', 'pasta with chickpeas'],
    mustKeep: ['dried chickpeas'],
    cuisine: 'Italian',
    safety: { item: 'dried chickpeas', mustMention: ['soak'] },
  },
  // Spain: Galicia
  {
    list: ['frozen octopus', 'potatoes', 'smoked paprika'],
    accept: ['pulpo a la gallega', 'pulpo a feira', 'galician octopus'],
    mustKeep: ['frozen octopus'],
    cuisine: 'Spanish',
    safety: { item: 'frozen octopus', mustMention: ['defrost/thaw'] },
  },
  {
    list: ['grelos', 'tin white beans', 'potatoes', 'chorizo', 'pork belly', 'ham bone'],
    accept: ['caldo gallego', 'galician broth'],
    mustKeep: ['grelos'],
    cuisine: 'Spanish',
  },
  // Asturias
  {
    list: ['fabes', 'chorizo', 'morcilla', 'panceta', 'saffron'],
    accept: ['fabada', 'fabada asturiana'],
    mustKeep: ['fabes'],
    cuisine: 'Spanish',
    safety: { item: 'fabes', mustMention: ['soak'] },
  },
  // Basque Country
  {
    list: ['tuna steaks', 'potatoes', 'green pepper', 'choricero pepper paste', 'onion', 'tomato'],
    accept: ['marmitako'],
    mustKeep: ['tuna steaks', 'potatoes'],
    cuisine: 'Spanish',
  },
  {
    list: ['salt cod', 'garlic', 'olive oil', 'guindilla'],
    accept: ['bacalao al pil pil', 'bacalao pil pil', 'cod pil pil'],
    mustKeep: ['salt cod'],
    cuisine: 'Spanish',
    safety: { item: 'salt cod', mustMention: ['soak'] },
  },
  {
    list: ['red peppers', 'green peppers', 'onion', 'eggs', 'tomatoes', 'bayonne ham'],
    accept: ['piperrada', 'piperade'],
    mustKeep: ['red peppers', 'eggs'],
    cuisine: 'Spanish',
  },
  // Catalonia
  {
    list: ['aubergine', 'red peppers', 'onion'],
    accept: ['escalivada'],
    mustKeep: ['aubergine', 'red peppers'],
    cuisine: 'Spanish',
  },
  {
    list: [
      'fideos',
      'frozen prawns',
      'squid',
      'fish stock',
      'alioli',
      'tomato',
      'smoked paprika',
      'peas',
    ],
    accept: ['fideua', 'fideuà'],
    mustKeep: ['fideos'],
    cuisine: 'Spanish',
  },
  {
    list: ['butifarra', 'jar of white beans', 'garlic'],
    accept: ['botifarra amb mongetes', 'butifarra con judias', 'butifarra with white beans'],
    mustKeep: ['butifarra', 'jar of white beans'],
    cuisine: 'Spanish',
  },
  // Valencia
  {
    list: [
      'paella rice',
      'pork ribs',
      'tin chickpeas',
      'morcilla',
      'potato',
      'tomato',
      'whole garlic bulb',
    ],
    accept: ['arroz al horno', 'arros al forn', 'baked rice'],
    mustKeep: ['paella rice', 'morcilla'],
    cuisine: 'Spanish',
  },
  // Andalusia
  {
    list: ['1kg tomatoes', 'stale bread', 'garlic', 'olive oil', 'boiled eggs', 'jamon'],
    accept: ['salmorejo'],
    mustKeep: ['1kg tomatoes', 'stale bread'],
    cuisine: 'Spanish',
  },
  {
    list: ['spinnach', 'tin of chickpeas', 'cumin', 'bread'],
    accept: ['espinacas con garbanzos', 'spinach with chickpeas'],
    mustKeep: ['spinnach', 'tin of chickpeas'],
    cuisine: 'Spanish',
  },
  {
    list: ['boquerones', 'flour', 'lemon'],
    accept: ['boquerones fritos', 'pescaito frito', 'fried anchovies', 'fried fresh anchovies'],
    mustKeep: ['boquerones'],
    cuisine: 'Spanish',
  },
  // Castile
  {
    list: ['stale bread', 'garlic', 'pimenton', 'eggs', 'jamon serrano'],
    accept: ['sopa castellana', 'sopa de ajo', 'garlic soup'],
    mustKeep: ['garlic', 'stale bread'],
    cuisine: 'Spanish',
  },
  {
    list: [
      'dried chickpeas',
      'beef shin',
      'chorizio',
      'morcilla',
      'cabbage',
      'carrots',
      'fideos',
      'chicken thighs',
    ],
    accept: ['cocido madrileno', 'cocido madrileño', 'cocido'],
    mustKeep: ['dried chickpeas'],
    cuisine: 'Spanish',
    safety: { item: 'dried chickpeas', mustMention: ['soak'] },
  },
  // Canaries
  {
    list: ['small potatoes', 'coarse sea salt', 'mojo rojo'],
    accept: ['papas arrugadas', 'papas arrugadas con mojo', 'wrinkled potatoes'],
    mustKeep: ['small potatoes'],
    cuisine: 'Spanish',
  },
  {
    list: ['brown lentils', 'chorizo', 'carrot', 'potato'],
    accept: ['lentejas', 'lentejas con chorizo', 'lentil stew with chorizo'],
    mustKeep: ['brown lentils', 'chorizo'],
    cuisine: 'Spanish',
  },
  // Portugal and the Azores
  {
    list: ['bacalhau', 'potato sticks', '6 eggs', 'onions', 'black olives'],
    accept: ['bacalhau a bras', 'bacalhau à brás'],
    mustKeep: ['bacalhau', '6 eggs'],
    cuisine: 'Spanish',
    safety: { item: 'bacalhau', mustMention: ['soak'] },
  },
  {
    list: ['potatoes', 'couve galega', 'chouriço'],
    accept: ['caldo verde'],
    mustKeep: ['couve galega'],
    cuisine: 'Spanish',
  },
  {
    list: ['duck legs', 'rice', 'chouriço', 'bacon'],
    accept: ['arroz de pato', 'duck rice'],
    mustKeep: ['duck legs', 'rice'],
    cuisine: 'Spanish',
  },
  {
    list: [
      'pork shoulder',
      'clams',
      'potatoes',
      'white wine',
      'massa de pimentão',
      'coriander',
      'pickles',
    ],
    accept: ['carne de porco a alentejana', 'carne de porco à alentejana', 'pork and clams'],
    mustKeep: ['pork shoulder', 'clams'],
    cuisine: 'Spanish',
  },
  // France: Alsace
  {
    list: [
      'sauerkrat',
      'smoked pork chops',
      'frankfurters',
      'potatoes',
      'riesling',
      'juniper berries',
    ],
    accept: ['choucroute garnie', 'choucroute'],
    mustKeep: ['sauerkrat'],
    cuisine: 'French',
  },
  {
    list: ['creme fraiche', 'lardons', 'onion', 'pizza dough'],
    accept: ['flammekueche', 'tarte flambee', 'tarte flambée', 'flammkuchen'],
    mustKeep: ['creme fraiche', 'lardons'],
    cuisine: 'French',
  },
  // Brittany
  {
    list: ['buckwheat flour', 'ham', 'eggs', 'emmental'],
    accept: [
      'galette complete',
      'galette complète',
      'buckwheat galettes',
      'galettes bretonnes',
      'galette',
    ],
    mustKeep: ['buckwheat flour'],
    cuisine: 'French',
  },
  // Normandy
  {
    list: [
      'chicken thighs',
      'dry cider',
      'apples',
      'creme fraiche',
      'mushrooms',
      'calvados',
      'shallots',
    ],
    accept: [
      "poulet vallee d'auge",
      "poulet vallée d'auge",
      'chicken in cider',
      'normandy chicken',
      'poulet au cidre',
    ],
    mustKeep: ['chicken thighs', 'dry cider'],
    cuisine: 'French',
  },
  {
    list: ['2kg mussles', 'cider', 'double cream', 'shallots'],
    accept: ['moules a la normande', 'moules normandes', 'mussels in cider', 'moules au cidre'],
    mustKeep: ['2kg mussles', 'cider'],
    cuisine: 'French',
  },
  // Provence
  {
    list: ['onions', 'anchovies', 'black olives', 'ready rolled puff pastry'],
    accept: ['pissaladiere', 'pissaladière'],
    mustKeep: ['onions', 'anchovies'],
    cuisine: 'French',
  },
  {
    list: ['beef chuck', 'red wine', 'orange', 'black olives', 'carrots', 'lardons', 'thyme'],
    accept: ['daube provencale', 'daube provençale', 'daube', 'beef daube'],
    mustKeep: ['beef chuck', 'red wine'],
    cuisine: 'French',
  },
  // South-west
  {
    list: ['duck confit', 'toulouse sausages', 'dried haricot beans', 'pork belly', 'tomato paste'],
    accept: ['cassoulet'],
    mustKeep: ['dried haricot beans', 'duck confit'],
    cuisine: 'French',
    safety: { item: 'dried haricot beans', mustMention: ['soak'] },
  },
  {
    list: [
      'savoy cabbage',
      'duck confit',
      'tin white beans',
      'potatoes',
      'carrots',
      'leeks',
      'bayonne ham',
    ],
    accept: ['garbure'],
    mustKeep: ['savoy cabbage', 'duck confit'],
    cuisine: 'French',
  },
  // Lyon
  {
    list: ['frisee', 'lardons', 'eggs', 'croutons'],
    accept: ['salade lyonnaise', 'frisee aux lardons'],
    mustKeep: ['frisee', 'lardons'],
    cuisine: 'French',
  },
  {
    list: ['chicken pieces', 'red wine vinegar', 'tomatoes', 'shallots', 'cream'],
    accept: ['poulet au vinaigre', 'chicken in vinegar'],
    mustKeep: ['chicken pieces', 'red wine vinegar'],
    cuisine: 'French',
  },
  // Savoie, Auvergne
  {
    list: ['floury potatoes', 'tomme fraiche', 'butter', 'cream', 'garlic'],
    accept: ['aligot'],
    mustKeep: ['tomme fraiche'],
    cuisine: 'French',
  },
  {
    list: ['cabbage', 'smoked pork shoulder', 'saucisses', 'carrots', 'potatoes', 'turnips'],
    accept: ['potee auvergnate', 'potée auvergnate', 'potee', 'potée'],
    mustKeep: ['cabbage', 'smoked pork shoulder'],
    cuisine: 'French',
  },
  // Belgium
  {
    list: [
      'stewing beef',
      'brown beer',
      'onions',
      'speculoos',
      'mustard',
      'bay leaves',
      'chips to serve',
    ],
    accept: ['carbonnade flamande', 'stoofvlees', 'carbonade flamande', 'flemish beef stew'],
    mustKeep: ['stewing beef', 'brown beer'],
    cuisine: 'French',
  },
  {
    list: ['chicory', 'ham slices', 'milk', 'butter', 'flour', 'gruyere'],
    accept: [
      'chicons au gratin',
      'witloof met hesp en kaas',
      'chicory gratin',
      'endives au jambon',
    ],
    mustKeep: ['chicory', 'ham slices'],
    cuisine: 'French',
  },
  {
    list: ['whole chicken', 'leeks', 'carrots', 'cream', 'egg yolks', 'potatoes'],
    accept: ['waterzooi', 'gentse waterzooi', 'chicken waterzooi'],
    mustKeep: ['whole chicken', 'leeks'],
    cuisine: 'French',
  },
  // Netherlands
  {
    list: ['curly kale', 'potatoes', 'rookworst'],
    accept: ['boerenkool stamppot', 'stamppot boerenkool', 'boerenkool', 'stamppot'],
    mustKeep: ['curly kale', 'rookworst'],
    cuisine: 'Eastern European',
  },
  {
    list: ['potatoes', 'carrots', 'onions', 'butter'],
    accept: ['hutspot'],
    mustKeep: ['carrots', 'potatoes'],
    cuisine: 'Eastern European',
  },
  {
    list: ['split peas', 'rookworst', 'celeriac', 'leek', 'pork ribs', 'carrots', 'bacon lardons'],
    accept: ['erwtensoep', 'snert', 'split pea soup', 'dutch pea soup'],
    mustKeep: ['split peas'],
    cuisine: 'Eastern European',
  },
  // Germany: Bavaria
  {
    list: ['pork shoulder with rind', 'dark beer', 'onions', 'caraway'],
    accept: ['schweinebraten', 'bavarian roast pork', 'krustenbraten'],
    mustKeep: ['pork shoulder with rind'],
    cuisine: 'Eastern European',
  },
  // Swabia
  {
    list: ['spätzle', 'emmental', 'onions', 'butter'],
    accept: ['kasespatzle', 'käsespätzle', 'kaesspaetzle', 'cheese spaetzle', 'cheese spatzle'],
    mustKeep: ['spätzle', 'emmental'],
    cuisine: 'Eastern European',
  },
  {
    list: [
      'brown lentils',
      'spaetzle',
      'frankfurters',
      'bacon',
      'vinegar',
      'carrot',
      'leek',
      'celeriac',
    ],
    accept: [
      'linsen mit spatzle',
      'linsen mit spätzle',
      'linsen und spatzle',
      'lentils with spaetzle',
    ],
    mustKeep: ['brown lentils', 'spaetzle'],
    cuisine: 'Eastern European',
  },
  // Rhineland
  {
    list: [
      'beef topside',
      'red wine vinegar',
      'onions',
      'lebkuchen',
      'raisins',
      'carrots',
      'bay leaves',
    ],
    accept: ['sauerbraten', 'rheinischer sauerbraten'],
    mustKeep: ['beef topside', 'red wine vinegar'],
    cuisine: 'Eastern European',
  },
  {
    list: ['potatoes', 'onion', 'eggs', 'apple sauce'],
    accept: ['reibekuchen', 'kartoffelpuffer', 'potato pancakes', 'reibeplatzchen'],
    mustKeep: ['potatoes'],
    cuisine: 'Eastern European',
  },
  // The north
  {
    list: ['tin of corned beef', 'potatoes', 'beetroot', 'gherkins', 'fried eggs', 'rollmops'],
    accept: ['labskaus', 'lobscouse'],
    mustKeep: ['tin of corned beef'],
    cuisine: 'Eastern European',
  },
  {
    list: ['grünkohl', 'pinkel', 'kassler', 'onions', 'oats'],
    accept: [
      'grunkohl mit pinkel',
      'grünkohl mit pinkel',
      'grunkohl',
      'grünkohl',
      'kale and pinkel',
    ],
    mustKeep: ['grünkohl'],
    cuisine: 'Eastern European',
  },
  // Saxony
  {
    list: ['waxy potatoes', 'gherkins', 'onion', 'vinegar', 'beef stock', 'bacon'],
    accept: [
      'kartoffelsalat',
      'german potato salad',
      'schwabischer kartoffelsalat',
      'potato salad',
    ],
    mustKeep: ['waxy potatoes'],
    cuisine: 'Eastern European',
  },
  // Austria
  {
    list: ['beef rump', 'carrots', 'celeriac', 'leek', 'horseradish', 'apple'],
    accept: ['tafelspitz'],
    mustKeep: ['beef rump'],
    cuisine: 'Eastern European',
  },
  {
    list: ['eggs', 'flour', 'milk', 'raisins', 'icing sugar', 'rum', 'apple sauce', 'butter'],
    accept: ['kaiserschmarrn', 'kaiserschmarren'],
    mustKeep: ['raisins', 'eggs'],
    cuisine: 'Eastern European',
  },
  // Switzerland
  {
    list: ['potatos', 'butter', 'bacon', 'fried egg'],
    accept: ['rosti', 'rösti', 'roesti'],
    mustKeep: ['potatos'],
    cuisine: 'French',
  },
  {
    list: ['veal strips', 'mushrooms', 'cream', 'white wine', 'onion'],
    accept: [
      'zurcher geschnetzeltes',
      'zürcher geschnetzeltes',
      'geschnetzeltes',
      'zurich style veal',
    ],
    mustKeep: ['veal strips'],
    cuisine: 'French',
  },
  // Denmark
  {
    list: ['pork mince', 'onion', 'egg', 'oats', 'milk', 'new potatoes', 'red cabbage jar'],
    accept: ['frikadeller', 'danish meatballs'],
    mustKeep: ['pork mince'],
    cuisine: 'Eastern European',
  },
  // Sweden
  {
    list: ['potatoes', 'onions', 'ansjovis', 'cream'],
    accept: ['janssons frestelse', "jansson's temptation", 'janssons temptation'],
    mustKeep: ['ansjovis'],
    cuisine: 'Eastern European',
  },
  {
    list: ['leftover boiled potatoes', 'falukorv', 'onion', 'eggs', 'pickled beetroot'],
    accept: ['pyttipanna', 'pytt i panna', 'swedish hash'],
    mustKeep: ['leftover boiled potatoes'],
    cuisine: 'Eastern European',
  },
  {
    list: ['dried yellow peas', 'pork knuckle', 'onion', 'mustard'],
    accept: ['artsoppa', 'ärtsoppa', 'swedish pea soup', 'yellow pea soup'],
    mustKeep: ['dried yellow peas'],
    cuisine: 'Eastern European',
    safety: { item: 'dried yellow peas', mustMention: ['soak'] },
  },
  // Norway
  {
    list: ['lamb neck', 'white cabbage', 'black peppercorns'],
    accept: ['farikal', 'fårikål', 'lamb and cabbage stew'],
    mustKeep: ['lamb neck', 'white cabbage'],
    cuisine: 'Eastern European',
  },
  // Finland
  {
    list: [
      'salmon fillets',
      'potatoes',
      'cream',
      'dill',
      'leek',
      'carrot',
      'allspice',
      'rye bread',
    ],
    accept: ['lohikeitto', 'salmon soup', 'finnish salmon soup'],
    mustKeep: ['salmon fillets'],
    cuisine: 'Eastern European',
  },
  // Iceland
  {
    list: ['frozen cod fillets', 'potatoes', 'onion', 'milk', 'butter', 'flour', 'rye bread'],
    accept: ['plokkfiskur', 'icelandic fish stew', 'fish hash'],
    mustKeep: ['frozen cod fillets'],
    cuisine: 'Eastern European',
    safety: { item: 'frozen cod fillets', mustMention: ['defrost/thaw/cooked through/flakes'] },
  },
  // Baltics
  {
    list: ['grey peas', 'smoked bacon', 'onion'],
    accept: ['peleki zirni', 'pelēkie zirņi', 'grey peas with bacon'],
    mustKeep: ['grey peas'],
    cuisine: 'Eastern European',
    safety: { item: 'grey peas', mustMention: ['soak'] },
  },
  {
    list: ['potatoes', 'pork mince', 'sour cream', 'bacon'],
    accept: ['cepelinai', 'didzkukuliai', 'zeppelins'],
    mustKeep: ['potatoes', 'pork mince'],
    cuisine: 'Eastern European',
  },
  // Poland
  {
    list: ['zakwas', 'white sausage', 'eggs', 'potatoes'],
    accept: ['zurek', 'żurek', 'sour rye soup'],
    mustKeep: ['zakwas'],
    cuisine: 'Eastern European',
  },
  {
    list: ['white cabbage', 'pork mince', 'rice', 'tomato soup'],
    accept: ['golabki', 'gołąbki', 'stuffed cabbage', 'stuffed cabbage rolls', 'cabbage rolls'],
    mustKeep: ['white cabbage', 'pork mince'],
    cuisine: 'Eastern European',
  },
  {
    list: ['potatoes', 'twarog', 'onion', 'flour', 'egg', 'sour cream', 'streaky bacon'],
    accept: ['pierogi ruskie', 'pierogi', 'varenyky'],
    mustKeep: ['twarog'],
    cuisine: 'Eastern European',
  },
  // Czechia, Slovakia
  {
    list: ['beef sirloin', 'carrots', 'parsnip', 'celeriac', 'cream', 'cranberries', 'knedliky'],
    accept: ['svickova', 'svíčková', 'svickova na smetane'],
    mustKeep: ['beef sirloin', 'cream'],
    cuisine: 'Eastern European',
  },
  {
    list: ['potatoes', 'bryndza', 'bacon'],
    accept: ['bryndzove halusky', 'bryndzové halušky', 'halusky'],
    mustKeep: ['bryndza'],
    cuisine: 'Eastern European',
  },
  // Hungary
  {
    list: ['peppers', 'tomatoes', 'onions', 'kolbász'],
    accept: ['lecso', 'lecsó'],
    mustKeep: ['peppers'],
    cuisine: 'Eastern European',
  },
  {
    list: ['chicken legs', 'onion', 'sweet paprika', 'sour cream', 'flour', 'eggs', 'green pepper'],
    accept: ['paprikas csirke', 'csirkepaprikas', 'chicken paprikash', 'paprikash'],
    mustKeep: ['chicken legs', 'sweet paprika'],
    cuisine: 'Eastern European',
  },
  // Romania, Moldova
  {
    list: ['sauerkraut leaves', 'pork mince', 'rice', 'smoked bacon', 'tomato paste', 'dill'],
    accept: ['sarmale', 'stuffed cabbage rolls', 'cabbage rolls'],
    mustKeep: ['sauerkraut leaves', 'pork mince'],
    cuisine: 'Eastern European',
  },
  {
    list: ['cornmeal', 'telemea', 'sour cream'],
    accept: ['mamaliga', 'mămăligă', 'mamaliga cu branza', 'polenta'],
    mustKeep: ['cornmeal'],
    cuisine: 'Eastern European',
  },
  {
    list: ['pork mince', 'rice', 'bors', 'lovage', 'carrots', 'peppers', 'onion', 'egg'],
    accept: ['ciorba de perisoare', 'ciorbă de perișoare', 'meatball soup', 'sour meatball soup'],
    mustKeep: ['pork mince', 'bors'],
    cuisine: 'Eastern European',
  },
  // Bulgaria
  {
    list: ['filo pastry', 'sirene', 'eggs', 'yoghurt'],
    accept: ['banitsa', 'banica', 'banitza'],
    mustKeep: ['filo pastry', 'sirene'],
    cuisine: 'Eastern European',
  },
  // Serbia, Croatia, Bosnia, Slovenia
  {
    list: ['beef mince', 'pork mince', 'onion', 'ajvar', 'lepinja', 'kajmak', 'chips'],
    accept: ['pljeskavica'],
    mustKeep: ['beef mince'],
    cuisine: 'Eastern European',
  },
  {
    list: ['dried white beans', 'onions', 'paprika'],
    accept: ['prebranac', 'baked beans serbian'],
    mustKeep: ['dried white beans'],
    cuisine: 'Eastern European',
    safety: { item: 'dried white beans', mustMention: ['soak'] },
  },
  {
    list: [
      'beef topside',
      'prunes',
      'red wine',
      'bacon',
      'gnocchi',
      'carrots',
      'cloves',
      'dried figs',
    ],
    accept: ['pasticada', 'pašticada', 'dalmatian pot roast'],
    mustKeep: ['beef topside', 'prunes'],
    cuisine: 'Eastern European',
  },
  {
    list: ['filo', 'beef mince', 'onion'],
    accept: ['burek', 'borek', 'meat burek'],
    mustKeep: ['filo', 'beef mince'],
    cuisine: 'Eastern European',
  },
  // Albania, North Macedonia
  {
    list: ['dried butter beans', 'onion', 'paprika', 'mint'],
    accept: ['tavce gravce', 'tavče gravče', 'baked beans macedonian', 'gigantes'],
    mustKeep: ['dried butter beans'],
    cuisine: 'Greek',
    safety: { item: 'dried butter beans', mustMention: ['soak'] },
  },
  // Greece and its islands, Cyprus
  {
    list: ['green beans', 'potatoes', 'tin tomatoes', 'olive oil'],
    accept: ['fasolakia', 'fasolakia ladera', 'greek green beans'],
    mustKeep: ['green beans'],
    cuisine: 'Greek',
  },
  {
    list: ['big tomatoes', 'green peppers', 'rice', 'mince'],
    accept: ['gemista', 'yemista', 'stuffed tomatoes and peppers', 'stuffed peppers'],
    mustKeep: ['big tomatoes', 'rice'],
    cuisine: 'Greek',
  },
  {
    list: ['dried white beans', 'carrots', 'celery', 'tomato paste'],
    accept: ['fasolada', 'greek bean soup', 'bean soup'],
    mustKeep: ['dried white beans'],
    cuisine: 'Greek',
    safety: { item: 'dried white beans', mustMention: ['soak'] },
  },
  {
    list: ['barley rusks', 'tomatoes', 'feta', 'olive oil', 'oregano', 'capers', 'kalamata olives'],
    accept: ['dakos', 'cretan dakos', 'koukouvagia'],
    mustKeep: ['barley rusks'],
    cuisine: 'Greek',
  },
  {
    list: ['lamb', 'orzo', 'tomatoes', 'cinnamon'],
    accept: ['giouvetsi', 'youvetsi', 'yiouvetsi', 'lamb giouvetsi'],
    mustKeep: ['lamb', 'orzo'],
    cuisine: 'Greek',
  },
  {
    list: ['potatoes', 'corgettes', 'aubergine', 'tomatoes', 'red onion', 'olive oil', 'feta'],
    accept: ['briam', 'briami', 'greek roast vegetables'],
    mustKeep: ['corgettes', 'potatoes'],
    cuisine: 'Greek',
  },
  {
    list: ['vine leaves', 'pork mince', 'rice', 'tomato'],
    accept: ['koupepia', 'dolmades', 'dolmadakia', 'stuffed vine leaves'],
    mustKeep: ['vine leaves'],
    cuisine: 'Greek',
  },
  // Malta
  {
    list: ['rabbit', 'red wine', 'peas', 'potatoes', 'tomato paste', 'garlic', 'bay leaf'],
    accept: ['stuffat tal-fenek', 'stuffat tal fenek', 'rabbit stew', 'maltese rabbit stew'],
    mustKeep: ['rabbit'],
    cuisine: 'Italian',
  },
  // Ukraine, Belarus, Russia
  {
    list: ['buckwheat', 'beef', 'onion', 'carrot'],
    accept: [
      'grechka s myasom',
      'buckwheat with meat',
      'grechka',
      'kasha with beef',
      'buckwheat kasha',
    ],
    mustKeep: ['buckwheat'],
    cuisine: 'Eastern European',
  },
  {
    list: ['tvorog', 'egg', 'flour', 'sugar', 'sour cream', 'vanilla sugar', 'raisins'],
    accept: ['syrniki', 'sirniki', 'cottage cheese pancakes'],
    mustKeep: ['tvorog'],
    cuisine: 'Eastern European',
  },
  {
    list: [
      'pickled cucumbers',
      'smoked sausage',
      'olives',
      'lemon',
      'tomato paste',
      'onion',
      'ham',
    ],
    accept: ['solyanka', 'solianka', 'meat solyanka'],
    mustKeep: ['pickled cucumbers', 'smoked sausage'],
    cuisine: 'Eastern European',
  },
  // Georgia, Armenia
  {
    list: ['chicken thighs', 'tomatoes', 'onions', 'coriander'],
    accept: ['chakhokhbili'],
    mustKeep: ['chicken thighs'],
    cuisine: 'Eastern European',
  },
  {
    list: ['dried red kidney beans', 'walnuts', 'coriander', 'garlic'],
    accept: ['lobio', 'georgian bean stew'],
    mustKeep: ['dried red kidney beans'],
    cuisine: 'Eastern European',
    safety: { item: 'dried red kidney beans', mustMention: ['soak', 'boil'] },
  },
  {
    list: ['suluguni', 'mozzarella', 'eggs', 'flour', 'yoghurt', 'butter'],
    accept: ['khachapuri', 'adjarian khachapuri', 'imeruli khachapuri'],
    mustKeep: ['suluguni'],
    cuisine: 'Eastern European',
  },
  // UK: Scotland
  {
    list: ['smoked haddock', 'potatoes', 'onion', 'milk', 'butter', 'leek', 'chives', 'oatcakes'],
    accept: ['cullen skink'],
    mustKeep: ['smoked haddock'],
    cuisine: 'British everyday',
  },
  {
    list: ['leftover roast beef', 'potatoes', 'onions', 'dripping'],
    accept: ['stovies'],
    mustKeep: ['leftover roast beef', 'potatoes'],
    cuisine: 'British everyday',
  },
  {
    list: ['beef mince', 'onion', 'carrots', 'potatoes', 'bisto', 'frozen peas', 'skirlie oats'],
    accept: ['mince and tatties', 'mince and potatoes', 'savoury mince'],
    mustKeep: ['beef mince'],
    cuisine: 'British everyday',
  },
  // Wales
  {
    list: ['lamb neck', 'leeks', 'swede', 'potatoes'],
    accept: ['cawl', 'welsh cawl'],
    mustKeep: ['lamb neck', 'leeks'],
    cuisine: 'British everyday',
  },
  // The North
  {
    list: ['neck of lamb', 'potatoes', 'onions'],
    accept: ['lancashire hotpot', 'hotpot'],
    mustKeep: ['neck of lamb'],
    cuisine: 'British everyday',
  },
  {
    list: ['brisket', 'potatoes', 'carrots', 'onions', 'pickled red cabbage', 'oxo cubes'],
    accept: ['scouse', 'lobscouse'],
    mustKeep: ['brisket'],
    cuisine: 'British everyday',
  },
  // West Country
  {
    list: ['beef skirt', 'swede', 'potatoes', 'onion', 'shortcrust pastry', 'egg', 'white pepper'],
    accept: ['cornish pasty', 'cornish pasties', 'pasty'],
    mustKeep: ['beef skirt', 'shortcrust pastry'],
    cuisine: 'British everyday',
  },
  // Ireland
  {
    list: ['potatoes', 'cabage', 'butter', 'scallions'],
    accept: ['colcannon'],
    mustKeep: ['potatoes', 'cabage'],
    cuisine: 'British everyday',
  },
  {
    list: ['sausages', 'rashers', 'potatoes', 'onions'],
    accept: ['dublin coddle', 'coddle'],
    mustKeep: ['sausages', 'rashers'],
    cuisine: 'British everyday',
  },
  {
    list: ['potatoes', 'plain flour', 'buttermilk'],
    accept: ['boxty', 'boxty pancakes'],
    mustKeep: ['buttermilk', 'potatoes'],
    cuisine: 'British everyday',
  },
  {
    list: ['plain flour', 'buttermilk', 'bread soda'],
    accept: ['soda bread', 'irish soda bread', 'brown soda bread'],
    mustKeep: ['buttermilk'],
    cuisine: 'British everyday',
  },
]
