// The offline chef's knowledge of ingredients: our own data, written for this project.

import type { Amount, Category, DietFlags, LexiconEntry, Row, Tag } from './lexicon-types.ts'
import { isUnit, TAGS } from './lexicon-types.ts'
import { EVERYDAY_AND_REGIONAL_NAMES_ROWS } from './rows/everyday-and-regional-names-rows.ts'
import { BAKES_PUDDINGS_ROWS } from './rows/bakes-puddings-rows.ts'
import { BRITISH_AMERICAN_ROWS } from './rows/british-american-rows.ts'
import { EAST_ASIAN_ROWS } from './rows/east-asian-rows.ts'
import { ASIA_MIDEAST_EUROPE_ROWS } from './rows/asia-mideast-europe-rows.ts'
import { EUROPEAN_ROWS } from './rows/european-rows.ts'
import { SOUTH_ASIAN_MIDDLE_EAST_MEXICO_ROWS } from './rows/south-asian-middle-east-mexico-rows.ts'
import { AFRICA_AMERICAS_ROWS } from './rows/africa-americas-rows.ts'
import { SOUTH_EAST_ASIAN_ROWS } from './rows/south-east-asian-rows.ts'
import { CENTURY_EGG_ROWS } from './rows/century-egg-rows.ts'
import { SPANISH_POLISH_ETHIOPIAN_LATIN_ROWS } from './rows/spanish-polish-ethiopian-latin-rows.ts'
import { MIDDLE_EASTERN_AND_CHINESE_ROWS } from './rows/middle-eastern-and-chinese-rows.ts'
import { ONE_KITCHEN_PASTES_ROWS } from './rows/one-kitchen-pastes-rows.ts'
import { WEST_AFRICAN_CARIBBEAN_ROWS } from './rows/west-african-caribbean-rows.ts'
import { LEFTOVERS_CIDER_BARLEY_FLOUR_ROWS } from './rows/leftovers-cider-barley-flour-rows.ts'
import { COOKED_SIDES_ROWS } from './rows/cooked-sides-rows.ts'
import { CURED_EGGS_AND_CHEESE_RIND_ROWS } from './rows/cured-eggs-and-cheese-rind-rows.ts'
import { ASIAN_PASTES_AND_TEFF_ROWS } from './rows/asian-pastes-and-teff-rows.ts'
import { MORINGA_SOUR_ORANGE_SMOKED_HADDOCK_ROWS } from './rows/moringa-sour-orange-smoked-haddock-rows.ts'
import { KOKUM_AND_BANANA_STEM_ROWS } from './rows/kokum-and-banana-stem-rows.ts'
import { SIBLING_DISHES_26A_ROWS } from './rows/sibling-dishes-26a-rows.ts'
import { OGBONO_LONG_BEANS_LIVER_SPREAD_ROWS } from './rows/ogbono-long-beans-liver-spread-rows.ts'
import { GIZZARDS_AND_CASSAVA_LEAVES_ROWS } from './rows/gizzards-and-cassava-leaves-rows.ts'
import { FERMENTED_BLACK_BEANS_ROWS } from './rows/fermented-black-beans-rows.ts'
import { LEVANT_PERSIA_INDIA_HOME_ROWS } from './rows/levant-persia-india-home-rows.ts'
import { BRYNDZA_AND_SOYBEAN_SPROUTS_ROWS } from './rows/bryndza-and-soybean-sprouts-rows.ts'
import { STOCK_BONES_ROWS } from './rows/stock-bones-rows.ts'
import { ENDIVE_AND_HOME_KITCHEN_ROWS } from './rows/endive-and-home-kitchen-rows.ts'
import { DISTINCT_FOODS_ROWS } from './rows/distinct-foods-rows.ts'
import { CASSAREEP_WATERLEAF_BITTER_LEAF_ROWS } from './rows/cassareep-waterleaf-bitter-leaf-rows.ts'
import { GINSENG_JUJUBE_MOGHRABIEH_ROWS } from './rows/ginseng-jujube-moghrabieh-rows.ts'
import { READY_MADE_DUMPLINGS_ROWS } from './rows/ready-made-dumplings-rows.ts'
import { ROUND7_FOODS_ROWS } from './rows/round7-foods-rows.ts'
import { HOME6_WORDS_ROWS } from './rows/home6-words-rows.ts'
import { ROUND9_WORDS_ROWS } from './rows/round9-words-rows.ts'
import { HOME7_WORDS_ROWS } from './rows/home7-words-rows.ts'
import { DISTINCT_FOODS_2_ROWS } from './rows/distinct-foods-2-rows.ts'
import { HOME3_EAST_ASIA_ROWS } from './rows/home3-east-asia-rows.ts'
import { HOME3_ANGLO_ROWS } from './rows/home3-anglo-rows.ts'
import { DISTINCT_FOODS_3_ROWS } from './rows/distinct-foods-3-rows.ts'
import { HOME4_NORTH_ROWS } from './rows/home4-north-rows.ts'
import { HOME4_SOUTH_ROWS } from './rows/home4-south-rows.ts'
import { DISTINCT_FOODS_4_ROWS } from './rows/distinct-foods-4-rows.ts'
import { HOME5_CF_ROWS } from './rows/home5-cf-rows.ts'
import { HOME5_BEF_ROWS } from './rows/home5-bef-rows.ts'
import { PORK_BONE_AND_PALM_NUT_ROWS } from './rows/pork-bone-and-palm-nut-rows.ts'
import { FILIPINO_CARIBBEAN_WORDS_ROWS } from './rows/filipino-caribbean-words-rows.ts'
import { DISHES14_ROWS } from './rows/dishes14-rows.ts'
import { DISHES14B_ROWS } from './rows/dishes14b-rows.ts'
import { DISHES15A_ROWS } from './rows/dishes15a-rows.ts'
import { COVER16A_ROWS } from './rows/cover16a-rows.ts'
import { COVER16C_ROWS } from './rows/cover16c-rows.ts'
import { HOME17_ROWS } from './rows/home17-rows.ts'
import { HOME18A_ROWS } from './rows/home18a-rows.ts'
import { TYPED17B_ROWS } from './rows/typed17b-rows.ts'
import { HOME18C_ROWS } from './rows/home18c-rows.ts'
import { HOME18E_ROWS } from './rows/home18e-rows.ts'
import { MINIMAL19A_ROWS } from './rows/minimal19a-rows.ts'
import { HOME19C_ROWS } from './rows/home19c-rows.ts'
import { HOME19E_ROWS } from './rows/home19e-rows.ts'
import { HOME20D_ROWS } from './rows/home20d-rows.ts'
import { HOME21B_ROWS } from './rows/home21b-rows.ts'
import { HOME20C_ROWS } from './rows/home20c-rows.ts'
import { TAIL19B_ROWS } from './rows/tail19b-rows.ts'
import { TAIL19C_ROWS } from './rows/tail19c-rows.ts'
import { FIX20_ROWS } from './rows/fix20-rows.ts'
import { MIN20A_ROWS } from './rows/min20a-rows.ts'
import { HOME20A_ROWS } from './rows/home20a-rows.ts'
import { HOME22A_ROWS } from './rows/home22a-rows.ts'
import { HOME23A_ROWS } from './rows/home23a-rows.ts'
import { HOME24A_ROWS } from './rows/home24a-rows.ts'
import { HOME22B_ROWS } from './rows/home22b-rows.ts'
import { FIX24B_ROWS } from './rows/fix24b-rows.ts'
import { READ28_ROWS } from './rows/read28-rows.ts'
import { FIX26C_ROWS } from './rows/fix26c-rows.ts'
import { HOME23B_ROWS } from './rows/home23b-rows.ts'
import { COOKS_READ_27_ROWS } from './rows/cooks-read-27-rows.ts'
import { FIX26A_ROWS } from './rows/fix26a-rows.ts'
import { READ32_ROWS } from './rows/read32-rows.ts'

export type { Amount, Category, DietFlags, LexiconEntry, Row, Tag, Unit } from './lexicon-types.ts'
export { TAGS } from './lexicon-types.ts'

