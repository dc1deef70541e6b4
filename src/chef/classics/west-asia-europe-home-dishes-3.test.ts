import { expect, test } from 'vitest'
import { firstIdea as first, expectDish } from '../../../tests/support/first-idea.ts'

// Everyday home and regional dishes of the Indian, Turkish, Levantine and Iraqi, Persian and
// Eastern European kitchens (issue 18, third round): a list a visitor might type from their own
// cupboard, carrying the dish's signature, gets that dish first, with its star used and its
// safety step in the method.

// ── Indian ────────────────────────────────────────────────────────────────────────────────────

test('rice, moong dal, peppercorns and ghee make ven pongal', () => {
  const recipe = first(
    'rice 1 cup, yellow moong dal, black peppercorns, ghee, cumin seeds, curry leaves, cashews, ginger',
  )
  expectDish(recipe, 'Ven Pongal', /moong dal/i)
  expect(recipe).toMatch(/soft right through/)
})

test('potatoes and poppy seeds make Bengali aloo posto', () => {
  expectDish(
    first('potatoes, white poppy seeds (posto), green chillies, mustard oil, kalonji'),
    'Aloo Posto',
    /poppy seeds/i,
  )
})

test('mustard greens with spinach and maize flour make sarson ka saag', () => {
  expectDish(
    first(
      'sarson (mustard greens) 1 bunch, palak, makki ka atta, garlic, ginger, green chilli, ghee',
    ),
    'Sarson ka Saag',
    /mustard greens/i,
  )
})

test('sago pearls and peanuts make sabudana khichdi, the pearls soaked first', () => {
  const recipe = first('sabudana 1 cup, peanuts, potato, green chillies, cumin seeds, ghee, lemon')
  expectDish(recipe, 'Sabudana Khichdi', /sabudana/i)
  expect(recipe).toMatch(/soak it in just enough water/)
})

test('eggs, a lot of onions, coconut oil and curry leaves make Kerala egg roast', () => {
  const recipe = first(
    'eggs 6, onions 3, coconut oil, curry leaves, tomato, ginger garlic paste, kashmiri chilli powder',
  )
  expectDish(recipe, 'Kerala Egg Roast', /eggs/i)
  expect(recipe).toMatch(/yolks are firm/)
})

test('coconut, curd and mixed vegetables with curry leaves make avial', () => {
  expectDish(
    first(
      'grated coconut, curd, carrots, french beans, yam, plantain, curry leaves, coconut oil, green chilli',
    ),
    'Avial',
    /coconut/i,
  )
})

// ── Turkish ───────────────────────────────────────────────────────────────────────────────────

test('mince, rice, lemon and egg make ekşili köfte, the egg tempered so it does not scramble', () => {
  const recipe = first(
    'kiyma/minced lamb 400g, rice, lemons, egg, flour, carrot, potato, dried mint, butter',
  )
  expectDish(recipe, 'Eksili Kofte', /lamb/i)
  expect(recipe).toMatch(/meatballs are cooked through/)
  expect(recipe).toMatch(/does not scramble/)
})

test('flat green beans, tomatoes, olive oil and a pinch of sugar make zeytinyağlı taze fasulye', () => {
  expectDish(
    first('taze fasulye - flat green beans 500g, tomatoes, olive oil, onion, sugar'),
    'Zeytinyagli Taze Fasulye',
    /green beans/i,
  )
})

test('semolina, eggs, yoghurt and lemon make revani soaked in syrup', () => {
  expectDish(
    first('semolina, eggs 3, sugar, yoghurt, flour, baking powder, lemon'),
    'Revani',
    /semolina/i,
  )
})

test('tomatoes, butter, flour and milk with grated cheese make domates çorbası', () => {
  expectDish(
    first('tomatoes 4, butter, flour, tomato paste, milk, kasar cheese (grated), chicken stock'),
    'Domates Corbasi',
    /tomatoes/i,
  )
})

// ── Levantine and Iraqi ───────────────────────────────────────────────────────────────────────

