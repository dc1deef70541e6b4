import type { EvalCase } from './eval-case.ts'

// Lists whose obvious dish is an Italian, French, Spanish or Greek classic, typed the way people
// type them: quantities, American names, capitals, and the odd thing that does not belong.
// prettier-ignore
export const EUROPEAN_LISTS: readonly EvalCase[] = [
  // Italian pasta
  { list: ['500g beef mince', 'spaghetti', '2 x 400g tins chopped tomatoes', 'onion', 'garlic', 'carrot', 'banana'], expect: ['spaghetti-bolognese', 'lasagne', 'pasta'] },
  { list: ['lean mince', 'tagliatelle', 'passata', 'red wine', 'mushrooms', 'parmesan'], expect: ['spaghetti-bolognese', 'pasta'] },
  { list: ['Spaghetti', 'Minced Beef', 'Onion', 'Tinned Tomatoes', 'Oxo cube', 'apples'], expect: ['spaghetti-bolognese', 'pasta'] },
  { list: ['lasagne sheets', '500g beef mince', 'chopped tomatoes', 'milk', 'butter', 'flour', 'cheddar'], expect: ['lasagne'] },
  { list: ['Lasagna noodles', 'ground beef', 'marinara sauce', 'mozzarella', 'onion', 'garlic'], expect: ['lasagne'] },
  { list: ['lasagne sheets', 'ricotta', 'half a bag of spinach', 'passata', 'parmesan', 'nutmeg'], expect: ['spinach-and-ricotta-lasagne'] },
  { list: ['spaghetti', 'eggs', 'pancetta', 'parmesan', 'black pepper'], expect: ['spaghetti-carbonara'] },
  { list: ['streaky bacon', '4 eggs', 'linguine', 'pecorino', 'garlic', 'milk'], expect: ['spaghetti-carbonara'] },
  { list: ['spaghetti', 'pecorino romano', 'lots of black pepper', 'butter'], expect: ['cacio-e-pepe'] },
  { list: ['spaghetti', '6 cloves garlic', 'extra virgin olive oil', 'chilli flakes', 'flat leaf parsley'], expect: ['spaghetti-aglio-e-olio'] },
  { list: ['spaghetti', 'kalamata olives', 'capers', 'anchovies', 'tin of tomatoes', 'garlic'], expect: ['pasta-puttanesca'] },
  { list: ['penne', 'chopped tomatoes', 'red chilli', 'garlic', 'basil', 'olive oil'], expect: ['penne-arrabbiata', 'pasta'] },
  { list: ['aubergine', 'rigatoni', 'tinned tomatoes', 'ricotta', 'basil', 'garlic'], expect: ['pasta-alla-norma', 'pasta'] },
  { list: ['fusilli', 'green pesto', 'cherry tomatoes', 'pine nuts', 'rocket'], expect: ['pesto-pasta', 'pasta'] },
  { list: ['jar of pesto', 'penne', 'green beans', 'new potatoes', 'parmesan'], expect: ['pesto-pasta', 'pasta'] },
  { list: ['linguine', '500g clams', 'garlic', 'white wine', 'parsley', 'chilli flakes'], expect: ['spaghetti-alle-vongole'] },
  { list: ['gnocchi', 'mozzarella ball', 'passata', 'basil', 'garlic', 'chocolate'], expect: ['gnocchi-alla-sorrentina', 'pasta'] },
  // Italian soups, risotto, chicken, pizza and salads
  { list: ['tin of borlotti beans', 'ditalini', 'onion', 'celery', 'carrot', 'rosemary', 'veg stock'], expect: ['pasta-e-fagioli', 'minestrone', 'soup'] },
  { list: ['carrots', 'celery', 'courgette', 'cannellini beans', 'small pasta', 'tinned tomatoes', 'vegetable stock cube', 'onion'], expect: ['minestrone', 'pasta-e-fagioli', 'soup'] },
  { list: ['arborio rice', 'chestnut mushrooms', 'shallots', 'white wine', 'parmesan', 'chicken stock', 'thyme'], expect: ['mushroom-risotto', 'risotto'] },
  { list: ['risotto rice', 'frozen peas', 'parmesan', 'onion', 'veg stock', 'mint', 'lemon'], expect: ['pea-and-parmesan-risotto', 'risotto'] },
  { list: ['chicken thighs', 'tinned tomatoes', 'red pepper', 'onion', 'rosemary', 'black olives', 'red wine'], expect: ['chicken-cacciatore', 'stew'] },
  { list: ['2 chicken breasts', 'panko breadcrumbs', 'mozzarella', 'passata', 'eggs', 'parmesan'], expect: ['chicken-parmigiana'] },
  { list: ['pizza dough', 'mozzarella', 'passata', 'fresh basil', 'olive oil'], expect: ['margherita-pizza', 'pizza'] },
  { list: ['buffalo mozzarella', 'vine tomatoes', 'basil', 'balsamic glaze', 'extra virgin olive oil'], expect: ['caprese-salad', 'salad'] },
  { list: ['stale sourdough', 'ripe tomatoes', 'red onion', 'cucumber', 'basil', 'red wine vinegar'], expect: ['panzanella', 'salad'] },
  { list: ['ciabatta', 'cherry tomatoes', 'garlic', 'basil', 'olive oil'], expect: ['bruschetta', 'panzanella'] },
  // French
  { list: ['6 onions', 'beef stock', 'baguette', 'gruyere', 'butter', 'thyme'], expect: ['french-onion-soup', 'soup'] },
  { list: ['aubergine', 'zucchini', 'red pepper', 'tomatoes', 'onion', 'garlic', 'herbes de provence'], expect: ['ratatouille', 'stew'] },
  { list: ['chicken thighs', 'bottle of red wine', 'bacon lardons', 'mushrooms', 'shallots', 'thyme'], expect: ['coq-au-vin', 'stew'] },
  { list: ['1kg braising steak', 'red wine', 'smoked bacon lardons', 'chestnut mushrooms', 'shallots', 'bay leaves', 'carrots'], expect: ['boeuf-bourguignon', 'stew'] },
  { list: ['sliced ham', 'gruyere', 'white bread', 'butter', 'milk', 'dijon mustard'], expect: ['croque-monsieur', 'toastie'] },
  { list: ['ready rolled shortcrust pastry', 'bacon lardons', 'eggs', 'double cream', 'gruyere'], expect: ['quiche-lorraine'] },
  { list: ['1kg mussels', 'dry white wine', 'shallots', 'garlic', 'parsley', 'crusty bread'], expect: ['moules-marinieres', 'fish'] },
  { list: ['tinned tuna', 'eggs', 'green beans', 'black olives', 'new potatoes', 'cherry tomatoes', 'anchovies'], expect: ['nicoise-salad', 'salad'] },
  { list: ['maris piper potatoes', 'double cream', 'milk', 'garlic', 'nutmeg'], expect: ['gratin-dauphinois'] },
  // Spanish
  { list: ['potatoes', '6 eggs', 'onion', 'olive oil', 'salt'], expect: ['spanish-tortilla', 'frittata', 'omelette', 'hash'] },
  { list: ['potatoes', 'tin of chopped tomatoes', 'smoked paprika', 'garlic', 'aioli', 'cayenne'], expect: ['patatas-bravas'] },
  { list: ['paella rice', 'chicken thighs', 'chorizo', 'peppers', 'frozen peas', 'saffron', 'chicken stock'], expect: ['paella'] },
  { list: ['raw king prawns', 'garlic', 'olive oil', 'chilli', 'parsley', 'lemon', 'baguette'], expect: ['gambas-al-ajillo', 'fish'] },
  { list: ['ripe tomatoes', 'cucumber', 'green pepper', 'garlic', 'sherry vinegar', 'olive oil'], expect: ['gazpacho', 'soup', 'salad'] },
  { list: ['cooking chorizo', 'chickpeas', 'tinned tomatoes', 'red onion', 'smoked paprika', 'spinach'], expect: ['chorizo-and-chickpea-stew', 'stew'] },
  // Greek
  { list: ['feta', 'tomatoes', 'cucumber', 'red onion', 'kalamata olives', 'dried oregano'], expect: ['greek-salad', 'salad'] },
  { list: ['aubergines', 'lamb mince', 'chopped tomatoes', 'cinnamon', 'milk', 'butter', 'plain flour'], expect: ['moussaka'] },
  { list: ['eggplant', 'ground lamb', 'crushed tomatoes', 'onion', 'garlic', 'Greek yogurt'], expect: ['moussaka', 'curry', 'stew'] },
  { list: ['chicken thigh fillets', 'pitta bread', 'greek yoghurt', 'cucumber', 'lemon', 'garlic', 'oregano'], expect: ['chicken-souvlaki'] },
  { list: ['4 lamb chops', 'greek yoghurt', 'half a cucumber', 'garlic', 'fresh mint', 'lemon'], expect: ['lamb-chops-with-tzatziki'] },
  { list: ['lamb cutlets', 'natural yogurt', 'cucumber', 'garlic', 'pitta bread', 'dried oregano'], expect: ['lamb-chops-with-tzatziki'] },
]