// prettier-ignore
const ROWS: readonly Row[] = [
  // poultry
  ['chicken breast', 'poultry', '1', 'chicken breast fillet|chicken fillet|chicken supreme|chicken mini fillets|chicken tenders|chicken tenderloins|chicken strips|chicken schnitzel|chicken escalope|chicken cutlet|pechuga de pollo|pechugas de pollo|pechuga|pechugas|filet de poulet|blanc de poulet|blancs de poulet|hähnchenbrust|hahnchenbrust|hühnerbrust|petto di pollo|peito de frango|pierś z kurczaka|piers z kurczaka|kurinoe file|kurinaya grudka|tavuk göğsü|tavuk gogsu|dak gaseumsal|ji xiong rou|ức gà|csirkemell|piept de pui', 'fillet'],
  ['chicken thigh', 'poultry', '2', 'chicken thigh fillet|boneless chicken thigh|poulet cuisses|cuisses de poulet|cuisse de poulet|hauts de cuisse|haut de cuisse|csirke comb|csirkecomb|csirkecombok|pulpe de pui|udka z kurczaka|udka kurczaka|kurinye bedra|contramuslos|contramuslo|encuentros de pollo|sovracosce|sovracoscia|hähnchenschenkel|dak dari|tori momo|torimomo|momo niku', ''],
  ['chicken drumstick', 'poultry', '2', 'drumstick|chicken leg', 'slow'],
  ['chicken wing', 'poultry', '4', 'wing', 'slow'],
  ['chicken', 'poultry', '150 g', 'chicken piece|diced chicken|whole chicken|capon|cappone|chook|frango|frango inteiro|coxa de frango|sobrecoxa|manok|chicken curry cut|curry cut chicken|chicken curry pieces|pollo presas|presas de pollo|pollo|pollo entero|pollo en presas|poulet|poulet entier|hähnchen|hahnchen|huhn|kip|kurczak|kuritsa|kura|csirke|pui|tavuk|kotopoulo|dak gogi|murgh|murgi|kozhi|ayam|morgh|djaj|dajaj|gai|ga ta|kuře|kure|pollastro', ''],
  ['cooked chicken', 'poultry', '100 g', 'leftover chicken|roast chicken|rotisserie chicken|shredded chicken|frango desfiado|frango cozido|frango assado', 'cooked'],
  ['chicken mince', 'poultry', '125 g', 'ground chicken|minced chicken|mince chicken', 'mince'],
  ['turkey', 'poultry', '150 g', 'turkey breast|turkey steak|turkey breast steak|turkey schnitzel|turkey escalope', 'fillet'],
  ['turkey mince', 'poultry', '125 g', 'ground turkey|minced turkey|mince turkey', 'mince'],
  ['duck breast', 'poultry', '1', 'duck|magret|entenbrust|petto d\'anatra', 'fillet'],
  // meat
  ['beef mince', 'meat', '125 g', 'minced beef|mince beef|ground chuck|ground round|ground sirloin|ground beef|mince|hamburger meat|lean mince|carne moida|carne picada|carne molida|kiyma|kıyma|dana kiyma|dana kıyma|kima|kimas|giniling na baka|minced meat|hamburger|hamburger mince|boeuf haché|bœuf haché|boeuf hache|viande hachée|viande hachee|hackfleisch|rinderhackfleisch|rundergehakt|carne macinata|macinato di manzo|mielone wołowe|mleté maso|darált hús|darált marhahús|qeema|keema|kheema|qeema mince|keema mince|beef keema|beef qeema|jauheliha|naudan jauheliha|nautajauheliha|köttfärs|kottfars|nötfärs|notfars|kjøttdeig|kjottdeig|hakket oksekød', 'mince'],
  ['steak', 'meat', '1', 'matambre|beef steak|bistec|bistecs|bisteces|carne para bistec|sirloin|sirloin steak|ribeye|rib eye|rump steak|fillet steak|flank steak|skirt steak|arrachera|arrachera steak|arracheras|minute steak|frying steak|rump|scotch fillet|t bone|porterhouse|tomahawk|beef fillet|fillet of beef|beef tenderloin|tenderloin steak|beef sirloin|beef rump|rump cap|picanha|alcatra|alcatra em cubos|beef flank|flank|rouladen|beef rouladen|rouladen beef|rouladen slices|beef rouladen slices|beef olives|bife de chorizo|bife de lomo|bife ancho|entraña|entrana|vacio|vacío|beef escalopes|beef escalope|milanesa steak|milanesa de res|carne para milanesa|beef schnitzel|beef schnitzels|rinderrouladen|rouladenfleisch|roulade beef|zrazy wołowe|zrazy|bife|filete de res', ''],
  ['stewing beef', 'meat', '175 g', 'braising steak|chuck steak|smoked beef|beef chuck|acem|acém|diced beef|beef shin|beef shank|beef shanks|klapstuk|sukadelappen|shin of beef|stew meat|casserole steak|stewing steak|diced steak|beef|karne ng baka|baka|assorted meat|assorted meats|hovězí|hovezi|hovězí maso|marha|marhahús|marhahus|carne de vita|govyadina|wołowina|wolowina|rindfleisch|rundvlees|manzo|boeuf|bœuf|viande de boeuf|dana eti|vodeino|moschari|niu rou|niurou|gyuniku|so gogi|sogogi|thịt bò|thit bo|daging sapi|daging lembu|gosht beef|bade ka gosht', 'slow'],
  ['pork chop', 'meat', '1', 'pork steak|pork loin steak|pork loin chop|pork loin steaks', ''],
  ['pork mince', 'meat', '125 g', 'ground pork|minced pork|mince pork|giniling|giniling na baboy|thit heo xay|thịt heo xay|thit lon xay|thịt lợn xay|thit xay|thịt xay|moo sap|mu sap|moo sab|moo saap|zhurou mo|zhu rou mo|zhurou xian|zhu rou xian|rou mo|roumo|jiao rou|dwaeji gogi gan|butaniku minchi|buta minchi|buta hikiniku|carne molida de cerdo|carne molida de puerco|hackfleisch vom schwein|schweinehack|varkensgehakt|mielone wieprzowe|giniling baboy|trư xay|daging babi cincang', 'mince'],
  ['pork shoulder', 'meat', '175 g', 'bondiola|bondiola de cerdo|pulled pork|pork|pernil|pernil de cerdo|pork pernil|baboy|karne ng baboy|kasim|carnitas|shredded pork|carne de porco|porco|lombo de porco aos cubos|carne de porco aos cubos|schweinefleisch|schweinenacken|maiale|carne di maiale|wieprzowina|karkówka|karkowka|svinina|cerdo|puerco|carne de cerdo|carne de puerco|babi|thit heo|thịt heo|thit lon|thịt lợn|dwaeji gogi|butaniku|vepřové|veprove|sertés|sertes|porc|carne de porc|domuz|hirino', 'slow'],
  ['pork fillet', 'meat', '125 g', 'pork tenderloin|pork loin|pork escalope|pork escalopes|pork medallions|pork schnitzel|pork schnitzels|schweineschnitzel|schnitzel|schnitzels|pork cutlet|pork cutlets|lomo de cerdo|cinta de lomo|filete de lomo|filetes de lomo', 'fillet'],
  ['lamb mince', 'meat', '125 g', 'ground lamb|minced lamb|mince lamb|kuzu kiyma|kuzu kıyma|lamb keema|mutton keema|mutton qeema|mutton mince|gosht keema', 'mince'],
  ['lamb chop', 'meat', '2', 'lamb cutlet|lamb steak', ''],
  ['lamb', 'meat', '175 g', 'lamb shoulder|diced lamb|lamb leg|leg of lamb|lamb neck|lamb meat|lamb ribs|lamb rib|rack of lamb ribs|lamb breast|breast of lamb|mutton flaps|lamb flaps|sipi', 'slow'],
  ['sausage', 'meat', '2', 'pork sausage|butifarra|botifarra|smoked sausage|smoked sausages|rookworst|falukorv|banger|chipolata|sausage meat|bratwurst|frankfurter|franks|hot dog|hotdog|hot dog sausages|hotdog sausages|wiener|wieners|wiener sausage|vienna sausage|frankfurter sausages|merguez|kielbasa|kiełbasa|cumberland sausage|lincolnshire sausage|boerewors|toulouse sausage|italian sausage|salsiccia|salsicce|salsiccia fresca|salsiccia di maiale|luganega|luganiga|polish sausage|andouille|cocktail sausages|chicken sausages|richmond sausages|loukaniko|loukanika|greek sausage|greek sausages|salsicha|saucisse|saucisse de strasbourg|saucisse de montbeliard|saucisse de morteau|saucisse de toulouse|knack|knacks|sausage patties|sausage patty|breakfast sausage patties|breakfast sausage patty|lorne sausage|lorne|square sausage|sliced sausage|slice sausage|kolbasz|kolbász|kolbasa|kovbasa|sausagemeat|snags|snag|snaggers|bbq sausages|barbecue sausages|salchichas tipo viena|wiener würstchen|wiener wurstchen|würstchen|wurstchen|saucisses|kielbaski|sosiski|sardelki|virsli|crenvursti|parówki|parowki|párky|parky|pinkel|pinkelwurst|pinkel sausages|kohlwurst', 'sausage'],
  ['burger', 'meat', '1', 'beef burger|burger patty|patty|beef burgers|burger patties|beef patties|hamburger patties|quarter pounders', 'mince'],
  ['meatballs', 'meat', '5', 'meatball', ''],
  ['venison', 'meat', '150 g', 'venison steak', 'slow'],
  // cured meat
  ['bacon', 'cured-meat', '2 rasher', 'streaky bacon|back bacon|bacon rasher|bacon lardons|lardons|canadian bacon|peameal bacon|poitrine fumee|poitrine fumée|lardons fumes|lardons fumés|rashers|rashers of bacon|back rashers|streaky rashers|smoked rashers|spekjes|speckwürfel|speckwurfel|boczek|boczek wędzony|boczek wedzony|szalonna|bacon cubes|spekblokjes|ontbijtspek|gerookte spekblokjes', ''],
  ['ham', 'cured-meat', '2 slice', 'tasso|tasso ham|cooked ham|sliced ham|cooked ham hock|shredded ham hock|pulled ham hock|jambon blanc|jambon de paris|jambon cuit|presunto|jambon|jamon cocido|jamón cocido|jamon york|jamon de york|jamon de cocinar|cooking ham', 'cooked'],
  ['chorizo', 'cured-meat', '40 g', 'chorizo sausage|sucuk|sujuk|longganisa|longaniza|longganisa sausage|longanisa|chouriço|chourico|chouriço sausage', 'sausage med'],
  ['pancetta', 'cured-meat', '40 g', 'cubed pancetta|guanciale|panceta|pancetta a cubetti|pancetta affumicata', 'italian'],
  ['prosciutto', 'cured-meat', '2 slice', 'parma ham|serrano ham|cured ham|jamon|jamon serrano|jamon iberico|pata negra|jamon pata negra|iberico ham|speck|speck alto adige|alto adige speck|südtiroler speck|sudtiroler speck', 'italian cooked'],
  ['salami', 'cured-meat', '30 g', 'pepperoni|nduja|saucisson|salchichon|salchichón|induveca|salami induveca|dominican salami', 'italian cooked'],
  ['corned beef', 'cured-meat', '75 g', 'salt beef|pastrami|bully beef|tinned corned beef|canned corned beef|salted beef|pickled beef|salt beef brisket|corned silverside|corned beef silverside|corned brisket|corned beef brisket', 'cooked'],
  ['black pudding', 'cured-meat', '2 slice', 'blood sausage|morcilla|blutwurst|blood pudding|kaszanka|boudin noir|bloedworst|verivorst', ''],
  // The Irish breakfast's other pudding: pork, fat and oatmeal, no blood.
  ['white pudding', 'cured-meat', '2 slice', 'white puddings|clonakilty white pudding|oatmeal pudding|mealy pudding', ''],
  // fish and seafood
  ['salmon', 'fish', '1 fillet', 'salmon fillet|salmon steak', 'fillet'],
  ['smoked salmon', 'fish', '50 g', 'lox|gravlax', 'cooked'],
  ['tinned salmon', 'fish', '0.5 tin', 'canned salmon|salmon tin|tinned red salmon|tinned pink salmon|canned red salmon|canned pink salmon|red salmon|pink salmon', 'cooked tinned'],
  ['cod', 'fish', '1 fillet', 'cod fillet|cod loin', 'fillet'],
  ['haddock', 'fish', '1 fillet', 'haddock fillet|haddock fillets|fresh haddock', 'fillet'],
  ['white fish', 'fish', '1 fillet', 'fish|fish fillet|hake|pollock|pollack|basa|tilapia|sea bass|bass|sea bream|bream|plaice|sole|halibut|coley|monkfish|snapper|grouper|peixe|filé de peixe|isda|kingfish|king fish|kingfish steaks|seer fish|surmai|vanjaram|neymeen|pomfret|pomfrets|silver pomfret|black pomfret|pearl spot|karimeen|corvina|corvina fillets|croaker|yellow croaker', 'fillet'],
  ['trout', 'fish', '1 fillet', 'trout fillet|rainbow trout|arctic char', 'fillet'],
  ['mackerel', 'fish', '1 fillet', 'mackerel fillet|fresh mackerel|galunggong|round scad|mackerel scad|ikan tenggiri|tenggiri|ikan kembung|kembung|spanish mackerel|king mackerel|tanigue|tangigue|tanigue fillet', 'fillet'],
  // Ready to eat: flaked cold or warmed through, never cooked like a fresh fillet.
  ['smoked mackerel', 'fish', '1 fillet', 'hot smoked mackerel|peppered mackerel|smoked mackerel fillets|smoked fish|smoked catfish|bonga|bonga fish|smoked trout|hot smoked salmon|tinapa|tinapang bangus', 'cooked'],
  ['tuna', 'fish', '0.5 tin', 'tinned tuna|canned tuna|tuna chunks|tuna can|tuna mayo|tuna mayonnaise|tuna in oil|tuna in olive oil|tuna in brine|tuna in spring water|tinned bonito|canned bonito|bonito del norte|bonito in olive oil', 'cooked tinned'],
  ['tuna steak', 'fish', '1', 'fresh tuna|sushi grade tuna|sashimi grade tuna|sashimi tuna|sushi tuna|ahi tuna|ahi|tuna loin|yellowfin tuna|bigeye tuna|raw tuna|poke tuna', 'fillet'],
  ['sardines', 'fish', '0.5 tin', 'sardine|pilchards|sardines in oil|sardines in olive oil|sardines in tomato sauce', 'cooked tinned'],
  // Raw, to be grilled or fried: a tinned-sardine recipe would serve them uncooked.
  ['fresh sardines', 'fish', '3', 'whole sardines|sardine fillets|fresh sardine', 'fillet med'],
  ['anchovies', 'fish', '2', 'anchovy|anchovy fillet|ansjovis|swedish anchovies|anchovies in oil|anchovies in olive oil|anchovy in oil|anchovy fillets in olive oil|anchovies in sunflower oil|anchovy fillets in sunflower oil|alici|acciughe|anchois|anchovas', 'tinned italian'],
  ['fish fingers', 'fish', '4', 'fish stick', 'cooked'],
  ['prawns', 'seafood', '100 g', 'shrimp|king prawn|tiger prawn|cooked prawns|jumbo shrimp|scampi|hipon|camarão|camarao|camarões|camaroes', ''],
  ['mussels', 'seafood', '250 g', 'mussel', ''],
  ['squid', 'seafood', '100 g', 'calamari|squid rings|pusit', ''],
  ['scallops', 'seafood', '4', 'scallop', ''],
  ['crab', 'seafood', '75 g', 'crab meat|crabmeat', 'cooked'],
  ['clams', 'seafood', '200 g', 'clam|vongole|amêijoas|ameijoas|almejas|palourdes|clamă', ''],
  ['lobster', 'seafood', '100 g', 'lobster tail', ''],
  // eggs
  ['egg', 'egg', '2', 'eggs|hens egg|free range egg|large egg|medium egg|duck egg|🥚|ovo|ovos|oeufs|itlog|yumurta|soft boiled eggs|soft boiled egg|half boiled eggs|half boiled egg|soft cooked eggs|jammy eggs|huevo|huevos|jajko|jajka|jaja|jajo|yaitsa|yaytsa|yaytso|yaitso|vejce|tojás|tojas|oua|ouă|uova|uovo|oeuf|œufs|eier|eieren|avga|avgo|trứng|trung|trung ga|khai|gyeran|dalgyal|jidan|ji dan|tamago|telur|jaune d\'oeuf|jaunes d\'oeufs|jaune d oeuf', ''],
  // dairy
  ['milk', 'dairy', '150 ml', 'whole milk|semi skimmed milk|skimmed milk|skim milk|full fat milk|🥛|leite|lait|lait entier|lait demi-écrémé|gatas|gatas ng baka|sariwang gatas|sut|süt', 'milk'],
  ['butter', 'oil-fat', '15 g', 'unsalted butter|salted butter|🧈|lurpak|kerrygold|president butter|anchor butter|manteiga|beurre|beurre doux|beurre demi-sel|tereyagi|tereyağı|boter|roomboter|maslo|slivochnoe maslo|unt|vaj|máslo|burro|mantequilla|masło', 'dairy'],
  ['cream', 'dairy', '50 ml', 'double cream|single cream|heavy cream|whipping cream|light cream|heavy whipping cream|cooking cream|elmlea|thickened cream|malai|pouring cream|creme de leite|crème|creme|crème liquide|creme liquide|sahne|schlagsahne|slagroom|panna|panna da cucina|śmietanka|smietanka|smetana ke šlehání|smetana ke slehani|tejszín|tejszin|smantana lichida', 'cream'],
  ['creme fraiche', 'dairy', '2 tbsp', 'half fat creme fraiche|creme fresh|creme fraich|creme fraisch', 'cream'],
  ['sour cream', 'dairy', '2 tbsp', 'soured cream|sourcream|crema|mexican crema|smetana|smietana|kwasna smietana|smatana|sour creme|tejföl|tejfol|smântână|kisla smetana|zakysaná smetana|zakysana smetana|crema agria|saure sahne|schmand|zure room|ekşi krema|eksi krema|śmietana|śmietana 18%|smietana 18', 'cream mexican'],
  ['yogurt', 'dairy', '75 g', 'yoghurt|yaourt|yaourt nature|yaourts|yaourt grec|yaourt brassé|yaourt brasse|natural yogurt|plain yogurt|greek yogurt|greek yoghurt|natural yoghurt|yog|greek yog|nat yog|natural yog|plain yog|skyr|dahi|curd|curds|hung curd|set yogurt|matzoon|matsoni|madzoon|madzoun|qatiq|katyk|katiq|qatiq yogurt|suzma|chakka', 'yogurt dip-base'],
  // Buttermilk in the words of the kitchens that drink it (a cook's read found Polish "maślanka"
  // read as malanga, a taro, by the typo reader: a milk food lost to a milk allergy's check).
  ['buttermilk', 'dairy', '100 ml', 'moru|maślanka|maslanka|karnemelk|buttermilch|kärnmjölk|karnmjolk|kjernemelk|piimä|piima', 'milk'],
  ['condensed milk', 'dairy', '2 tbsp', 'sweetened condensed milk|leite condensado', 'sweet'],
  ['evaporated milk', 'dairy', '50 ml', 'carnation|carnation milk|leche evaporada|leite evaporado|latte evaporato|lait concentré non sucré|lait concentre non sucre', 'milk'],
  ['ice cream', 'dairy', '1 scoop', 'vanilla ice cream|gelato', 'sweet'],
  ['custard', 'dairy', '100 ml', 'ambrosia custard|ready made custard|instant custard pot|vanilla sauce|vanillesoße|vanillesosse|vanillesauce|vanillesoss|vaniljsås|vaniljsas|creme anglaise|crème anglaise', 'sweet'],
  // cheese
  ['cheddar', 'cheese', '40 g', 'cheddar cheese|mature cheddar|mild cheddar|sharp cheddar|red leicester|double gloucester|colby|🧀|cathedral city|colby jack|tasty cheese|pilgrims choice|seriously strong|cheddar slices', 'melting'],
  ['cheese', 'cheese', '40 g', 'grated cheese|shredded cheese|cheese slices|cheese slice|american cheese|processed cheese|queijo|keso|quezo', 'melting'],
  ['mozzarella', 'cheese', '60 g', 'mozzarella ball|buffalo mozzarella|burrata|bocconcini|string cheese|cheese strings|cheestrings|fior di latte|mussarela|muçarela|mucarela|sulguni|suluguni|quesillo|queso oaxaca|oaxaca cheese|queso de hebra|quesillo oaxaca', 'melting fresh-cheese italian'],
  ['parmesan', 'cheese', '20 g', 'parmigiano|parmigiano reggiano|grana padano|pecorino|pecorino romano|parmesan cheese|parm|kefalograviera|queijo ralado', 'hard-cheese italian nonveg'],
  ['feta', 'cheese', '50 g', 'feta cheese|greek cheese|beyaz peynir|turkish white cheese|sirene|bulgarian white cheese|telemea|branza telemea|brânză telemea|sirene cheese|bulgarian sirene|bulgarian white cheese|bulgarian feta', 'fresh-cheese med dip-base'],
  ['halloumi', 'cheese', '60 g', 'halloumi cheese|grilling cheese|queso frito|queso de freir|queso de freír|queso para freir|queso para freír|frying cheese|queijo coalho|coalho cheese|queijo de coalho', 'fresh-cheese med plant-protein'],
  ['goats cheese', 'cheese', '40 g', 'goat cheese|chevre|goats milk cheese', 'fresh-cheese'],
  ['cream cheese', 'cheese', '40 g', 'soft cheese|philadelphia|neufchatel|philly|squacquerone|stracchino|crescenza', 'fresh-cheese dip-base cream'],
  ['ricotta', 'cheese', '60 g', 'ricotta cheese', 'fresh-cheese italian'],
  ['mascarpone', 'cheese', '40 g', '', 'fresh-cheese italian cream'],
  ['cottage cheese', 'cheese', '75 g', '', 'fresh-cheese'],
  ['paneer', 'cheese', '100 g', '', 'fresh-cheese indian plant-protein'],
  ['brie', 'cheese', '40 g', 'camembert|brie cheese', 'melting'],
  ['blue cheese', 'cheese', '30 g', 'stilton|gorgonzola|roquefort|danish blue|dolcelatte', 'melting'],
  // Gruyère and Comté are made with calf rennet by their rules, as Parmesan is: not vegetarian.
  ['gruyere', 'cheese', '40 g', 'gruyere cheese|comte|jarlsberg|raclette|fontina|bergkase|bergkaese|mountain cheese|alpine cheese|raclette cheese', 'melting nonveg'],
  ['gouda', 'cheese', '40 g', 'edam|gouda cheese|havarti|babybel|mini babybel|leerdammer', 'melting'],
  // pasta
  ['pasta', 'pasta', '90 g', 'dried pasta|fresh pasta|wholewheat pasta|pasta shapes|pasta mista|mixed pasta|🍝|macarrão|macarrao|crozets|crozets de savoie|pizzoccheri', ''],
  ['spaghetti', 'pasta', '90 g', 'linguine|linguini|bucatini|spaghettini|angel hair|capellini|tonnarelli|spaghetti alla chitarra|vermicelli pasta|fideo|fideos|fideo pasta|fideo noodles|fideo vermicelli|fideua noodles|fideua pasta|fideus', ''],
  ['penne', 'pasta', '90 g', 'rigatoni|fusilli|farfalle|conchiglie|orecchiette|ziti|rotini|pasta shells|casarecce|radiatori|trofie|strozzapreti|gemelli|cavatappi|malloreddus|gnocchetti sardi', ''],
  ['macaroni', 'pasta', '90 g', 'elbow macaroni|macaroni pasta|elbow pasta|elbows|coquillettes|coquillette', ''],
  ['tagliatelle', 'pasta', '90 g', 'fettuccine|pappardelle|egg pasta|hilopites|chilopites|xylopites|greek egg pasta', ''],
  ['lasagne sheets', 'pasta', '3 sheet', 'lasagne|lasagna|lasagna sheets|lasagna noodles', ''],
  ['orzo', 'pasta', '75 g', 'risoni|kritharaki|kritharáki|manestra', ''],
  ['gnocchi', 'pasta', '200 g', 'potato gnocchi', ''],
  ['ravioli', 'pasta', '150 g', 'tortellini|filled pasta|tortelloni|cappelletti', 'animal'],
  // rice
  ['rice', 'rice', '75 g', 'rice porridge|white rice|long grain rice|easy cook rice|🍚|arroz|arroz branco|bigas|pirinc|pirinç|ketupat|lontong|nasi impit|compressed rice cakes|ris|ryzi|rizi|ryż|ryz|rýže|ryze|rizs|orez|riso|reis|rijst|chawal|chaawal|chaval|gạo|gao|da mi|dami|mi fan', ''],
  ['basmati rice', 'rice', '75 g', 'basmati', 'indian'],
  ['jasmine rice', 'rice', '75 g', 'thai rice|jasmin rice|khao suay|khao suai|khao suoy|khao hom mali', 'asian'],
  // Glutinous rice is soaked and steamed and goes sticky; no other rice stands in for it.
  ['glutinous rice', 'rice', '75 g', 'sticky rice|sweet rice|thai sticky rice|khao niao|malagkit|malagkit rice|malagkit na bigas|mochigome|mochi rice|pulut|beras pulut|beras ketan|ketan|nep|gao nep|gạo nếp', 'asian'],
  ['brown rice', 'rice', '75 g', 'wholegrain rice|red rice|black rice|wild rice|arroz integral', ''],
  ['risotto rice', 'rice', '80 g', 'arborio|arborio rice|carnaroli|carnaroli rice|vialone nano', 'italian'],
  ['cooked rice', 'rice', '150 g', 'leftover rice|day old rice|microwave rice|pouch rice|rice pouch|cold rice|uncle bens|uncle bens rice|bens original|express rice|tilda pouch|kanin|tirang kanin|arroz cozido|arroz que sobrou|arroz dormido|gohan|ssalbap|nasi putih|com trang', 'cooked'],
  ['pudding rice', 'rice', '40 g', 'short grain pudding rice|milchreis|milchreis rice|milchreisreis|rundkornreis|riz rond|riz rond dessert|riz au lait rice|ryż do mleka|ryz do mleka|grødris|grodris|grötris|grotris|puuroriisi|porridge rice', 'sweet'],
  // noodles
  ['egg noodles', 'noodles', '1 nest', 'noodles|wheat noodles|chow mein noodles|lo mein|noodle nests|🍜|pancit canton|canton noodles|pancit canton noodles', 'asian'],
  ['rice noodles', 'noodles', '75 g', 'rice vermicelli|vermicelli noodles|pad thai noodles|flat rice noodles|pho noodles|bihon|bijon|bihon noodles|bun noodles|bún noodles|rice sticks|rice stick noodles|kway teow|kuey teow|koay teow|hor fun|ho fun|sen yai|mai fun|mei fun|mai fun noodles|hu tieu|hủ tiếu|hu tieu noodles|hủ tiếu noodles|hu tieu nam vang noodles|banh pho|bánh phở|banh canh|bun tuoi|shan noodles|shan rice noodles', 'asian gluten-free'],
  ['udon noodles', 'noodles', '150 g', 'udon|fresh noodles|straight to wok noodles', 'asian'],
  ['soba noodles', 'noodles', '75 g', 'soba|buckwheat noodles', 'asian'],
  ['ramen noodles', 'noodles', '1 nest', 'ramen|instant noodles|instant ramen|pot noodle|cup noodles|indomie|indomie noodles|shin ramyun|shin ramen|ramyun|ramyeon|ramyeon noodles|nongshim|nongshim shin', 'asian'],
  // bread
  ['bread', 'bread', '2 slice', 'pan frances|pan francés|pan flauta|sliced bread|white bread|shokupan|japanese milk bread|hokkaido milk bread|brown bread|wholemeal bread|loaf|toast|sandwich bread|rye bread|seeded bread|🍞|pumpernickel|bloomer|tiger bread|granary|granary bread|warburtons|hovis|kingsmill|pão de forma|pao de forma|pan de pueblo|pan de molde|pan de payes|pain de mie|rugbrød|rugbrod|rugbrot|ruisleipa|ruisleipä|danish rye bread', 'sliced-bread dipper'],
  ['sourdough', 'bread', '2 slice', 'sourdough bread|country loaf', 'sliced-bread dipper'],
  ['baguette', 'bread', '0.25', 'french bread|french stick|ciabatta|focaccia|crusty bread|crusty roll|bread roll|roll|bolillo|bolillos|bolillo rolls|telera|teleras|pandesal|pan de sal|batch loaf|barra de pan|pan de barra', 'sliced-bread pizza-base dipper'],
  ['brioche', 'bread', '2 slice', 'brioche loaf|challah|croissant|panettone', 'sliced-bread animal'],
  ['bagel', 'bread', '1', 'english muffin|muffin split', 'sliced-bread pizza-base'],
  ['pitta', 'bread', '1', 'pita|pitta bread|pita bread|flatbread|lavash|khobez|taboon|taboon bread|tabun bread|markook|markouk|shrak|saj bread|khubz|lepinja|lepinje|somun|baladi bread|aish baladi|msemen|msemmen|msmen|rghaif|meloui', 'wrap pizza-base dipper med'],
  ['naan', 'bread', '1', 'naan bread|nan bread|garlic naan|chapati|chapatti|roti|paratha|parotta|porotta|kerala parotta|malabar parotta|puri|poori|bhatura|kulcha|thepla', 'pizza-base indian wrap'],
  ['tortillas', 'bread', '2', 'tortilla|wrap|tortilla wrap|flour tortilla|corn tortilla|soft taco|burrito wrap|wholemeal wrap|tlayuda|tlayudas|large corn tortillas', 'wrap pizza-base mexican'],
  ['taco shells', 'bread', '3', 'taco shell|hard taco', 'wrap mexican gluten-free'],
  ['pizza base', 'bread', '0.5', 'pizza dough|pizza crust|pizza bases|bread dough|ball of bread dough', 'pizza-base'],
  ['breadcrumbs', 'bread', '15 g', 'panko|panko breadcrumbs|dried breadcrumbs|bread crumbs|panco|panco breadcrumbs', ''],
  ['crackers', 'bread', '4', 'cracker|saltines|saltine|crispbread|oatcakes|water biscuits|breadsticks|grissini|pretzels|ryvita|ritz', 'dipper'],
  ['tortilla chips', 'bread', '30 g', 'nachos|corn chips|doritos', 'dipper mexican gluten-free'],
  // grains
  ['oats', 'grain', '50 g', 'porridge oats|rolled oats|jumbo oats|oatmeal|quick oats|steel cut oats|instant oats|porridge|ready brek|quaker oats', 'oats gluten'],
  ['granola', 'grain', '40 g', 'cereal|cornflakes|bran flakes', 'gluten'],
  ['quinoa', 'grain', '60 g', 'red quinoa|quinoa grain', 'gluten-free'],
  ['couscous', 'grain', '70 g', 'cous cous|giant couscous|pearl couscous|israeli couscous|wholewheat couscous|fregola|fregula|fregola sarda|ptitim|petitim', 'med gluten'],
  ['bulgur wheat', 'grain', '60 g', 'bulgur|bulghur|bulgar wheat|cracked wheat|broken wheat|dalia|daliya|godhuma rava|burgul|burghul|pourgouri|köftelik bulgur|koftelik bulgur|ince bulgur|fine burgul|burgul fine|fine bulgur', 'med gluten'],
  ['pearl barley', 'grain', '50 g', 'barley|spelt|farro|emmer', 'gluten'],
  ['polenta', 'grain', '60 g', 'cornmeal|grits|maize meal|mielie meal|mealie meal|pap|sadza|ugali|ugali flour|unga wa ugali|unga wa mahindi|nshima|nsima|fuba|fubá|flocao|flocão|flocao corn flakes|flocão corn flakes|flocao de milho|flocão de milho|farinha de milho flocada|farinha de milho|harina de maiz|harina de maíz|malai de porumb|farina di mais|farina gialla|kukuruzna muka', 'italian gluten-free'],
  ['buckwheat', 'grain', '60 g', 'kasha|grechka|grechka groats|hrechka|gryka|kasza gryczana|pohanka|buckwheat groats|roasted buckwheat|toasted buckwheat', 'gluten-free'],
  // legumes and plant proteins
  ['chickpeas', 'legume', '0.5 tin', 'garbanzo beans|chick peas|garbanzos|chana|shimbra|revithia|nohut|channa|dried channa|revithia xera|ceci secchi|garbanzos secos|grão de bico seco', 'tinned dip-base med indian plant-protein'],
  ['red lentils', 'legume', '60 g', 'split red lentils|masoor dal|lentils|dal|dhal|misir|ye misir|misir kik|kirmizi mercimek|kırmızı mercimek|mercimek', 'indian plant-protein'],
  ['green lentils', 'legume', '60 g', 'puy lentils|brown lentils|beluga lentils|black lentils|tinned lentils|fakes|lentilles|lentilles vertes|lentilles du puy|lentejas|lentejas pardinas|tellerlinsen|berglinsen|braune linsen|adas|adas sabz|adasi|whole masoor|sabut masoor|whole masoor dal|masoor whole|kali masoor', 'plant-protein'],
  ['kidney beans', 'legume', '0.5 tin', 'red kidney beans|rajma|red beans|red peas|small red beans|habichuelas|habichuelas rojas|habichuelas coloradas|habichuelas rosadas', 'tinned mexican plant-protein'],
  ['black beans', 'legume', '0.5 tin', 'black turtle beans|frijoles|feijao preto|feijão preto|njahi|njahi beans|njahe|njahe beans', 'tinned mexican dip-base plant-protein'],
  ['cannellini beans', 'legume', '0.5 tin', 'cannellini|canellini|cannelini|canelini|white beans|haricot beans|navy beans|great northern beans|flageolet beans|haricots blancs|kuru fasulye|kuru fasülye|fasole boabe|fasola jaś|fasola jas|fasola|fagioli cannellini|alubias|judías blancas|judias blancas|weiße bohnen|weisse bohnen|bílé fazole|bile fazole|fehér bab|feher bab|fasolia|fasolia xera', 'tinned italian dip-base plant-protein'],
  ['butter beans', 'legume', '0.5 tin', 'lima beans|butterbeans|giant beans|gigantes|gigantes beans|gigandes|elephant beans', 'tinned plant-protein dip-base'],
  ['borlotti beans', 'legume', '0.5 tin', 'borlotti|cranberry beans|sugar beans|sugar bean|mixed beans|beans|bean', 'tinned mexican plant-protein'],
  ['baked beans', 'legume', '0.5 tin', 'beans in tomato sauce|heinz beans|pork and beans|pork n beans|pork & beans|van camps', 'tinned cooked'],
  ['refried beans', 'legume', '0.5 tin', 'refried red beans|refried black beans|refried pinto beans|frijoles refritos|frijoles volteados|frijoles fritos|refritos', 'tinned mexican dip-base'],
  ['edamame', 'legume', '50 g', 'edamame beans|soya beans|soybeans|soy beans', 'asian quick-veg plant-protein'],
  ['tofu', 'legume', '125 g', 'firm tofu|silken tofu|smoked tofu|bean curd|extra firm tofu|tofu firm|tofu silken|tokwa|soft tofu|sundubu|soondubu|sun dubu|sundubu tofu|tube tofu|dubu|dooboo|tubu|doufu|dou fu|tau hu|đậu hũ|dau hu|đậu phụ|dau phu|tahu|tofu firme|tofu ferme', 'asian plant-protein'],
  ['tempeh', 'legume', '100 g', '', 'asian plant-protein'],
  ['quorn', 'legume', '100 g', 'quorn pieces|quorn mince', 'plant-protein mince animal'],
  // alliums and aromatics
  ['onion', 'allium', '0.5', 'brown onion|white onion|yellow onion|cooking onion|🧅|pyaz|pyaaz|cebola|cebolas|oignon|shinkurt|key shinkurt|sibuyas|sogan|soğan|zwiebeln|zwiebel|cipolla|cipolle|uien|cebula|cebule|luk|repchatyy luk|cibule|hagyma|vöröshagyma|voroshagyma|ceapa|ceapă|kremmydi|kremmydia|tamanegi|yangpa|hom yai|hanh tay|hành tây|bawang bombay|cebolla|cebollas|cebolla blanca|piaz|piyaz|peyaz|oignons|vengayam|ulli pyaz', 'aromatic roast-veg grate-veg'],
  ['red onion', 'allium', '0.5', 'purple onion|spanish onion|cebolla roja|cebolla morada|cebollas moradas|cebola roxa|cipolla rossa|cipolle rosse|oignon rouge|rote zwiebel|rode ui|czerwona cebula|kırmızı soğan|kirmizi sogan|lal pyaz', 'aromatic roast-veg salad-veg'],
  ['shallot', 'allium', '1', 'banana shallot|echalion|echalote|échalote|bawang merah|chinna vengayam|sambar onion|sambar onions|small onions|hom daeng|hanh tim|hành tím|échalotes|cebolla chalota|chalota|cebolla paiteña|sibuyas tagalog|ulli|eschalot|schalotten|szalotka', 'aromatic'],
  ['spring onions', 'allium', '2', 'spring onion|scallion|scallions|green onion|green onions|salad onion|salad onions|cebolinha|escallion|escallions|scallion onions|hanh la|hành lá|cong|xiao cong|xiaocong|cong hua|conghua|daepa|jjokpa|ton hom|kremmydakia|kremmydaki|freska kremmydakia|cebolla de verdeo|cebollita de verdeo|verdeo|cebollín|cebollin|cebollino|lauchzwiebeln|frühlingszwiebeln|fruhlingszwiebeln|frühlingszwiebel|dymka|szczypior|zelenyy luk|zelyonyy luk|taze soğan|taze sogan|cipollotti|cipollotto|oignons verts|oignon vert|cebollas de verdeo|dhungri|hara pyaz|hari pyaz|daun bawang|sibuyas dahon|banngi|cebolinha verde|cebolla larga|cebollas largas|cebolla junca|cebollín|cebollin', 'aromatic salad-veg quick-veg asian grate-veg'],
  ['garlic', 'allium', '1 clove', 'garlic clove|garlic cloves|clove of garlic|cloves of garlic|bulb of garlic|garlic bulb|🧄|alho|netch shinkurt|nech shinkurt|bawang|sarimsak|sarımsak|ajo|ajos|diente de ajo|dientes de ajo|aglio|knoblauch|knoflook|czosnek|chesnok|cesnek|fokhagyma|usturoi|skordo|ninniku|maneul|suan|dasuan|da suan|kratiem|lasun|poondu|vellulli|tỏi', 'aromatic roast-veg'],
  ['leek', 'allium', '0.5', 'leeks|poireau|poireaux|negi|naganegi|japanese leek|welsh onion|pırasa|pirasa|porree|lauch|porro|porri|prei|praz|praso|prasa|póréhagyma|porehagyma|alho-francês|alho frances|alho porro|puerro|puerros', 'aromatic roast-veg'],
  ['ginger', 'allium', '1 tsp', 'fresh ginger|root ginger|ginger root|adrak|zinjibil|jinjibil|luya|luy-a|shoga|shouga|saenggang|inji|ingwer|zenzero|gengibre|jengibre|imbir|zencefil|halia|jahe|khing|gừng', 'aromatic asian indian'],
  ['chilli', 'fruiting-veg', '0.5', 'chili|ata rodo|siling haba|siling labuyo|sili labuyo|siling pangsigang|siling mahaba|labuyo|shombo|chile|chilli pepper|chili pepper|red chilli|green chilli|bird eye chilli|birds eye chilli|piri piri|peri peri|pili pili|pilipili|pili-pili|pili pili hoho|piri piri chilli|scotch bonnet|habanero|serrano|thai chilli|🌶|poblano|anaheim|fresno|aji limo|aji limon|wiri wiri|wiri wiri pepper|sili|piment|piments|piment fort|piment antillais|bonda man jacques|pimenta|pimenta malagueta|pimenta dedo de moça|pimenta dedo de moca|hot pepper|hot peppers|locoto|locotos|rocoto|rocotos|kancha lanka|kacha lanka|pacha mulaku|pachai milagai|pachi mirapakaya|ớt|ot hiem|prik|phrik|prik kee noo|cabai|cabe|cabai rawit|cili|cili padi|chili padi|cheongyang gochu|cheongyang|putgochu|peperoncini freschi', 'aromatic asian indian mexican'],
  ['jalapenos', 'fruiting-veg', '1', 'jalapeno|pickled jalapenos|jalapeno pepper', 'aromatic mexican'],
  ['lemongrass', 'herb', '0.5 stalk', 'lemon grass|lemongrass stalk|tanglad', 'aromatic asian'],
  // root vegetables
  ['potatoes', 'root-veg', '200 g', 'potato|new potatoes|baby potatoes|maris piper|king edward|russet|russet potatoes|yukon gold|charlotte potatoes|jersey royals|floury potatoes|waxy potatoes|baking potato|jacket potato|spuds|tatties|tattie|🥔|aloo|batata|batatas|pommes de terre|dinich|dinch|patatas|papas|papa|papas blancas|papa amarilla|kartoffeln|kartoffel|aardappelen|aardappels|aardappel|ziemniaki|ziemniak|kartoshka|kartofel|kartoplia|kartoplya|brambory|krumpli|burgonya|cartofi|tatws|gamja|tudou|tu dou|jagaimo|papa pastusa|papas pastusas|alu|aaloo|patate|papas amarillas|papa blanca|papa criolla|kruimige aardappelen|kruimige aardappels|vastkokende aardappelen', 'roast-veg starchy grate-veg'],
  ['sweet potato', 'root-veg', '1', 'sweet potatoes|kumara|kamote|🍠|batata doce|batata-doce|boniato|boniatos|camote|camotes', 'roast-veg starchy grate-veg'],
  ['carrots', 'root-veg', '1', 'carrot|baby carrots|chantenay carrots|🥕|gajar|havuc|havuç|cenoura|cenouras|carottes|carotte|karotten|möhren|mohren|möhre|wortels|wortel|wortelen|carota|carote|marchew|marchewka|morkov|morkovka|morkva|mrkev|sárgarépa|sargarepa|répa|morcov|morcovi|karota|karoto|zanahoria|zanahorias|ninjin|dangeun|cà rốt|ca rot|moron', 'roast-veg salad-veg quick-veg grate-veg dipper'],
  ['parsnips', 'root-veg', '1', 'parsnip', 'roast-veg grate-veg'],
  ['beetroot', 'root-veg', '1', 'beet|beets|cooked beetroot|golden beetroot|svekla|svyokla|svyokla|buryak|buriak|buraki|burak|cervena repa|červená řepa|cékla|cekla|sfeclă|sfecla|pancar|rote bete|rote beete|barbabietola|barbabietole|betterave|remolacha|beterraba|chukandar|patzaria|panjar', 'roast-veg salad-veg dip-base grate-veg'],
  ['turnip', 'root-veg', '0.5', 'turnips|swede|rutabaga|kålrabi|kalrabi|kålrot|kalrot|neeps|shaljam|shalgam|shalgham|navet|navets|rübe|steckrübe|nabo|nabos|rzepa|shalgham|kabu', 'roast-veg'],
  ['celeriac', 'root-veg', '100 g', 'celery root', 'roast-veg grate-veg'],
  ['radishes', 'root-veg', '4', 'radish|watermelon radish', 'salad-veg dipper'],
  // leafy vegetables
  ['spinach', 'leafy-veg', '1 handful', 'baby spinach|spinach leaves|frozen spinach|bag of spinach|palak|chilli leaves|chili leaves|sili leaves|epinards|épinards|ispanak|ıspanak|spanaki|spanakia|spinat|spinazie|spinaci|espinaca|espinacas|espinafre|espinafres|szpinak|shpinat|spenót|spenot|spanac|sigeumchi|horenso|hourensou|horensou|bayam|rau chân vịt|bo xoi|bocai|bo cai', 'quick-veg'],
  ['kale', 'leafy-veg', '1 handful', 'curly kale|cavolo nero|black kale|tuscan kale|lacinato kale|boerenkool|grünkohl|gruenkohl|grunkohl|palmkohl', 'quick-veg'],
  ['cabbage', 'leafy-veg', '100 g', 'cabbage leaves|white cabbage|savoy cabbage|green cabbage|red cabbage|rotkohl|rotkraut|blaukraut|sweetheart cabbage|hispi cabbage|pointed cabbage|napa cabbage|chinese leaf|chinese cabbage|pechay baguio|petsay baguio|coleslaw mix|slaw mix|repolyo|kapusta|kapusta biała|zelí|zeli|káposzta|kaposzta|varza|varză|lahano|weißkohl|weisskohl|kohl|cavolo|cavolo cappuccio|chou|chou blanc|repollo|lahana|bắp cải|bap cai|patta gobi|band gobhi|bandh gobi|baechu|wittekool|kool', 'quick-veg salad-veg'],
  ['lettuce', 'leafy-veg', '0.5', 'little gem|gem lettuce|romaine|cos lettuce|iceberg|iceberg lettuce|butter lettuce|round lettuce|lollo rosso|marul|lechuga|kopfsalat|lattuga|alface|marouli', 'leaf-salad salad-veg'],
  ['salad leaves', 'leafy-veg', '1 handful', 'mixed leaves|mixed salad|salad|bagged salad|leaves|lambs lettuce|mache|mesclun|spring mix|frisee|curly endive|radicchio|red chicory', 'leaf-salad'],
  ['rocket', 'leafy-veg', '1 handful', 'arugula|wild rocket|roquette', 'leaf-salad italian'],
  ['watercress', 'leafy-veg', '1 handful', 'cress|pea shoots|microgreens|sprouts shoots|alfalfa|alfalfa sprouts|broccoli sprouts', 'leaf-salad'],
  ['chard', 'leafy-veg', '1 handful', 'acelga|acelgas|swiss chard|rainbow chard|spring greens|greens|beet greens|silverbeet', 'quick-veg'],
  ['pak choi', 'leafy-veg', '1', 'bok choy|bok choi|pak choy|pechay|petsay|pechay tagalog|baby pak choi|choy sum|choi sum|choi sam|choy sam|yu choy|yu choy sum|cai xin|shanghai pak choi|shanghai bok choy', 'quick-veg asian'],
  // brassicas
  ['broccoli', 'brassica', '100 g', 'broccoli florets|tenderstem|tenderstem broccoli|broccolini|purple sprouting broccoli|calabrese|🥦|purple sprouting', 'quick-veg roast-veg grate-veg'],
  ['cauliflower', 'brassica', '150 g', 'cauliflower florets|cauli|romanesco|gobi|phool gobi|chou fleur|chou-fleur|chou-fleurs|karfiol|kalafior|karfiol|conopida|blumenkohl|bloemkool|cavolfiore|coliflor|karnabahar|phool gobhi', 'roast-veg grate-veg'],
  ['brussels sprouts', 'brassica', '100 g', 'brussel sprouts|brussels|sprouts|brussel sprout', 'roast-veg quick-veg'],
  // fruiting vegetables
  ['tomatoes', 'fruiting-veg', '1', 'tomato|toms|tommies|vine tomatoes|plum tomatoes|beef tomato|beefsteak tomato|salad tomatoes|heirloom tomatoes|roma tomatoes|🍅|tamatar|tomate|tomates|timatim|kamatis|domates|jitomate|jitomates|tameta|ntomata|ntomates|domata|cà chua|ca chua|xihongshi|xi hong shi|fanqie|fan qie|tomaten|pomodori|pomodoro|paradicsom|pomidory|pomidor|rajčata|rajcata|roșii|rosii|tomat|tomates pera|pomodori pelati', 'tomato salad-veg roast-veg'],
  ['cherry tomatoes', 'fruiting-veg', '6', 'cherry tomato|grape tomatoes|baby plum tomatoes|vine cherry tomatoes|pomodorini|pomodori ciliegini|datterini|pomodorini ciliegino', 'tomato salad-veg roast-veg quick-veg'],
  ['bell peppers', 'fruiting-veg', '0.5', 'morrón|morron|morrones|pimiento morrón|pimiento morron|peppers|tatashe|tatase|bell pepper|red pepper|green pepper|yellow pepper|orange pepper|capsicum|sweet pepper|sweet peppers|piments doux|chile dulce|chiles dulces|romano pepper|romano peppers|pointed pepper|roasted peppers|roasted red peppers|jarred peppers|🫑|peppers red and green|peppers red green|peppers green and red|peppers green red|mixed peppers|pimientos|pimiento|jarred pimientos|diced pimientos|pimiento peppers|pimentao|pimentão|poivron|poivrons|cubanelle|cubanelle pepper|cubanelle peppers|italian frying pepper|italian frying peppers|aji dulce|ají dulce|ajies dulces|ajíes dulces|aji dulces|aji cachucha|ají cachucha|sivri biber|sivri biberler|carliston biber|biber|dolmalik biber|pimentos|diced pimentos|jarred pimentos|qingjiao|qing jiao|tv paprika|tölteni való paprika|tolteni valo paprika|lecsópaprika|lecsopaprika|ardei gras|ardei|papryka|peperone|paprika frisch|piment doux|pimiento rojo|pimiento verde', 'salad-veg roast-veg quick-veg dipper'],
  ['courgettes', 'fruiting-veg', '0.5', 'courgette|zucchini|zucchinis|summer squash|mexican squash|mexican squashes|calabacita|calabacitas|grey squash|gray squash|marrow|yellow squash|yellow squashes|crookneck squash|yellow courgette|yellow courgettes|yellow zucchini|golden zucchini|kolokithakia|kolokithia|courgettes vertes|kabak|kousa|kusa|koosa|coosa|kousa squash|abobrinha|abobrinhas|hobak|zucchine|calabacín|calabacin|cukinia|tsukini|kolokythakia|dovlecei|cuketa|zapallitos|zapallito|zapallitos redondos|zapallito redondo|zapallitos largos|zapallito largo|aehobak', 'roast-veg quick-veg grate-veg'],
  ['aubergine', 'fruiting-veg', '0.5', 'aubergines|eggplant|eggplants|brinjal|baby aubergine|🍆|baingan|garden eggs|garden egg|african eggplant|african aubergine|melitzanes|melitzana|talong|patlican|patlıcan|melongene|melongenes|baigan|egg plant|egg plants|nasu|japanese aubergine|japanese eggplant|begun|begoon|kathirikai|kattirikai|vankaya|ringan|ringna|bademjan|badenjan|badimjan|melanzane|melanzana|berenjena|berenjenas|berinjela|qiezi|qie zi|gaji|makheua|terong|terung|vinete|vânătă|padlizsán|padlizsan|baklazhan|baklazhany|bakłażan|baklazan|lilek', 'roast-veg dip-base quick-veg'],
  ['cucumber', 'fruiting-veg', '0.25', 'cucumbers|mini cucumber|english cucumber|baby cucumbers|🥒|pipino', 'salad-veg dipper'],
  ['butternut squash', 'fruiting-veg', '150 g', 'jerimum|squash|pumpkin|kalabasa|butternut|acorn squash|kabocha|winter squash|🎃|abobora|abóbora|moranga|abobora cabotia|calabaza|calabazas|zapallo|zapallo anco|anco|auyama|ahuyama|zucca|zucca mantovana|bí đỏ|bi do|dynia|tykva|tök|dovleac|danhobak|fak thong', 'roast-veg starchy'],
  ['sweetcorn', 'pod-veg', '50 g', 'sweet corn|corn|corn on the cob|corn cob|baby corn|tinned sweetcorn|corn kernels|maize|choclo|peruvian corn|🌽|milho|milho verde|mais|elote|elotes|mazorcas|mazorca|mazorca de maiz|choclos|maïs|kukurydza|kukuruza|kukorica|porumb|oksusu|jagung|mais doce', 'quick-veg salad-veg mexican grate-veg'],
  ['avocado', 'fruit', '0.5', 'palta|paltas|avocados|avo|hass avocado|🥑', 'salad-veg dip-base mexican'],
  ['okra', 'pod-veg', '75 g', 'ladies fingers|bhindi|bamia|bamya|quiabo|bamies|ochro|ochroes|ochros|okro|okra pods|quimbombo|quimbombó|quingombo|quingombó', 'indian quick-veg'],
  ['olives', 'condiment', '6', 'olive|black olives|green olives|kalamata olives|pitted olives|azeitona|azeitonas', 'med italian'],
  ['sun dried tomatoes', 'condiment', '3', 'sundried tomatoes|sun dried tomato|semi dried tomatoes|sunblush tomatoes', 'italian med'],
  ['artichokes', 'fruiting-veg', '3', 'artichoke|artichoke hearts|globe artichoke', 'italian'],
  // pod vegetables
  ['peas', 'pod-veg', '50 g', 'pea|frozen peas|garden peas|petits pois|petit pois|matar|mutter|ervilha|ervilhas|arvejas|arveja|guisantes|goroshek|zelyonyy goroshek|zelenyy goroshek|groszek|groszek konserwowy|hrášek|hrasek|borsó|borso|mazăre|mazare|chicharos|chícharos|chicharos congelados|piselli|erbsen|doperwten|erwten|bezelye|araka|hari matar|green peas', 'quick-veg grate-veg'],
  ['green beans', 'pod-veg', '75 g', 'fine beans|french beans|wax beans|wax bean|yellow wax beans|string beans|runner beans|haricots verts|bobby beans|fasolakia|fasolakia freska|baguio beans|baguio bean|habichuelas verdes|judías verdes|judias verdes|vagem|vagens|surti papdi|papdi|val papdi|valor papdi|flat beans|fagiolini|taze fasulye|grüne bohnen|grune bohnen|fasolka szparagowa|ejotes|vainitas|vainas|lubia sabz|loobia sabz|lubia sabzi|sperziebonen|stručkové fazolky|zöldbab|zoldbab|fasole verde', 'quick-veg roast-veg'],
  ['mangetout', 'pod-veg', '50 g', 'mange tout|snow peas|sugar snap peas|sugar snaps|snap peas', 'quick-veg salad-veg asian'],
  ['broad beans', 'pod-veg', '50 g', 'fava beans|fava bean|koukia|foul|ful|foul medames|ful medames|foul mudammas|ful mudammas|foul moudammas|fava beans tin|tinned fava beans|foul can|ful nabed|fave|fave secche|fave sgusciate', 'quick-veg'],
  ['asparagus', 'stalk-veg', '5', 'asparagus spears|asparagus tips|sparrowgrass', 'quick-veg roast-veg'],
  ['beansprouts', 'pod-veg', '50 g', 'bean sprouts|mung bean sprouts|togue|toge|gia|giá|gia do|giá đỗ|nga choi|nga choy|ngah choy|dou ya|douya|dou ya cai|sukju|sukju namul|moyashi|tauge|taugeh', 'quick-veg asian'],
  ['water chestnuts', 'pod-veg', '30 g', 'water chestnut', 'quick-veg asian tinned'],
  // stalks and mushrooms
  ['celery', 'stalk-veg', '1 stalk', 'celery sticks|celery stalks|celery stick|stick of celery|celery leaves|celery leaf|sedano|sellerie|staudensellerie|céleri|celer|selino|selini|apio|aipo|kereviz sapı|seler naciowy', 'aromatic salad-veg dipper'],
  ['fennel', 'stalk-veg', '0.5', 'fennel bulb|florence fennel', 'roast-veg salad-veg italian'],
  ['mushrooms', 'mushroom', '100 g', 'mushroom|button mushrooms|chestnut mushrooms|cremini|cremini mushrooms|white mushrooms|closed cup mushrooms|baby bella|🍄|champignons|champignons de paris|pieczarki|pieczarka|shampinony|shampinyony|griby|gribi|champignon de paris|funghi|funghi champignon|champiñones|champinones|cogumelos|pilze|champignon|mantar|kültür mantarı|houby|žampiony|zampiony|gomba|csiperke|ciuperci|manitaria|beoseot|nấm|nam rom|jamur|kabute', 'quick-veg roast-veg'],
  ['portobello mushrooms', 'mushroom', '1', 'portobello|portabella|field mushrooms|flat mushrooms|portobello mushroom|large flat mushrooms', 'roast-veg'],
  ['shiitake mushrooms', 'mushroom', '75 g', 'shiitake|shitake|dried mushrooms|wild mushrooms|lions mane', 'quick-veg asian'],
  // fruit
  ['apples', 'fruit', '1', 'apple|eating apple|cooking apple|bramley|bramley apple|granny smith|pink lady|gala|braeburn|golden delicious|cox|fuji|honeycrisp|🍎|🍏|maçã|maca verde|maçã verde|maçãs|goudreinetten|goudreinet|goudrenetten|goudrenet|elstar|jonagold|boskoop|goudreinet appels|appels', 'bake-fruit'],
  ['bananas', 'fruit', '1', 'banana|ripe banana|overripe bananas|frozen banana|🍌|saging|pisang|pisang raja|pisang kepok|pisang tanduk|namwa|namwa bananas|kluay namwa|gluay namwa|chuối|chuoi|chuoi xiem', 'bake-fruit'],
  ['pears', 'fruit', '1', 'pear|conference pear|williams pear|🍐|stoofperen|stoofpeer|stoofpeertjes|gieser wildeman|peren', 'bake-fruit'],
  ['strawberries', 'fruit', '80 g', 'frutilla|frutillas|strawberry|🍓', 'berry bake-fruit'],
  ['raspberries', 'fruit', '80 g', 'raspberry', 'berry bake-fruit'],
  ['blueberries', 'fruit', '80 g', 'blueberry|🫐', 'berry bake-fruit'],
  ['blackberries', 'fruit', '80 g', 'blackberry|brambles|loganberries|tayberries', 'berry bake-fruit'],
  ['mixed berries', 'fruit', '80 g', 'berries|frozen berries|summer fruits|frozen fruit|forest fruits|red berries|berry mix', 'berry bake-fruit'],
  ['cherries', 'fruit', '80 g', 'cherry|🍒|sour cherries|sour cherry|morello cherries|morello cherry|morellos|griottes|wisnie|wiśnie|visne|vişne|meggy', 'bake-fruit'],
  ['blackcurrants', 'fruit', '60 g', 'blackcurrant|redcurrants|redcurrant|gooseberries|gooseberry', 'berry bake-fruit'],
  ['cranberries', 'fruit', '50 g', 'cranberry|fresh cranberries', 'berry bake-fruit'],
  ['rhubarb', 'fruit', '100 g', 'forced rhubarb|rhubarb stalks', 'bake-fruit'],
  ['plums', 'fruit', '2', 'plum|damsons|greengages|victoria plums|zwetschgen|zwetschge|zwetschken|quetsches|quetsche|pflaumen|prune plums|italian plums|śliwki|sliwki|švestky|svestky', 'bake-fruit'],
  ['peaches', 'fruit', '1', 'durazno|duraznos|peach|nectarine|nectarines|tinned peaches|🍑', 'bake-fruit'],
  ['apricots', 'fruit', '2', 'damasco|damascos|apricot|fresh apricots', 'bake-fruit'],
  ['mango', 'fruit', '0.5', 'mangoes|mangos|frozen mango|🥭|mangga|hinog na mangga', 'bake-fruit'],
  ['pineapple', 'fruit', '100 g', 'pineapples|tinned pineapple|pineapple chunks|🍍|ananas|ananász|piña|pina|abacaxi|saparot|nenas|nanas|khóm|khom|thơm', ''],
  ['oranges', 'fruit', '1', 'orange|satsuma|satsumas|clementine|clementines|tangerine|mandarin|mandarins|blood orange|navel orange|🍊|laranja|laranjas|naranja|naranjas|arancia|arance|portakal|apelsin|pomarańcza|narancs|portocala|portocale', 'citrus'],
  ['lemon', 'fruit', '0.25', 'lemons|lemon zest|unwaxed lemon|🍋|limon|citron|citrons|zitrone|zitronen|citroen|citroenen|limone|limoni|cytryna|limbu|nimbu|lemonia|citrom|lămâie|lamaie|lemoni|limón|limones', 'citrus acid'],
  ['lime', 'fruit', '0.25', 'limes|lime zest|key lime|limao|limão|lima|limas|lima yucateca|limas yucatecas', 'citrus acid asian mexican'],
  ['grapefruit', 'fruit', '0.5', 'grapefruits|pink grapefruit|pomelo', 'citrus acid'],
  ['grapes', 'fruit', '80 g', 'grape|red grapes|green grapes|seedless grapes|🍇', ''],
  ['kiwi', 'fruit', '1', 'kiwis|kiwi fruit|kiwifruit|🥝', ''],
  ['melon', 'fruit', '150 g', 'cantaloupe|honeydew|honeydew melon|galia melon|watermelon|🍉|🍈|rockmelon', ''],
  ['pomegranate', 'fruit', '0.25', 'pomegranates|pomegranate seeds|pomegranate arils|pomegranate juice|anardana|anar dana|dried pomegranate seeds', ''],
  ['passion fruit', 'fruit', '1', 'passionfruit|passion fruits', ''],
  ['figs', 'fruit', '2', 'fig|fresh figs', 'bake-fruit'],
  ['papaya', 'fruit', '100 g', 'pawpaw|guava|lychees|lychee|dragon fruit', ''],
  ['coconut', 'nut-seed', '15 g', 'desiccated coconut|shredded coconut|coconut flakes|fresh coconut|🥥|coco ralado|niyog|grated niyog|kinayod na niyog|kerisik|toasted coconut paste|thenga|thengai|thenga chiraki|nariyal|kobbari|naral|coco rallado|kelapa parut', 'coconut'],
  // dried fruit
  ['raisins', 'dried-fruit', '20 g', 'raisin|sultanas|sultana|dried currants|currants|currant|zante currants|mixed dried fruit|dried fruit|golden raisins|uva passa|uvas passas|passas|mixed fruit|dried mixed fruit|mixed vine fruits', 'sweet'],
  ['dates', 'dried-fruit', '3', 'date|medjool dates|pitted dates', 'sweet'],
  ['dried apricots', 'dried-fruit', '4', 'dried apricot|dried mango|dried pineapple|dried apple rings|banana chips', 'sweet'],
  ['dried cranberries', 'dried-fruit', '20 g', 'craisins|dried cherries|dried blueberries|goji berries', 'sweet'],
  // herbs
  ['basil', 'herb', '0.5 handful', 'basil leaves|sweet basil|thai basil|holy basil|scent leaf|scent leaves|efirin|nchanwu|basilico|basilikum|basilic|manjericão|manjericao|reyhan|vasilikos', 'garnish-herb italian asian'],
  ['coriander', 'herb', '0.5 handful', 'cilantro|coriander leaves|fresh coriander|coriander leaf|chinese parsley|coentro', 'garnish-herb asian indian mexican'],
  ['parsley', 'herb', '0.5 handful', 'flat leaf parsley|curly parsley|italian parsley|flat-leaf parsley|salsinha|persil|persil plat|maydanoz|mitsuba|japanese parsley', 'garnish-herb italian med'],
  ['mint', 'herb', '0.5 handful', 'mint leaves|spearmint|peppermint|nane|dzhodzhen|djodjen|gyozum', 'garnish-herb med asian'],
  ['dill', 'herb', '0.25 handful', 'dill weed|dill fronds|dereotu|koperek|koper|ukrop|kopr|kapor|mărar|marar|anitho|anithos|dille|aneth|eneldo|aneto|shevid|thì là|thi la', 'garnish-herb'],
  ['chives', 'herb', '0.25 handful', 'chive|garlic chives|ciboulette|buchu|nira|chinese chives|jiu cai|schnittlauch|bieslook|erba cipollina|szczypiorek|jiucai|gau choi|kuchai', 'garnish-herb'],
  ['thyme', 'herb', '2 sprig', 'thyme sprigs|lemon thyme|dried thyme|thyme leaves', 'hardy-herb savoury med'],
  ['rosemary', 'herb', '1 sprig', 'rosemary sprigs|dried rosemary|rosemary sprig|rosmarino|rosmarin|romarin|dendrolivano|alecrim|romero|biberiye', 'hardy-herb savoury italian'],
  ['oregano', 'herb', '0.5 tsp', 'dried oregano|fresh oregano|oregano leaves|rigani|mexican oregano|oregano mexicano|dried mexican oregano', 'hardy-herb italian med mexican savoury'],
  ['sage', 'herb', '3', 'sage leaves|dried sage', 'hardy-herb italian savoury'],
  ['bay leaves', 'herb', '1', 'bay leaf|bay|dried bay leaves|louro|folha de louro|folhas de louro|salam leaf|salam leaves|daun salam|laurel|laurel leaves|dahon ng laurel', 'hardy-herb savoury'],
  ['tarragon', 'herb', '1 sprig', 'french tarragon|chervil|estragon', 'garnish-herb'],
  ['mixed herbs', 'herb', '0.5 tsp', 'dried herbs|italian seasoning|herbes de provence|italian herbs|dried mixed herbs|herbs', 'hardy-herb italian savoury'],
  ['curry leaves', 'herb', '4', 'curry leaf|curry patta|curry pata|kadi patta|kadhi patta|kari patta|limdo|limda|karuveppilai|kariveppila|karivepaku|kariapak', 'indian'],
  ['kaffir lime leaves', 'herb', '2', 'lime leaves|makrut lime leaves', 'asian'],
  // spices
  ['cumin', 'spice', '0.5 tsp', 'ground cumin|cumin seeds|jeera|geera|jira|zira|comino|kammoun|kamoun|kamun|kreuzkümmel|kreuzkummel|cumino|kimyon|cominho|kmin rzymski|zeera', 'savoury indian mexican med'],
  ['paprika', 'spice', '0.5 tsp', 'sweet paprika|hot paprika|piment d espelette|piment despelette|espelette pepper|espelette|pirospaprika|édesnemes pirospaprika|edesnemes pirospaprika|fűszerpaprika|fuszerpaprika|papryka słodka|papryka slodka|paprika dulce|boia|boia de ardei|boia dulce|paprikapulver|pimentón dulce|pimenton dulce|pimentão doce|pimentao doce', 'savoury mexican med'],
  ['smoked paprika', 'spice', '0.5 tsp', 'pimenton|spanish paprika', 'savoury mexican med'],
  ['chilli powder', 'spice', '0.25 tsp', 'chili powder|chile powder|red chile powder|red chili powder|new mexico chile powder|new mexico red chile powder|ground red chile|chimayo chile|chimayo chile powder|hatch red chile powder|hot chilli powder|kashmiri chilli powder|mild chilli powder|ancho chilli|chipotle|chipotle powder|chipotle paste|chili seasoning|chilli seasoning|chili seasoning mix|chili mix|chilli mix|lal mirch|lal mirch powder|mirchi powder|lal mirchi|milagai podi|mulaku podi', 'savoury indian mexican'],
  ['chilli flakes', 'spice', '0.25 tsp', 'chili flakes|red pepper flakes|crushed red pepper|crushed chillies|dried chilli flakes|pul biber|aleppo pepper|gochugaru|urfa biber|urfa pepper|isot pepper|isot|isot biber|isot biberi|peperoncino|peperoncino macinato', 'savoury italian asian'],
  ['cayenne pepper', 'spice', '0.25 tsp', 'cayenne', 'savoury mexican'],
  ['turmeric', 'spice', '0.25 tsp', 'ground turmeric|haldi|fresh turmeric|acafrao|açafrão|acafrao da terra|açafrão da terra|acafrao-da-terra|açafrão-da-terra', 'indian'],
  ['garam masala', 'spice', '0.5 tsp', '', 'indian'],
  ['curry powder', 'spice', '1 tsp', 'colombo powder|poudre de colombo|poudre a colombo|poudre à colombo|colombo masala|madras curry powder|mild curry powder|medium curry powder|hot curry powder|curry spice|roasted curry powder|sri lankan curry powder|sri lankan roasted curry powder|durban masala|durban curry masala|durban curry powder|mother-in-law masala', 'indian'],
  ['ground coriander', 'spice', '0.5 tsp', 'coriander seeds|coriander powder|dhania', 'savoury indian mexican'],
  ['cinnamon', 'spice', '0.25 tsp', 'ground cinnamon|cinnamon stick|cinnamon sticks|cinnamon powder|cinnamon sugar|zimtzucker|kanelsocker|kanela|kanella|kaneel|zimt|cannella|cannelle|canela|cynamon|korica|fahéj|fahej|scorțișoară|scortisoara|darchini|dalchini|tarçın|tarcin|rougui', 'sweet-spice indian med'],
  ['nutmeg', 'spice', '1 pinch', 'ground nutmeg|whole nutmeg|mace', 'sweet-spice'],
  ['mixed spice', 'spice', '0.25 tsp', 'pumpkin spice|pumpkin pie spice|apple pie spice', 'sweet-spice'],
  ['cloves', 'spice', '1 pinch', 'ground cloves|whole cloves', 'sweet-spice indian'],
  ['cardamom', 'spice', '2', 'cardamom pods|ground cardamom|green cardamom|korerima|ethiopian cardamom', 'sweet-spice indian'],
  ['ground ginger', 'spice', '0.25 tsp', 'ginger powder|dried ginger|dry ginger|dry ginger powder|sonth|saunth|sukku|chukku', 'sweet-spice indian'],
  ['star anise', 'spice', '1', 'anise|aniseed|aniseeds|anise seed|anise seeds|anis seeds|grains d\'anis|matalahúga|matalahuga|yansun|glikaniso', 'asian'],
  ['five spice', 'spice', '0.25 tsp', 'chinese five spice|five spice powder|5 spice', 'asian'],
  ['sichuan peppercorns', 'spice', '0.25 tsp', 'szechuan peppercorns|andaliman|batak pepper|szechuan pepper|sichuan pepper|sichuan peppercorn|sichuan pepper corns|timur|timmur|nepali timur|nepali pepper', 'asian savoury'],
  ['fennel seeds', 'spice', '0.25 tsp', 'fennel seed|erva doce|erva-doce|fennel powder|ground fennel|fennel seed powder|saunf|saunf powder|sonf', 'italian indian savoury whole-seed'],
  ['mustard seeds', 'spice', '0.25 tsp', 'black mustard seeds|yellow mustard seeds|mustard powder|english mustard powder|kadugu|kaduku|rai|rai na dana|sarson seeds|mohari|mohri|sorshe dana', 'indian savoury whole-seed'],
  ['fenugreek', 'spice', '0.25 tsp', 'fenugreek seeds|methi seeds|methi dana|methi|kasuri methi|fenugreek leaves|dried fenugreek leaves|methi leaves|shambalileh|utskho suneli|blue fenugreek|abish|hilbeh|hulba|helba', 'indian'],
  ['asafoetida', 'spice', '1 pinch', 'hing|asafetida', 'indian gluten'],
  ['ras el hanout', 'spice', '0.5 tsp', 'baharat|kabsa spice|kabsa spices|kabsa spice mix|mandi spice|mandi spices|machboos spice|bzar|bzaar|bezar|iraqi bharat|7 spice|seven spice|lebanese 7 spice|lebanese seven spice|shawarma spice|tagine spice', 'med savoury'],
  ['zaatar', 'spice', '0.5 tsp', 'za atar|zahtar', 'med'],
  ['sumac', 'spice', '0.25 tsp', '', 'med'],
  ['saffron', 'spice', '1 pinch', 'saffron threads|saffron strands', 'med indian'],
  ['cajun seasoning', 'spice', '0.5 tsp', 'zatarains|zatarain|zatarains cajun seasoning|cajun spice|creole seasoning|tony chacheres|tony chacheres creole seasoning|tonys creole seasoning|tonys seasoning|slap ya mama|slap ya mama cajun seasoning|bbq rub|steak seasoning|all purpose seasoning|piri piri seasoning|peri peri seasoning', 'savoury mexican'],
  ['fajita seasoning', 'spice', '1 tsp', 'taco seasoning|fajita spice mix|taco spice mix|mexican seasoning|chilli con carne mix', 'savoury mexican'],
  ['garlic powder', 'spice', '0.25 tsp', 'garlic granules|garlic salt|dried garlic', 'savoury'],
  ['onion powder', 'spice', '0.25 tsp', 'onion granules|dried onion|onion salt|celery salt', 'savoury'],
  ['vanilla extract', 'baking', '0.25 tsp', 'vanilla|vanilla essence|vanilla pod|vanilla bean|vanilla paste|vanilla bean paste|vanilla sugar|vanillezucker|vanillinzucker|vaniljsocker|vaniljesukker|vaniljsukker|cukier waniliowy|sucre vanillé|sucre vanille|vanillin sugar', 'sweet-spice'],
  ['salt', 'spice', '1 pinch', 'sea salt|table salt|kosher salt|salt flakes|rock salt|maldon salt|fine salt|pink salt|himalayan salt|pink himalayan salt|asin|sal|sal grosso|sal refinado', 'pantry'],
  ['black pepper', 'spice', '1 pinch', 'pepper|ground black pepper|black peppercorns|peppercorns|cracked black pepper|salt and pepper|pepper and salt|poivre|poivre noir|paminta|pamintang buo|pimenta do reino|pimenta-do-reino|pepper corns|milagu|kali mirch|kaali mirch|gol mirch|tiêu|tieu|hat tieu|tiêu đen|pfeffer|pimienta|pimienta negra|pepe nero|pepe|karabiber|pieprz|perets|piper|pipéri|hu jiao|hujiao', 'pantry'],
  // sauces and condiments
  ['soy sauce', 'sauce', '1 tbsp', 'sillao|soya sauce|light soy sauce|dark soy sauce|shoyu|kecap asin|kicap masin|liquid aminos|kikkoman|soy|soya|light soy|dark soy|toyo|guk-ganjang|guk ganjang|gukganjang|soup soy sauce|ganjang', 'asian gluten'],
  // Brewed without wheat: what a coeliac uses for soy sauce.
  ['tamari', 'sauce', '1 tbsp', 'tamari sauce|gluten free soy sauce|gf soy sauce|wheat free soy sauce', 'asian gluten-free'],
  ['oyster sauce', 'sauce', '1 tbsp', 'nam man hoi|nam mun hoi|hao you|haoyou|ho yau|hou yau|dầu hào|dau hao|saus tiram|sos tiram|kaki sauce|oisutaa soosu', 'asian nonveg'],
  ['fish sauce', 'sauce', '1 tsp', 'nam pla|nuoc mam|patis|bagoong isda|bagoong monamon|bagoong terong|padaek|padek|pa daek|pla ra|plara|prahok|pra hok|prohok|pha ak|mam bo hoc', 'asian nonveg'],
  ['hoisin sauce', 'sauce', '1 tbsp', 'hoisin|plum sauce', 'asian'],
  ['black bean sauce', 'sauce', '1 tbsp', 'black bean garlic sauce|black bean and garlic sauce|chinese black bean sauce|lee kum kee black bean sauce', 'asian gluten'],
  ['sweet chilli sauce', 'sauce', '1 tbsp', 'sweet chili sauce|thai sweet chilli sauce', 'asian'],
  ['sriracha', 'sauce', '1 tsp', 'chilli sauce|chili sauce|huy fong', 'asian'],
  // A jar of sambal is crushed raw chilli, salt and vinegar: no garlicky sweet sriracha.
  ['sambal oelek', 'sauce', '1 tsp', 'sambal|sambal ulek|sambal olek|jar of sambal|chilli sambal|chili sambal|sambal chilli', 'asian'],
  ['chilli oil', 'sauce', '1 tsp', 'chili oil|chilli crisp|chili crisp|crispy chilli oil|crispy chili oil|crispy chilli in oil|lao gan ma|laoganma|hot chilli oil|chiu chow chilli oil|sichuan chilli oil|la jiao you|rayu|la-yu|chilli oil with crispy garlic', 'asian'],
  ['hot sauce', 'sauce', '1 tsp', 'tabasco|frank s|franks red hot|cholula|peri peri sauce|piri piri sauce|buffalo sauce|louisiana hot sauce|nandos|nandos sauce|nandos peri peri|encona|valentina|tapatio|el yucateco|hot pepper sauce', 'mexican'],
  ['gochujang', 'sauce', '1 tbsp', 'gochujang paste|korean chilli paste|gojuchang|gochuchang|kochujang|gochu jang', 'asian'],
  ['teriyaki sauce', 'sauce', '1 tbsp', 'teriyaki|yakitori sauce|ponzu', 'asian gluten'],
  ['miso', 'sauce', '1 tbsp', 'miso paste|white miso|red miso|brown miso', 'asian'],
  ['mirin', 'sauce', '1 tbsp', 'mirn', 'asian'],
  // Shaoxing is brewed from rice with a wheat starter: unlike mirin it carries gluten, which a
  // visitor avoiding gluten must be told. It goes where mirin or rice wine goes in a Chinese pan.
  ['shaoxing wine', 'sauce', '1 tbsp', 'rice wine|shaoxing|shao xing wine|shaohsing wine|chinese cooking wine|huangjiu', 'asian gluten'],
  // Sake is a dry rice wine, mirin a sweet one: a teriyaki wants both, so they are two foods.
  ['sake', 'sauce', '1 tbsp', 'cooking sake|ryorishu|ryori shu|nihonshu|japanese rice wine|sake for cooking', 'asian'],
  // Tenkasu, the crisp bits of fried tempura batter scattered on udon and okonomiyaki.
  ['tempura bits', 'condiment', '1 tbsp', 'tenkasu|agedama|age dama|tempura flakes|tempura crumbs|tempura scraps|tempura crunch|tempura crispies', 'cooked asian gluten'],
  ['rice vinegar', 'condiment', '1 tsp', 'rice wine vinegar|seasoned rice vinegar|black vinegar|chinkiang vinegar|black sweet vinegar|sweet black vinegar|sweetened black vinegar|chinese black vinegar|chinese sweet vinegar|zhenjiang vinegar|zhenjiang black vinegar|chinkiang black vinegar|zhenjiang cu|zhenjiang xiang cu|xiangcu|xiang cu|heicu|hei cu|chencu|chen cu|lao chen cu|shanxi vinegar|bai cu|mi cu|kome zu|komezu', 'asian acid'],
  // Curry pastes: the Thai and the Indian kinds are different ingredients (a Thai green curry is not
  // made with tikka paste), so each has its own entry; "curry paste" alone could be either.
  ['curry paste', 'sauce', '1 tbsp', 'pataks|patak|pataks paste|pataks curry paste', 'curry-paste indian asian'],
  // Tagged 'nonveg': the Thai-made pastes most cooks buy (Mae Ploy, Maesri, Aroy-D) and many
  // supermarket ones are made with shrimp paste, so, like pesto and Worcestershire sauce, the
  // common product is not vegetarian; vegan pastes exist, and the Thai classics say so in a tip.
  ['thai curry paste', 'sauce', '1 tbsp', 'thai green curry paste|thai red curry paste|thai yellow curry paste|green curry paste|red curry paste|yellow curry paste|massaman curry paste|massaman paste|panang curry paste|panang paste|penang curry paste|prik king paste|prik gaeng paste|khao soi paste|khao soi curry paste|gaeng som paste|kaeng som paste|sour curry paste|jungle curry paste|hang lay paste|hung lay paste|khua kling paste|kua kling paste|amok paste|kroeung|kroeung paste|khmer curry paste|green curry|red curry|yellow curry|thai green curry|thai red curry|thai yellow curry|massaman|massaman curry|panang|panang curry|penang curry|jungle curry', 'curry-paste asian nonveg'],
  ['indian curry paste', 'sauce', '1 tbsp', 'tikka paste|tikka masala paste|tikka masala curry paste|tikka curry paste|korma paste|korma curry paste|balti paste|balti curry paste|madras paste|madras curry paste|rogan josh paste|rogan josh curry paste|jalfrezi paste|jalfrezi curry paste|tandoori paste|tandoori curry paste|vindaloo paste|vindaloo curry paste', 'curry-paste indian'],
  ['harissa', 'sauce', '1 tsp', 'harissa paste|rose harissa', 'med'],
  ['pesto', 'sauce', '1 tbsp', 'basil pesto|green pesto|red pesto|sun dried tomato pesto|wild garlic pesto', 'italian dairy nonveg'],
  ['tomato puree', 'sauce', '1 tbsp', 'tomato paste|double concentrated tomato puree|tomato concentrate|domates salcasi|domates salçası|tomato salca|salca|salça|extrato de tomate', 'tomato'],
  ['passata', 'sauce', '100 ml', 'tuco|salsa de tuco|sieved tomatoes|tomato passata|pasta sauce|marinara|marinara sauce|pizza sauce|napoli sauce|napolitana sauce|arrabbiata sauce|bolognese sauce|dolmio|prego', 'tomato italian'],
  ['canned tomatoes', 'sauce', '0.5 tin', 'tinned tomatoes|ro tel|chopped tomatoes|tin of tomatoes|can of tomatoes|crushed tomatoes|diced tomatoes|tinned chopped tomatoes|canned chopped tomatoes|tinned plum tomatoes|canned plum tomatoes|whole peeled tomatoes|peeled tomatoes|tomato tin|rotel|mutti', 'tomato tinned'],
  ['sauce', 'sauce', '1 tbsp', 'dipping sauce|marinade|dressing|salad dressing|glaze|table sauce', ''],
  ['spice blend', 'spice', '0.5 tsp', 'spices|spice mix|seasoning|spice rub|rub|mixed spices|xawaash|xawaash spice|somali spice mix|keema masala|qeema masala|nihari masala|korma masala|qorma masala|karahi masala|kadai masala|kadhai masala|meat masala|mutton masala|chicken masala powder|everest chicken masala|mdh chicken masala|shan masala|shan curry masala|shan meat masala|shan mutton masala|shan bhuna gosht masala|shan bhindi gosht masala|shan achar gosht masala|everest meat masala|mdh meat masala|shan keema masala|shan nihari masala|shan karahi masala|shan korma masala|haleem masala|bisi bele bath powder|bisibelebath powder|whole garam masala|whole spices|khada masala|sabut garam masala|whole masala|dhansak masala|parsi dhansak masala|chettinad masala|chettinad masala powder|chettinad chicken masala|chettinad spice mix', 'savoury'],
  ['ketchup', 'condiment', '1 tbsp', 'tomato ketchup|catsup|all gold|heinz ketchup', 'tomato'],
  ['bbq sauce', 'sauce', '1 tbsp', 'barbecue sauce|barbeque sauce', ''],
  ['worcestershire sauce', 'sauce', '1 tsp', 'worcester sauce|worcestershire|lea and perrins', 'nonveg savoury'],
  ['mayonnaise', 'condiment', '1 tbsp', 'mayo|light mayonnaise|garlic mayo|aioli|kewpie|kewpie mayo|sriracha mayo|hellmanns|hellmans|miracle whip|best foods|hellmanns mayo|maionese|mayonesa', 'animal'],
  ['mustard', 'condiment', '1 tsp', 'dijon mustard|dijon|wholegrain mustard|whole grain mustard|english mustard|yellow mustard|american mustard|honey mustard|grainy mustard|colmans|french mustard|colmans mustard|senf|mittelscharfer senf|scharfer senf|dusseldorf mustard|moutarde|moutarde de dijon|mostarda|mosterd|musztarda|gorchitsa|hořčice|mustár|mustar|muștar|mustar|hardal|gyeoja', 'savoury'],
  ['salsa', 'condiment', '2 tbsp', 'tomato salsa|pico de gallo|chunky salsa|salsa dip', 'mexican dip-base'],
  ['guacamole', 'condiment', '2 tbsp', 'guac', 'mexican dip-base'],
  ['hummus', 'condiment', '2 tbsp', 'houmous|hummous|humous|hommus', 'med dip-base'],
  ['tzatziki', 'condiment', '2 tbsp', 'raita|cucumber yogurt dip', 'med dip-base dairy animal'],
  ['tahini', 'condiment', '1 tbsp', 'tahina|sesame paste|tahini sauce|taratour|tahini dressing', 'med nut-butter'],
  ['mango chutney', 'condiment', '1 tbsp', 'chutney|onion chutney|tomato chutney|caramelised onion chutney|pickle|lime pickle|relish|piccalilli', 'indian'],
  ['capers', 'condiment', '1 tsp', 'caper|caperberries|baby capers|capperi|capperi sotto sale|kapern|câpres|capres|alcaparras|kapari|kapary', 'italian med'],
  // Onions pickled whole in (mostly malt) vinegar are their own jar, not gherkins: a ploughman's or
  // a fish supper names them as they are.
  ['pickled onions', 'condiment', '2', 'pickled onion|pickled shallots|pickled shallot|silverskin onions|silverskin onion|pickled silverskin onions|cocktail onions|pickled baby onions|pickled pearl onions|pickled red onion|pickled red onions', 'acid gluten'],
  ['gherkins', 'condiment', '2', 'gherkin|pickles|pickled cucumbers|dill pickles|cornichons|pickled red cabbage|ogorki kiszone|kiszone ogorki|ogorki|sour pickles|brined pickles|polish pickles|malossol pickles|malosol|ogórki kiszone|kiszone ogórki|ogórki|ogórki konserwowe|malosolnye ogurtsy|pickle brine|pickle juice|gherkin brine|cucumber brine|gewürzgurken|gewurzgurken|saure gurken|solenye ogurtsy|solyonye ogurtsy|solenie ogurtsy|kvashenye ogurtsy|augurken|cetriolini|kovászos uborka|kovaszos uborka|kyselé okurky', 'acid'],
  ['kimchi', 'condiment', '40 g', 'kim chi|kimchi juice|kimchi brine|kimchee|sour kimchi|mukeunji|baechu kimchi', 'asian acid'],
  ['balsamic vinegar', 'condiment', '1 tsp', 'balsamic|balsamic glaze|aged balsamic', 'italian acid'],
  ['vinegar', 'condiment', '1 tsp', 'white wine vinegar|red wine vinegar|cider vinegar|apple cider vinegar|sherry vinegar|malt vinegar|white vinegar|distilled vinegar|datu puti|datu puti vinegar|suka|sukang puti|cane vinegar|sukang iloko|kachampuli|coorg vinegar|kodava vinegar|essig|aceto|aceto di vino|aceto bianco|sirke|ocet|uksus|otet|oțet|goa vinegar|goan vinegar|toddy vinegar|coconut toddy vinegar', 'acid'],
  ['lemon juice', 'condiment', '1 tbsp', 'bottled lemon juice|jif lemon|lime juice', 'acid citrus'],
  ['jam', 'sweetener', '1 tbsp', 'jelly|strawberry jam|raspberry jam|apricot jam|marmalade|conserve|preserves|fruit spread|lemon curd', 'sweet'],
  ['peanut butter', 'nut-seed', '1 tbsp', 'smooth peanut butter|crunchy peanut butter|pb|peanut paste|groundnut paste|ground peanut paste', 'nut-butter asian'],
  ['almond butter', 'nut-seed', '1 tbsp', 'cashew butter|nut butter|hazelnut butter|sunflower seed butter', 'nut-butter'],
  ['chocolate spread', 'sweetener', '1 tbsp', 'nutella|hazelnut spread|chocolate hazelnut spread|biscoff spread|cookie butter', 'sweet chocolate dairy'],
  // oils and fats
  ['olive oil', 'oil-fat', '1 tbsp', 'extra virgin olive oil|evoo|light olive oil|virgin olive oil|azeite|zeytinyagi|zeytinyağı|elaiolado|eleolado|elaiolatho|aceite de oliva|olio d\'oliva|olio d oliva|olio extravergine|huile d\'olive|huile d olive|oliwa|oliwa z oliwek|olivkovoe maslo|olívaolaj|ulei de măsline|olijfolie|olivenöl|olivenol', 'italian med'],
  ['cooking oil', 'oil-fat', '1 tbsp', 'oil|vegetable oil|sunflower oil|rapeseed oil|canola oil|groundnut oil|peanut oil|corn oil|frying oil|avocado oil|grapeseed oil|neutral oil|spray oil|fry light|frylight|cooking spray|oleo|óleo|oleo de soja|óleo de soja|mantika|tel|rastitelnoe maslo|podsolnechnoe maslo|olej|olej rzepakowy|ulei|ulei de floarea soarelui|olaj|leinöl|leinol|leinsamenöl|huile|aceite|óleo de cozinha|ennai|huile de tournesol', 'pantry'],
  ['sesame oil', 'oil-fat', '1 tsp', 'toasted sesame oil|chamgireum|cham gireum|chamgirem|ma you|mayou|xiang you|xiangyou|ma yau|goma abura|gomaabura|minyak bijan|dau me', 'asian finishing-oil'],
  ['coconut oil', 'oil-fat', '1 tbsp', '', 'coconut'],
  ['ghee', 'oil-fat', '1 tbsp', 'clarified butter|butterschmalz|samneh|samna|samn|manteiga de garrafa|manteiga da terra|niter kibbeh|niter kebbeh|nit\'ir qibe|spiced butter|smen|nitir kibe|niter kibe|ye abesha kibe|kibe|kebe|ethiopian butter|ethiopian spiced butter|tesmi|tesme', 'indian dairy'],
  ['margarine', 'oil-fat', '15 g', 'baking spread|vegan butter|dairy free spread|flora|stork|i cant believe its not butter|vitalite|benecol|bertolli spread|utterly butterly', ''],
  ['lard', 'oil-fat', '15 g', 'strutto|saindoux|schmalz|pork fat|bacon fat|bacon grease|caul fat|asiento|pork lard|manteca de cerdo', 'nonveg'],
  // The poultry fats (duck, goose, chicken schmaltz): no pork, which a visitor avoiding pork or a
  // cook reading "lard" needs to know. They fry and roast where lard does.
  ['duck fat', 'oil-fat', '15 g', 'goose fat|duck dripping|goose dripping|rendered duck fat|schmaltz|chicken fat', 'nonveg'],
  // Dripping is the fat of a roast, beef's in Britain: a visitor avoiding beef must be told.
  ['beef dripping', 'oil-fat', '15 g', 'dripping|beef fat|beef tallow|tallow', 'nonveg'],
  // Lamb's tail fat (dumba, kurdyuk) renders for a Central Asian plov or kuurdak: a lamb fat, no
  // pork, where a cook fries in it as in lard.
  ['lamb fat', 'oil-fat', '15 g', 'mutton fat|tail fat|sheep tail fat|fat tail|dumba fat|kurdyuk', 'nonveg'],
  // sweeteners
  ['sugar', 'sweetener', '1 tbsp', 'white sugar|granulated sugar|caster sugar|superfine sugar|cane sugar|golden caster sugar|castor sugar|rock sugar|yellow rock sugar|crystal sugar|bing tang|acucar|açúcar|açucar|asukal|asukal na puti|zucchero|zucker|suiker|sucre|cukor|zahar|zahăr|sahar|sakhar|cukier|cukr|sato|satou|seolttang|azucar|azúcar|şeker|seker|zachari', 'sweet'],
  ['brown sugar', 'sweetener', '1 tbsp', 'light brown sugar|dark brown sugar|muscovado|muscovado sugar|demerara|demerara sugar|soft brown sugar|coconut sugar|jaggery|palm sugar|gur|panela|piloncillo|rapadura|gula melaka|gula jawa|gula merah|gula aren|papelon|papelón|gol|gud|vellam|bellam|jaggery powder', 'sweet'],
  ['icing sugar', 'sweetener', '1 tbsp', 'powdered sugar|confectioners sugar', 'sweet'],
  ['honey', 'sweetener', '1 tbsp', 'runny honey|clear honey|set honey|manuka honey|🍯', 'sweet animal'],
  ['maple syrup', 'sweetener', '1 tbsp', 'maple|pancake syrup|agave|agave syrup|agave nectar|rice syrup', 'sweet'],
  // Vietnamese cooks buy the dark, bitter caramel of a kho ready made (nuoc mau); "caramel" on a
  // list beside fish sauce is that (reading/kitchen-readings.ts), not sweets: a cook's read found
  // Ca Kho To turn it away. Elsewhere it is the caramel sauce of a banoffee pie.
  ['cooking caramel', 'sweetener', '1 tbsp', 'nuoc mau|nuoc hang|caramel syrup|caramel colour|caramel color|burnt sugar|bitter caramel|vietnamese caramel', 'sweet'],
  ['golden syrup', 'sweetener', '1 tbsp', 'treacle|corn syrup|light corn syrup|lyles|lyles golden syrup|stroop|schenkstroop|keukenstroop|pannenkoekstroop|appelstroop|dark syrup|tumma siirappi|siirappi|vaalea siirappi|mörk sirap|mork sirap|ljus sirap|sirap|dark corn syrup', 'sweet'],
  // baking staples
  ['plain flour', 'baking', '50 g', 'flour|all purpose flour|all-purpose flour|ap flour|white flour|wheat flour|cake flour|pastry flour|00 flour|type 00 flour|spelt flour|maida|maida flour|farinha de trigo|farine|farine de ble|farine de blé|harina|mąka|maka|mąka pszenna|maka pszenna|muka|mouka|hladká mouka|liszt|faina|făină|harina de trigo|farina 00|mehl|weizenmehl|bloem|alevri|tepung terigu|terigu', 'flour gluten'],
  ['self raising flour', 'baking', '50 g', 'self-raising flour|self rising flour|self-rising flour|sr flour|self raising|self-raising|self rising', 'flour gluten'],
  ['bread flour', 'baking', '75 g', 'strong white flour|strong bread flour|strong flour|strong wholemeal flour|pizza flour', 'flour gluten'],
  ['gram flour', 'baking', '40 g', 'besan|chickpea flour|shiro|shiro powder|shiro flour|mitin shiro', 'flour gluten-free indian'],
  ['cornflour', 'baking', '1 tsp', 'cornstarch|corn starch|corn flour|arrowroot|potato starch|sweet potato starch|sweet potato flour|maisena|maizena|starch|katakuriko|potato flour|maka ziemniaczana|mąka ziemniaczana|maicena|maisstärke|maisstarke|amido di mais|fécula de maíz|fecula de maiz|amido de milho|nişasta|nisasta|skrobia|krakhmal|kukuruzny krakhmal|tepung jagung', 'gluten-free'],
  ['ground almonds', 'baking', '25 g', 'almond flour|almond meal|ground hazelnuts', 'gluten-free'],
  ['baking powder', 'baking', '0.5 tsp', 'lievito per dolci|lievito pane degli angeli|lievito paneangeli|paneangeli|pane degli angeli|lievito vanigliato|lievito in polvere|lievito istantaneo|levure chimique|levure alsacienne|alsa|fermento em po|fermento em pó|fermento quimico|fermento químico|fermento|polvere lievitante|levadura quimica|levadura química|polvo de hornear|backpulver|weinsteinbackpulver|eno|eno fruit salt|fruit salt', 'leavening'],
  ['bicarbonate of soda', 'baking', '0.25 tsp', 'baking soda|bicarb|bicarb soda|sodium bicarbonate|bicarbonate|bread soda|breadsoda', 'leavening'],
  ['yeast', 'baking', '0.5 tsp', 'lievito di birra|lievito di birra secco|lievito madre|levure de boulanger|levure boulangère|levure boulangere|dried yeast|fast action yeast|instant yeast|active dry yeast|fresh yeast|easy bake yeast|fermento biologico|fermento biológico|fermento biologico seco|levadura seca|levadura fresca', 'leavening'],
  ['cocoa powder', 'baking', '1 tbsp', 'cocoa|cacao|cacao powder|unsweetened cocoa|drinking chocolate|chocolate em po|chocolate em pó|chocolate em pô|nescau|toddy|achocolatado|hot chocolate powder|hot chocolate mix', 'chocolate'],
  ['dark chocolate', 'sweet-treat', '25 g', 'plain chocolate|bittersweet chocolate|semisweet chocolate|cooking chocolate|baking chocolate|70% chocolate|chocolate', 'chocolate sweet'],
  ['milk chocolate', 'sweet-treat', '25 g', 'chocolate bar|dairy milk|chocolate bars|bar of chocolate|🍫|cadbury|cadburys|galaxy chocolate|hersheys|milka|chocolate truffles|chocolate truffle|lindor', 'chocolate sweet dairy'],
  ['white chocolate', 'sweet-treat', '25 g', 'white chocolate chips', 'chocolate sweet dairy'],
  ['chocolate chips', 'sweet-treat', '20 g', 'chocolate chip|choc chips|chocolate chunks|choc chunks|chocolate drops|cacao nibs', 'chocolate sweet'],
  ['gelatine', 'baking', '1 sheet', 'gelatin|leaf gelatine|gelatine leaves', 'nonveg'],
  ['sprinkles', 'sweet-treat', '1 tsp', 'hundreds and thousands|nonpareils|sprinkle|edible glitter|food colouring|food coloring', 'sweet'],
  // sweet treats and snacks
  ['biscuits', 'sweet-treat', '2', 'biscuit|cookies|cookie|digestives|digestive biscuits|rich tea|shortbread|graham crackers|graham cracker|graham cracker crumbs|graham crumbs|graham wafer crumbs|graham wafers|oreos|oreo|ginger nuts|gingernuts|gingersnaps|gingersnap|hobnobs|amaretti|biscoff|custard creams|bourbon biscuits|jammie dodgers|jaffa cakes|fig rolls|party rings|ginger snaps|tim tams|anzac biscuits|marie biscuits|lotus biscuits|speculoos|nice biscuits|nilla wafers|vanilla wafers', 'sweet gluten'],
  ['marshmallows', 'sweet-treat', '6', 'marshmallow|mini marshmallows|marshmallow fluff', 'sweet nonveg'],
  ['sweets', 'sweet-treat', '20 g', 'candy|gummy bears|jelly babies|jelly beans|haribo|fudge|toffee|toffees|caramels|m and ms|smarties|maltesers|skittles|lollipop|lollipops|candy bar|mars bar|snickers|kit kat|twix|bounty|rolos|milky way|reeses|peanut butter cups|starburst|wine gums|fruit pastilles|liquorice|licorice|sherbet|lollies|lolly|humbugs', 'sweet'],
  ['cake', 'sweet-treat', '1 slice', 'sponge cake|brownies|brownie|muffins|cupcakes|cupcake|doughnut|donut|doughnuts|swiss roll|madeleines|lamingtons|lamington', 'sweet gluten animal'],
  // Not "chips": fried potatoes in Britain, crisps in America; the rest of the list decides
  // (reading/kitchen-readings.ts), and alone the word stays the visitor's own.
  ['crisps', 'sweet-treat', '25 g', 'potato chips|kettle chips|pringles|popcorn|pretzel crisps|tortilla crisps|corn snacks|walkers|walkers crisps|wotsits|quavers|hula hoops|monster munch|cheetos|twiglets|mini cheddars|batata palha|potato sticks|potato stick|potato straws|straw potatoes|matchstick potatoes|matchstick crisps|potato matchsticks|shoestring potato sticks|plantain chips|plantain crisps|chifles|mariquitas|platanitos|chips de platano|chips de plátano', 'dipper'],
  // nuts and seeds
  ['almonds', 'nut-seed', '15 g', 'almond|flaked almonds|sliced almonds|blanched almonds|slivered almonds', ''],
  ['walnuts', 'nut-seed', '15 g', 'walnut|walnut halves|pecans|pecan|pecan nuts|pecan halves|gerdoo|gerdu|girdoo|ceviz|noci|noix|walnüsse|walnusse|orzechy włoskie|orzechy wloskie|greckiy orekh|grecki orekh|dió|nuci|karydia|akhrot', ''],
  ['cashews', 'nut-seed', '15 g', 'cashew|cashew nuts|cashew nut', 'asian indian'],
  ['peanuts', 'nut-seed', '15 g', 'peanut|salted peanuts|roasted peanuts|monkey nuts|groundnuts|🥜|amendoim', 'asian'],
  ['hazelnuts', 'nut-seed', '15 g', 'hazelnut|filberts', ''],
  ['pistachios', 'nut-seed', '15 g', 'pistachio|pistachio nuts', 'med indian'],
  ['pine nuts', 'nut-seed', '10 g', 'pine nut|pignoli|pinenuts', 'italian'],
  ['mixed nuts', 'nut-seed', '15 g', 'nuts|nut|chopped nuts|trail mix|nut mix|roasted nuts', ''],
  ['sesame seeds', 'nut-seed', '1 tsp', 'sesame|sesame seed|black sesame seeds|toasted sesame seeds', 'asian'],
  ['sunflower seeds', 'nut-seed', '1 tbsp', 'sunflower seed|mixed seeds|seeds|seed mix', ''],
  ['pumpkin seeds', 'nut-seed', '1 tbsp', 'pumpkin seed|pepitas', 'mexican'],
  ['chia seeds', 'nut-seed', '1 tbsp', 'chia|chia seed', ''],
  ['flaxseed', 'nut-seed', '1 tbsp', 'flax seeds|flaxseeds|linseed|linseeds|ground flaxseed|milled flaxseed|hemp seeds', ''],
  // stock and liquids
  ['vegetable stock', 'stock', '250 ml', 'veg stock|vegetable broth|veggie stock|vegetable stock cube|vegetable bouillon|bouillon|bouillon powder|stock cube|stock cubes|stock pot|stock|broth|veg stock cube|vegetable oxo|vegetable oxo cube|oxo vegetable|oxo vegetable cube|veg oxo|veg oxo cube|dado|dado da brodo|brühwürfel|bruhwurfel|bouillonblokje|kostka rosołowa|kostka rosolowa|bulion kostka|bouillon cube', 'stock'],
  ['chicken stock', 'stock', '250 ml', 'chicken broth|knorr|knorr suiza|knorr chicken bouillon|knorr caldo de pollo|knorr caldo de tomate|caldo de tomate|knorr tomato bouillon|tomato bouillon|chicken tomato bouillon|chicken stock cube|chicken bouillon|bone broth|chicken stock pot|maggi cube|maggi cubes|maggi star|maggi stock cube|maggi stock cubes|onga|onga cube|onga cubes|onga classic|onga stew|onga seasoning|onga seasoning cube|knorr cube|knorr cubes|knorr chicken cube|knorr chicken cubes|chicken oxo|chicken oxo cube|chicken oxo cubes|oxo chicken|oxo chicken cube|oxo chicken cubes|oxo chicken stock cube|rosol|rosół|leftover rosol|leftover rosół', 'stock nonveg'],
  ['beef stock', 'stock', '250 ml', 'beef broth|beef stock cube|beef bouillon|lamb stock|beef stock pot|oxo|oxo cube|gravy granules|gravy|bisto|bisto gravy|bisto granules|gravox|gravox gravy|au jus|au jus packet|au jus mix|au jus gravy mix|packet of au jus|royco|royco mchuzi mix|mchuzi mix|royco cubes|knorrox|knorrox stock cube|knorrox cube', 'stock nonveg'],
  ['fish stock', 'stock', '250 ml', 'fish broth|seafood stock|dashi|fish stock cube|dashi powder|hondashi|dashi stock|bonito dashi|anchovy stock|anchovy broth|myeolchi stock|myeolchi yuksu|dried anchovy stock', 'stock nonveg'],
  ['coconut milk', 'stock', '0.25 tin', 'tinned coconut milk|canned coconut milk|light coconut milk|coconut cream|creamed coconut|coconut milk tin|leite de coco|gata|gata ng niyog|kakang gata', 'coconut asian indian'],
  ['white wine', 'stock', '50 ml', 'dry white wine|sauvignon blanc|pinot grigio|chardonnay|vermouth|dry vermouth|dry sherry|sherry|prosecco|champagne|wine|rose wine|vin blanc|riesling|gewurztraminer|sylvaner|pinot blanc|muscadet|chablis|albarino|verdejo|vinho verde|vinho branco|vino seco|vino blanco|vino bianco|weisswein|weißwein|białe wino', 'wine'],
  ['red wine', 'stock', '75 ml', 'merlot|shiraz|cabernet|malbec|rioja|port|burgundy|red burgundy|claret|pinot noir|cotes du rhone|chianti|beaujolais|zinfandel|chianti classico|vino tinto|rotwein|vino rosso|vin rouge|vinho tinto|czerwone wino', 'wine'],
  ['beer', 'stock', '100 ml', 'ale|lager|stout|brown beer|dark beer|belgian beer|abbey beer|leffe|leffe brune|brown ale|guinness|porter|bitter|guiness|bottle of guiness|chicha de jora|chicha|cerveza negra|cerveza|cerveja|cerveja preta|birra|bière|biere|bier|piwo|pivo|sör|bere|bira|stout beer|westmalle|westmalle dubbel|westmalle tripel|chimay|duvel|trappist beer|abbey ale', 'wine gluten'],
  ['water', 'stock', '250 ml', 'tap water|still water|bottled water|cold water|hot water|boiling water|filtered water|ice|ice cubes|💧', 'pantry'],
  ['sparkling water', 'drink', '150 ml', 'soda water|fizzy water|club soda|tonic|tonic water|seltzer|lemonade|ginger ale|ginger beer', ''],
  ['orange juice', 'drink', '100 ml', 'oj|fresh orange juice|fruit juice|juice|apple juice|cranberry juice|grape juice|mango juice|tropical juice|carrot juice|smoothie', 'sweet'],
  ['oat milk', 'drink', '150 ml', 'almond milk|soy milk|soya milk|rice milk|cashew milk|coconut drink|plant milk|non dairy milk|dairy free milk|hemp milk|pea milk|oatly', 'milk'],
  ['coffee', 'drink', '1 tsp', 'espresso|instant coffee|ground coffee|coffee beans|cold brew|decaf|nescafe', ''],
  ['tea', 'drink', '1', 'tea bags|teabag|tea bag|green tea|black tea|earl grey|matcha|chai|herbal tea|peppermint tea|rooibos|iced tea|pg tips|yorkshire tea|tetley|builders tea', ''],
  ['cola', 'drink', '150 ml', 'coke|pepsi|soda|fizzy drink|soft drink|energy drink|red bull|sprite|fanta|pop|cordial|elderflower cordial|orange squash|lemon squash|blackcurrant squash|fruit squash|robinsons|ribena|vimto|diet coke|coca cola|irn bru|dr pepper|lucozade|dandelion and burdock', 'sweet'],
]

