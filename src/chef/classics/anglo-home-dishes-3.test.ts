import { expect, test } from 'vitest'
import { firstIdea as first, expectDish } from '../../../tests/support/first-idea.ts'

// Home dishes of the American, British and Irish kitchens that the library lacked (issue 18,
// home dishes round 3: American comfort, breakfasts, fridge-clearing suppers, bakes): a list a
// visitor might type from their own fridge, carrying the dish's signature, gets that dish first,
// with its star used and its safety step in the method.

// ── American comfort ──────────────────────────────────────────────────────────────────────────

test('a bag of Fritos and ground beef make Frito pie', () => {
  const recipe = first(
    '1 bag fritos, ground beef 1lb, chili powder, shredded cheddar, onion, pinto beans',
  )
  expectDish(recipe, 'Frito Pie', /fritos/i)
  expect(recipe).toMatch(/no pink/)
})

test('leftover chicken, broccoli and a tin of condensed soup make chicken divan', () => {
  const recipe = first(
    'leftover chicken, broccoli, cream of chicken soup, cheddar, mayonnaise, lemon',
  )
  expectDish(recipe, 'Chicken Divan', /broccoli/)
  expect(recipe).toMatch(/piping hot/)
})

test("shrimp in French bread with lettuce and mayo make a shrimp po' boy", () => {
  const recipe = first(
    'shrimp 1lb, french bread, iceberg lettuce, tomato, mayo, cajun seasoning, cornmeal',
  )
  expectDish(recipe, "Shrimp Po' Boy", /shrimp/i)
  expect(recipe).toMatch(/opaque right through/)
})

test('spaghetti, leftover turkey and mushrooms make a tetrazzini', () => {
  const recipe = first(
    'spaghetti, leftover turkey, mushrooms, parmesan, chicken broth, heavy cream, frozen peas',
  )
  expectDish(recipe, 'Turkey Tetrazzini', /turkey/)
  expect(recipe).toMatch(/piping hot/)
})

test('chicken, white beans and green chiles make white chicken chili', () => {
  const recipe = first(
    'chicken breasts, great northern beans, green chiles, cumin, chicken stock, sour cream, onion',
  )
  expectDish(recipe, 'White Chicken Chili', /great northern beans/)
  expect(recipe).toMatch(/no pink/)
})

test('potatoes, leftover ham and milk make scalloped potatoes and ham', () => {
  expectDish(
    first('potatoes, leftover ham, milk, butter, flour, onion, cheddar'),
    'Scalloped Potatoes and Ham',
    /ham/,
  )
})

test('broccoli, rice and a tin of condensed soup make a broccoli rice casserole', () => {
  const recipe = first('broccoli, rice, cheddar, cream of mushroom soup, onion')
  expectDish(recipe, 'Broccoli Rice Casserole', /broccoli/)
  expect(recipe).toMatch(/piping hot/)
})

test('elbow macaroni, mayonnaise and celery make macaroni salad', () => {
  expectDish(
    first('elbow macaroni, mayonnaise, celery, red onion, hard boiled eggs, pickles'),
    'Macaroni Salad',
    /macaroni/,
  )
})

// ── Breakfast and brunch ──────────────────────────────────────────────────────────────────────

test('bagels, lox and cream cheese make bagels and lox, not a toastie', () => {
  expectDish(
    first('everything bagels, lox, philadelphia cream cheese, red onion, capers, tomato'),
    'Bagels and Lox',
    /lox/,
  )
})

test('potatoes, onion, green pepper and paprika make diner home fries', () => {
  const recipe = first('4 russet potatoes, onion, green bell pepper, paprika, butter, salt')
  expectDish(recipe, 'Home Fries', /potatoes/)
})

test('ham, Swiss cheese, eggs and raspberry jam make a Monte Cristo', () => {
  const recipe = first(
    'white bread, deli ham, sliced turkey, swiss cheese, 2 eggs, raspberry jam, butter',
  )
  expectDish(recipe, 'Monte Cristo', /jam/)
  expect(recipe).toMatch(/the egg is set/)
})

// ── British and Irish fridge-clearing suppers ─────────────────────────────────────────────────

test('a tin of corned beef, potatoes and pastry make corned beef pie, not hash', () => {
  const recipe = first('tin of corned beef, potatoes, onion, shortcrust pastry, egg')
  expectDish(recipe, 'Corned Beef Pie', /corned beef/)
  expect(recipe).toMatch(/piping hot/)
})

test("Sunday's leftover lamb, mash and breadcrumbs make rissoles", () => {
  const recipe = first('leftover roast lamb, mashed potato, onion, breadcrumbs, egg')
  expectDish(recipe, 'Rissoles', /lamb/)
  expect(recipe).toMatch(/piping hot/)
})

test('chicken, mushrooms and puff pastry make a chicken and mushroom pie', () => {
  const recipe = first(
    'chicken thighs, chestnut mushrooms, puff pastry, double cream, chicken stock, thyme',
  )
  expectDish(recipe, 'Chicken and Mushroom Pie', /mushrooms/)
  expect(recipe).toMatch(/no pink/)
})

test('chicken, chips, peppers and five spice make a spice bag', () => {
  const recipe = first('chicken fillets, frozen chips, peppers, onion, chilli, chinese five spice')
  expectDish(recipe, 'Spice Bag', /five spice/)
  expect(recipe).toMatch(/no pink/)
})

// ── Bakes and puddings ────────────────────────────────────────────────────────────────────────

test('cream of tartar and cinnamon in a cookie dough make snickerdoodles', () => {
  expectDish(
    first('flour, butter, sugar, eggs, cinnamon, cream of tartar'),
    'Snickerdoodles',
    /cream of tartar/,
  )
})

test('evaporated milk, muscovado sugar and a pastry case make gypsy tart', () => {
  expectDish(
    first('evaporated milk, muscovado sugar, shortcrust pastry'),
    'Gypsy Tart',
    /evaporated milk/,
  )
})

test('semolina, milk and jam make a semolina pudding, not helva', () => {
  expectDish(first('semolina, milk, sugar, jam'), 'Semolina Pudding', /semolina/)
})
