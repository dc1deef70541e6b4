import { expect, test } from 'vitest'
import { expectDish, firstIdea, idea } from '../../../tests/support/first-idea.ts'
import { planClassicDish } from '../planning/plan-recipe.ts'
import { renderRecipe } from '../compose-recipe.ts'

// What the eleventh cook's read found: an item's form misread, and times that do not fit it.

test('andouille in a maque choux is weighed, never counted in rashers, and stays pink', () => {
  const recipe = idea(
    "frozen corn, andouille, green bell pepper, onion, celery, butter, half and half, Tony Chachere's",
    /Maque Choux/,
  )
  expectDish(recipe, 'Maque Choux', /Andouille — \d+ g/)
  expect(recipe).not.toMatch(/rasher|not recognised/i)
})

test('wieners with lentils are laid on to heat through, never simmered 40 minutes', () => {
  const recipe = idea(
    'brown lentils, spätzle, smoked bacon, carrots, celeriac, vinegar, wiener sausages',
    /Petit Sal/,
  )
  expect(recipe).toMatch(/heat through/)
  expect(recipe).not.toMatch(/sausages?, pricked|sausages? (?:is|are) cooked through|no pink/i)
})

test('wieners fried in a composed pasta stay pink: no "no pink left (71°C)"', () => {
  const recipe = idea(
    'brown lentils, spätzle, smoked bacon, carrots, celeriac, vinegar, wiener sausages',
    /Pasta/,
  )
  expect(recipe).toMatch(/stays pink/)
  expect(recipe).not.toMatch(/no pink/)
})

test('cocoyam leaves simmered soft by the chef are not washed, blanched or wilted again as if raw', () => {
  const list =
    'kontomire (cocoyam leaves), palm oil, agushi, koobi salted fish, onions, tomatoes, scotch bonnet, eggs'
  const stew = idea(list, /Kontomire Stew/)
  expect(stew).toMatch(/simmer them in plenty of water for 30–40 minutes/)
  expect(stew).toMatch(/Squeeze the cocoyam leaves and chop them finely\./)
  expect(stew).not.toMatch(/Wash the cocoyam|blanch/i)
  const egusi = idea(list, /Egusi/)
  expect(egusi).not.toMatch(/wilted/)
})

test('a chilli paste is measured out: never chopped "seeds out" or snipped and soaked "if dried"', () => {
  const recipe = idea(
    'mackerel, tamarind paste, okra, tomato, daun kesum, chilli paste, bunga kantan',
    /Asam Pedas/,
  )
  expect(recipe).toMatch(/Chilli paste — \d/)
  expect(recipe).toMatch(/Blend the chilli paste with the shallots/)
  expect(recipe).not.toMatch(/on the side/)
  expect(recipe).not.toMatch(/Chillies —|is dried|snip|seeds out/i)
})

test('papa seca is toasted and soaked, and shown as papa seca; no other idea peels it as fresh', () => {
  const list =
    'papa seca, pork shoulder, aji panca paste, roasted peanuts, red onion, garlic, cumin, cloves'
  const recipe = idea(list, /Carapulcra/)
  expect(recipe).toMatch(/Papa seca — \d+ g/)
  expect(recipe).toMatch(/Toast the papa seca/)
  expect(recipe).not.toMatch(/Fresh potatoes|peel/i)
})

test("Trinidad's pimento peppers are seasoning peppers, used beside the sweet pepper in buljol", () => {
  const recipe = idea(
    'saltfish, tomatos, onion, sweet peppers, pimento peppers, olive oil, hot pepper',
    /Buljol/,
  )
  expect(recipe).toMatch(/Pimento peppers? — \d/)
  expect(recipe).not.toMatch(/same thing|Not used: “pimento/)
})

test('pickled beets are served as pickled beetroot beside kalops, never "Beets"', () => {
  const recipe = idea(
    'stewing beef, onions, carrots, allspice berries, bay leaves, butter, flour, pickled beets',
    /Kalops/,
  )
  expect(recipe).toMatch(/Pickled beets — /)
})