const KNOWN_TAGS: ReadonlySet<string> = new Set(TAGS)

function isTag(value: string): value is Tag {
  return KNOWN_TAGS.has(value)
}

function parseAmount(text: string, id: string): Amount {
  const [quantityText = '', unitText = ''] = text.split(' ')
  const quantity = Number(quantityText)
  // 'scoop' and friends read fine as counts; only the units we know how to scale are kept.
  const unit = isUnit(unitText) ? unitText : ''
  if (!Number.isFinite(quantity) || quantity <= 0) {
    throw new Error(`Lexicon entry "${id}" has a bad amount "${text}"`)
  }
  return { quantity, unit }
}

const ANIMAL_CATEGORIES: ReadonlySet<Category> = new Set([
  'meat',
  'cured-meat',
  'poultry',
  'fish',
  'seafood',
])
const GLUTEN_CATEGORIES: ReadonlySet<Category> = new Set(['pasta', 'bread', 'noodles'])

function dietFor(category: Category, tags: ReadonlySet<Tag>): DietFlags {
  const isFlesh = ANIMAL_CATEGORIES.has(category) || tags.has('nonveg')
  const isDairy = category === 'dairy' || category === 'cheese' || tags.has('dairy')
  const isAnimal = isFlesh || isDairy || category === 'egg' || tags.has('animal')
  const hasGluten =
    !tags.has('gluten-free') && (GLUTEN_CATEGORIES.has(category) || tags.has('gluten'))
  return {
    vegetarian: !isFlesh,
    vegan: !isAnimal,
    glutenFree: !hasGluten,
    dairyFree: !isDairy,
  }
}

