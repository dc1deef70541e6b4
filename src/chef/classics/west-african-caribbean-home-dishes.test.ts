import { expect, test } from 'vitest'
import { firstIdea as first, expectDish } from '../../../tests/support/first-idea.ts'

// Everyday home and regional dishes of the West African, Caribbean, Ethiopian and Brazilian
// kitchens (issue 18): a list a visitor might type from their own cupboard, carrying the dish's
// signature, gets that dish first, with its star used and its safety step in the method.

// ── West African ──────────────────────────────────────────────────────────────────────────────

test('gizzards and ripe plantain make gizdodo, the gizzards boiled tender first', () => {
  const recipe = first(
    'chicken gizzards 500g, 2 ripe plantains, red bell pepper, scotch bonnet, onion',
  )
  expectDish(recipe, 'Gizdodo', /gizzards/)
  expect(recipe).toMatch(
    /simmer, covered, for 35–40 minutes, until tender and cooked right through/,
  )
})

test('green peppers, palm oil and iru make ayamase, the palm oil bleached with the window open', () => {
  const recipe = first(
    'green bell peppers x4, palm oil, scotch bonnet, locust beans (iru), beef, eggs, onion',
  )
  expectDish(recipe, 'Ayamase', /palm oil/)
  expect(recipe).toMatch(/window open/)
  expect(recipe).toMatch(/never add water to it/)
})

test('yam, eggs and flour make yamarita rather than boiled yam and egg sauce', () => {
  expectDish(
    first('1 tuber of yam, 3 eggs, plain flour, chilli flakes, maggi cube'),
    'Yamarita',
    /yam/,
  )
})

test('very ripe plantain with flour and ginger makes tatale, not kelewele', () => {
  expectDish(
    first('3 overripe plantains, flour, fresh ginger, onion, scotch bonnet'),
    'Tatale',
    /plantain/,
  )
})

test('cassava leaves make a cassava leaf stew, boiled long enough to be safe', () => {
  const recipe = first(
    'frozen cassava leaves, palm oil, chicken, smoked fish, onion, scotch bonnet, peanut butter, rice',
  )
  expectDish(recipe, 'Cassava Leaf Stew', /cassava leaves/)
  expect(recipe).toMatch(/natural cyanide/)
  expect(recipe).toMatch(/boil uncovered for 30 minutes/)
})

test('rice, palm oil, crayfish and dried fish make native jollof, ugu and all', () => {
  const recipe = first(
    'long grain rice, palm oil, ground crayfish, dry fish, onions, scotch bonnet, ugu',
  )
  expectDish(recipe, 'Native Jollof Rice', /palm oil/)
  expect(recipe).toMatch(/ugu/)
  expect(recipe).not.toMatch(/Not used: .*(dry fish|ugu)/)
})

test('couscous, yoghurt and condensed milk make thiakry', () => {
  expectDish(
    first('couscous, natural yoghurt 500g, condensed milk, nutmeg, raisins'),
    'Thiakry',
    /couscous/,
  )
})

// ── Caribbean ─────────────────────────────────────────────────────────────────────────────────

test('rice, pigeon peas, sofrito and sazón make arroz con gandules', () => {
  const recipe = first(
    'rice, 1 can pigeon peas, sofrito, sazon, green olives, onion, green pepper, garlic',
  )
  expectDish(recipe, 'Arroz con Gandules', /pigeon peas/)
  expect(recipe).not.toMatch(/Not used: .*sofrito/)
})

test('squash and beef with epis and lime make soup joumou, the beef cooked through', () => {
  const recipe = first(
    '1kg pumpkin, stewing beef, potatoes, carrots, cabbage, macaroni, limes, epis, scotch bonnet',
  )
  expectDish(recipe, 'Soup Joumou', /pumpkin/)
  expect(recipe).toMatch(/tender and cooked through/)
})

test('green plantains, garlic and chicharrones make mofongo', () => {
  expectDish(
    first('3 green plantains, garlic, chicharrones, olive oil, chicken broth'),
    'Mofongo',
    /plantains/,
  )
})

test('sweet potato, coconut milk and brown sugar make the Jamaican pudding', () => {
  expectDish(
    first('4 sweet potatoes, coconut milk, brown sugar, flour, nutmeg, raisins, vanilla'),
    'Jamaican Sweet Potato Pudding',
    /sweet potato/,
  )
})