test('aubergines, minced lamb and tomato paste make tepsi baytinijan, the meatballs cooked through', () => {
  const recipe = first(
    'aubergines 2, minced lamb 500g, tomato paste, potatoes, onion, tomatoes, green peppers, garlic, baharat',
  )
  expectDish(recipe, 'Tepsi Baytinijan', /aubergine/i)
  expect(recipe).toMatch(/meatballs are cooked through/)
})

test('flour, lamb mince and yoghurt with cornflour make shish barak', () => {
  const recipe = first(
    'plain flour, lamb mince, yoghurt 500g, garlic, cornflour, pine nuts, onion, coriander',
  )
  expectDish(recipe, 'Shish Barak', /yoghurt/i)
  expect(recipe).toMatch(/browned and cooked through/)
})

test('chicken, pitta, yogurt and rice make fattet djej, the chicken with no pink at the bone', () => {
  const recipe = first('chicken thighs, pita bread, yogurt, rice, garlic, pine nuts, butter')
  expectDish(recipe, 'Fattet Djej', /pita/i)
  expect(recipe).toMatch(/no pink at the bone/)
})

test('broad beans, bread and eggs make the Iraqi bagilla breakfast, dried beans soaked and boiled', () => {
  const recipe = first('broad beans, bread, eggs, butter, lemon, onion')
  expectDish(recipe, 'Bagilla bil Dihin', /broad beans/i)
  expect(recipe).toMatch(/dried ones soaked overnight/)
})

// ── Persian ───────────────────────────────────────────────────────────────────────────────────

test('basmati, sour cherries and chicken make albaloo polo', () => {
  const recipe = first(
    'basmati rice 2 cups, sour cherries (frozen) 500g, sugar, chicken breast, saffron, onion, butter',
  )
  expectDish(recipe, 'Albaloo Polo', /cherries/i)
  expect(recipe).toMatch(/browned and cooked through/)
})

test('rice, milk and rose water make shir berenj, not kheer', () => {
  expectDish(
    first('rice, milk 1 litre, rose water, sugar, cardamom, pistachios'),
    'Shir Berenj',
    /rose water/i,
  )
})

test('yogurt and shallots make maast-o musir', () => {
  expectDish(first('greek yogurt, shallots, dried mint'), 'Maast-o Musir', /shallots/i)
})

test('aubergine, yoghurt and garlic with mint and walnuts make borani bademjan', () => {
  expectDish(
    first('aubergines 2, yoghurt, garlic, dried mint, walnuts, saffron'),
    'Borani Bademjan',
    /aubergines/i,
  )
})

// ── Eastern European ─────────────────────────────────────────────────────────────────────────

test('potatoes, eggs, sour cream and sausage make rakott krumpli', () => {
  const recipe = first('potatoes 1kg, eggs 6, sour cream, kolbasz sausage, butter, paprika')
  expectDish(recipe, 'Rakott Krumpli', /sour cream/i)
  expect(recipe).toMatch(/yolks firm/)
})

test('pork mince, rice, lemon and lovage make ciorbă de perişoare', () => {
  const recipe = first('pork mince, rice, lemon, lovage, carrot, celery, onion, tomatoes, egg')
  expectDish(recipe, 'Ciorba de Perisoare', /lovage/i)
  expect(recipe).toMatch(/meatballs are cooked through/)
})

test('garlic, potatoes and caraway with bread make česnečka', () => {
  expectDish(
    first('garlic, potatoes, caraway seeds, bread, marjoram, cheese'),
    'Cesnecka',
    /caraway/i,
  )
})

test('kefir, cucumber, radishes and dill make okroshka', () => {
  expectDish(
    first('kefir 1l, cucumbers, radishes, dill, eggs, potatoes, ham, spring onions, mustard'),
    'Okroshka',
    /kefir/i,
  )
})

test('plums, potatoes and flour make knedle ze śliwkami, cooked after they float', () => {
  const recipe = first('plums 12, potatoes, flour, breadcrumbs, butter, egg, sugar, cinnamon')
  expectDish(recipe, 'Knedle ze Sliwkami', /plums/i)
  expect(recipe).toMatch(/after they float/)
})