function buildEntry(row: Row): LexiconEntry {
  const [id, category, amountText, aliasText = '', tagText = ''] = row
  const tags = new Set<Tag>()
  for (const tag of tagText.split(' ')) {
    if (tag === '') continue
    if (!isTag(tag)) throw new Error(`Lexicon entry "${id}" has an unknown tag "${tag}"`)
    tags.add(tag)
  }
  const aliases = [id, ...aliasText.split('|').filter((alias) => alias !== '')]
  return {
    id,
    category,
    tags,
    aliases,
    perServing: parseAmount(amountText, id),
    diet: dietFor(category, tags),
  }
}

/** Every ingredient the offline chef knows, in a stable order. */
export const LEXICON: readonly LexiconEntry[] = [
  ...ROWS,
  ...EVERYDAY_AND_REGIONAL_NAMES_ROWS,
  ...BRITISH_AMERICAN_ROWS,
  ...EUROPEAN_ROWS,
  ...SOUTH_ASIAN_MIDDLE_EAST_MEXICO_ROWS,
  ...EAST_ASIAN_ROWS,
  ...ASIA_MIDEAST_EUROPE_ROWS,
  ...BAKES_PUDDINGS_ROWS,
  ...AFRICA_AMERICAS_ROWS,
  ...SOUTH_EAST_ASIAN_ROWS,
  ...CENTURY_EGG_ROWS,
  ...SPANISH_POLISH_ETHIOPIAN_LATIN_ROWS,
  ...MIDDLE_EASTERN_AND_CHINESE_ROWS,
  ...ONE_KITCHEN_PASTES_ROWS,
  ...WEST_AFRICAN_CARIBBEAN_ROWS,
  ...LEFTOVERS_CIDER_BARLEY_FLOUR_ROWS,
  ...COOKED_SIDES_ROWS,
  ...CURED_EGGS_AND_CHEESE_RIND_ROWS,
  ...ASIAN_PASTES_AND_TEFF_ROWS,
  ...MORINGA_SOUR_ORANGE_SMOKED_HADDOCK_ROWS,
  ...KOKUM_AND_BANANA_STEM_ROWS,
  ...SIBLING_DISHES_26A_ROWS,
  ...OGBONO_LONG_BEANS_LIVER_SPREAD_ROWS,
  ...GIZZARDS_AND_CASSAVA_LEAVES_ROWS,
  ...FERMENTED_BLACK_BEANS_ROWS,
  ...LEVANT_PERSIA_INDIA_HOME_ROWS,
  ...BRYNDZA_AND_SOYBEAN_SPROUTS_ROWS,
  ...STOCK_BONES_ROWS,
  ...ENDIVE_AND_HOME_KITCHEN_ROWS,
  ...DISTINCT_FOODS_ROWS,
  ...CASSAREEP_WATERLEAF_BITTER_LEAF_ROWS,
  ...GINSENG_JUJUBE_MOGHRABIEH_ROWS,
  ...READY_MADE_DUMPLINGS_ROWS,
  ...ROUND7_FOODS_ROWS,
  ...HOME6_WORDS_ROWS,
  ...ROUND9_WORDS_ROWS,
  ...HOME7_WORDS_ROWS,
  ...DISTINCT_FOODS_2_ROWS,
  ...HOME3_EAST_ASIA_ROWS,
  ...HOME3_ANGLO_ROWS,
  ...DISTINCT_FOODS_3_ROWS,
  ...HOME4_NORTH_ROWS,
  ...HOME4_SOUTH_ROWS,
  ...DISTINCT_FOODS_4_ROWS,
  ...HOME5_CF_ROWS,
  ...HOME5_BEF_ROWS,
  ...PORK_BONE_AND_PALM_NUT_ROWS,
  ...FILIPINO_CARIBBEAN_WORDS_ROWS,
  ...DISHES14_ROWS,
  ...DISHES14B_ROWS,
  ...DISHES15A_ROWS,
  ...COVER16A_ROWS,
  ...COVER16C_ROWS,
  ...HOME17_ROWS,
  ...HOME18A_ROWS,
  ...TYPED17B_ROWS,
  ...HOME18C_ROWS,
  ...HOME18E_ROWS,
  ...MINIMAL19A_ROWS,
  ...HOME19C_ROWS,
  ...HOME19E_ROWS,
  ...HOME20D_ROWS,
  ...HOME21B_ROWS,
  ...HOME20C_ROWS,
  ...TAIL19B_ROWS,
  ...TAIL19C_ROWS,
  ...FIX20_ROWS,
  ...HOME20A_ROWS,
  ...HOME22B_ROWS,
  ...FIX24B_ROWS,
  ...HOME23B_ROWS,
  ...COOKS_READ_27_ROWS,
  ...MIN20A_ROWS,
  ...HOME22A_ROWS,
  ...HOME23A_ROWS,
  ...HOME24A_ROWS,
  ...READ28_ROWS,
  ...FIX26A_ROWS,
  ...READ32_ROWS,
  ...FIX26C_ROWS,
].map(buildEntry)

const BY_ID: ReadonlyMap<string, LexiconEntry> = new Map(LEXICON.map((entry) => [entry.id, entry]))

/** The entry with this canonical name; throws for a name that is not in the lexicon (a bug). */
export function lexiconEntry(id: string): LexiconEntry {
  const entry = BY_ID.get(id)
  if (entry === undefined) throw new Error(`No lexicon entry "${id}"`)
  return entry
}

/** The entry with this canonical name, if the lexicon has one. */
export function lexiconEntryOrUndefined(id: string): LexiconEntry | undefined {
  return BY_ID.get(id)
}