test('spaghetti, hot dogs and ketchup make Haitian spaghetti, the sausages hot right through', () => {
  const recipe = first('spaghetti, hot dogs, ketchup, onion, green pepper, scotch bonnet, epis')
  expectDish(recipe, 'Haitian Spaghetti', /hot dogs/)
  expect(recipe).toMatch(/hot right through/)
})

test('coconut milk, cornflour and sugar make tembleque', () => {
  expectDish(first('2 cans coconut milk, cornstarch, sugar, cinnamon'), 'Tembleque', /coconut milk/)
})

test('pink beans with sazón and sofrito make habichuelas guisadas', () => {
  const recipe = first('pink beans, sazon, sofrito, tomato sauce, potato, olives, rice')
  expectDish(recipe, 'Habichuelas Guisadas', /beans/)
  expect(recipe).not.toMatch(/Not used: .*(sofrito|rice)/)
})

test('chicken, pumpkin, scotch bonnet and thyme make Jamaican chicken soup with spinners', () => {
  const recipe = first(
    'chicken drumsticks, pumpkin, carrots, potatoes, scotch bonnet, thyme, flour, chocho, corn',
  )
  expectDish(recipe, 'Jamaican Chicken Soup', /chicken drumsticks/)
  expect(recipe).toMatch(/spinners/)
  expect(recipe).toMatch(/cooked through/)
})

// ── Ethiopian and Eritrean ────────────────────────────────────────────────────────────────────

test('beef mince, onions and berbere make minchet abish rather than kitfo', () => {
  const recipe = first(
    '500g minced beef, 3 red onions, berbere, garlic, ginger, niter kibbeh, injera',
  )
  expectDish(recipe, 'Minchet Abish', /minced beef/)
  expect(recipe).toMatch(/beef cooked through/)
})

test('leftover injera, spiced butter and berbere make kategna', () => {
  expectDish(first('2 leftover injera, niter kibbeh, berbere, ayib'), 'Kategna', /injera/)
})

test('chickpea flour, lemon and green chilli make buticha, the flour cooked first', () => {
  const recipe = first('chickpea flour, lemon, jalapeño, red onion, olive oil')
  expectDish(recipe, 'Buticha', /chickpea flour/)
  expect(recipe).toMatch(/no longer tastes of raw flour/)
})

test('shiro with beef and berbere makes bozena shiro', () => {
  expectDish(
    first('shiro powder, beef, berbere, onion, garlic, niter kibbeh, injera'),
    'Bozena Shiro',
    /shiro powder/,
  )
})

test('liver, spiced butter and mitmita make dulet, the liver cooked through', () => {
  const recipe = first('lamb liver, beef, niter kibbeh, mitmita, red onion, jalapeno, injera')
  expectDish(recipe, 'Dulet', /liver/)
  expect(recipe).toMatch(/liver is cooked through/)
})

// ── Brazilian ─────────────────────────────────────────────────────────────────────────────────

test('bread, coconut milk and dried shrimp make vatapá, the prawns cooked through', () => {
  const recipe = first(
    'stale bread, coconut milk, dried shrimp, peanuts, cashews, dende oil, ginger, onion, prawns',
  )
  expectDish(recipe, 'Vatapa', /dried shrimp/)
  expect(recipe).toMatch(/pink and cooked through/)
})

test('condensed milk and coconut make beijinhos', () => {
  expectDish(first('condensed milk, desiccated coconut, butter'), 'Beijinho', /coconut/)
})

test('chicken, mayonnaise and carrots make salpicão, the chicken poached through', () => {
  const recipe = first('2 chicken breasts, mayo, carrots, sweetcorn, raisins, apple')
  expectDish(recipe, 'Salpicao', /chicken breasts/)
  expect(recipe).toMatch(/no pink in the middle/)
})

test('chicken and rice with carrot, onion and garlic make canja', () => {
  const recipe = first('whole chicken, white rice, carrots, potato, onion, garlic, mint')
  expectDish(recipe, 'Canja de Galinha', /chicken/)
  expect(recipe).toMatch(/piping hot/)
})