function classic(id: string, list: string): string {
  const plan = planClassicDish(
    id,
    list.split(',').map((item) => item.trim()),
  )
  expect(plan, id).toBeDefined()
  return plan === undefined ? '' : renderRecipe(plan)
}

test('a goat pepper soup made with beef and chicken stock is beef pepper soup, never "Chicken Pepper Soup"', () => {
  const recipe = classic(
    'goat-pepper-soup',
    'okra 500g, palm oil, stew beef, smoked fish, dried shrimp, onion, scotch bonnet, maggi cubes',
  )
  expect(recipe).toMatch(/^## Beef Pepper Soup$/m)
  expect(recipe).not.toMatch(/chicken pepper soup|lamb or chicken/i)
})

test('mutton in a light soup is "goat", simmered long, with no chicken left in the text', () => {
  const list =
    'mutton 1kg, bhindi, onions, tomatoes, yogurt, ginger garlic paste, Shan masala, green chillies'
  const soup = classic('light-soup', list)
  expect(soup).not.toMatch(/goat or goat|chicken|75 °C/i)
  expect(soup).toMatch(/1–1½ hours more/)
  const bhuna = classic('beef-bhuna', list)
  expect(bhuna).not.toMatch(/Beef chuck/)
  expect(bhuna).toMatch(/Shan masala/)
})

test('an okra soup with smoked fish names no prawns or crab the list never had', () => {
  const recipe = classic(
    'okra-soup',
    'okra 500g, palm oil, stew beef, smoked fish, dried shrimp, onion, scotch bonnet, maggi cubes',
  )
  expect(recipe).not.toMatch(/prawn|crab/i)
})

test('yuca in a serenata is boiled as cassava, once, with one time', () => {
  const recipe = classic(
    'serenata-de-bacalao',
    'bacalao 1 lb, yuca, green bananas, onions, tomatoes, avocado, eggs, olive oil, white vinegar',
  )
  expect(recipe).toMatch(/woody core/)
  expect(recipe).not.toMatch(/Peel the yuca[^.]*15–20 minutes|\(cassava/)
})

test('sayur lodeh prepares only the vegetables it has: no cabbage, squash or jackfruit text', () => {
  const recipe = classic(
    'sayur-lodeh',
    'coconut milk, long beans, eggplant, labu siam (chayote), tempeh, galangal, salam leaves, shallots, tofu',
  )
  expect(recipe).toMatch(/Peel the chayote/)
  expect(recipe.split('### Method')[1]).not.toMatch(/cabbage|squash|jackfruit/i)
})

test('a crumble is named for its fruit, and an idea given as wraps is never "tacos"', () => {
  const crumble = firstIdea(
    'rhubarb 500g, plain flour, cold butter, brown sugar, rolled oats, orange, vanilla',
  )
  expect(crumble).toMatch(/^## Rhubarb and Orange Crumble$/m)
  const soup = idea(
    'zucchini, feta, cherry tomatoes, red onion, tortillas, cheddar, sour cream, spinach',
    /Soup/,
  )
  expect(soup).not.toMatch(/suit tacos/)
})

test('fresh turmeric is measured as the grated root, three times the powder', () => {
  const recipe = classic(
    'khua-kling',
    'minced pork 500g, kaffir lime leaves, lemongrass, fresh turmeric, dried chilies, shrimp paste, garlic',
  )
  expect(recipe).toMatch(/Fresh turmeric — 1½ tsp/)
})

test('sour green plums in chakapuli are counted, halved and stoned, never "4 tbsp" or "No tkemali?"', () => {
  const recipe = classic(
    'chakapuli',
    'lamb shoulder 1kg, fresh tarragon 2 bunches, spring onions, dry white wine, sour green plums, cilantro, garlic',
  )
  expect(recipe).toMatch(/plums — \d+$/im)
  expect(recipe).toMatch(/plums, halved and stoned/)
  expect(recipe).not.toMatch(/tbsp.*plum|plums — \d+ tbsp|No tkemali/i)
})
