import { expect, test } from 'vitest'
import { firstIdea as first, expectDish } from '../../../tests/support/first-idea.ts'

// Dishes a cook names that the offline chef lacked (issue 18): a list typed from the cupboard for
// each gets that dish first, with its star used and its safety step kept in the method.

test('hot dogs in baked beans with brown sugar and yellow mustard make franks and beans', () => {
  const recipe = first('8 hot dogs, 2 tins baked beans, brown sugar, yellow mustard, onion')
  expectDish(recipe, 'Franks and Beans', /hot dogs/i)
  // hot dogs are cooked already: heated through in the beans, never told "no pink"
  expect(recipe).not.toMatch(/no pink/)
  expect(first('8 pork sausages, 2 tins baked beans, brown sugar, yellow mustard, onion')).toMatch(
    /cooked through with no pink/,
  )
})

test('flour, cocoa, sugar, butter and custard powder make chocolate concrete with pink custard', () => {
  const recipe = first('plain flour, cocoa powder, caster sugar, butter, custard powder, milk')
  expectDish(recipe, 'Chocolate Concrete with Pink Custard', /cocoa powder/i)
  expect(recipe).toMatch(/pink custard/)
})

test('yellow split peas and a ham hock make pease pudding, the hock simmered for hours', () => {
  const recipe = first('yellow split peas 500g, ham hock, butter, white pepper, stottie cakes')
  expectDish(recipe, 'Pease Pudding and Ham Stottie', /split peas/)
  expect(recipe).toMatch(/soak them in plenty of cold water/)
  expect(recipe).toMatch(/simmer gently for 1 hour/)
  expect(recipe).toMatch(/simmer the split peas with the ham for 60–90 minutes/)
})

test('potatoes with cumin seeds, green chilli, hing and amchur make jeera aloo with puris', () => {
  const recipe = first('potatoes, cumin seeds, green chilli, hing, amchur, coriander, puris')
  expectDish(recipe, 'Jeera Aloo', /cumin seeds/i)
  expect(recipe).toMatch(/boil them whole in salted water for 15–20 minutes/)
  expect(recipe).toMatch(/puris/i)
})

test('pork loin steaks, green peppers and a barra make a bocadillo de lomo, the pork cooked through', () => {
  const recipe = first('pork loin steaks, green peppers, barra de pan, alioli, olive oil, garlic')
  expectDish(recipe, 'Bocadillo de Lomo con Pimientos', /pork loin steaks/i)
  expect(recipe).toMatch(/cooked through with no pink \(70 °C/)
})

test('winter melon and pork ribs with dried shrimp make canh bi dao, not a sweet melon', () => {
  const recipe = first(
    'winter melon, pork ribs, dried shrimp, spring onions, coriander, fish sauce',
  )
  expectDish(recipe, 'Canh Bi Dao', /winter melon/i)
  expect(recipe).toMatch(
    /simmer gently, partly covered, for 45 minutes, until the pork is tender and cooked through/,
  )
})

test('pork bones, hu tieu noodles, prawns and dried squid make hu tieu Nam Vang, frozen prawns thawed', () => {
  const recipe = first(
    'pork bones, hu tieu noodles, frozen prawns, pork mince, quail eggs, dried squid, garlic chives, fish sauce',
  )
  expectDish(recipe, 'Hu Tieu Nam Vang', /dried squid/i)
  expect(recipe).toMatch(/simmer very gently, uncovered, for 2½–3 hours/)
  expect(recipe).toMatch(/Thaw the frozen prawns completely/)
  expect(recipe).toMatch(/Quail eggs/)
})

test('puff pastry and cooking apples with cinnamon make apple turnovers', () => {
  const recipe = first('puff pastry, cooking apples, sugar, cinnamon, egg')
  expectDish(recipe, 'Apple Turnovers', /puff pastry/i)
  expect(recipe).toMatch(/brush the tops with egg/)
})

test('cheddar and Branston in crusty bread make a cheese and pickle sandwich, Branston kept as itself', () => {
  const recipe = first('crusty bloomer, mature cheddar, branston pickle, butter, tomato, crisps')
  expectDish(recipe, 'Cheese and Pickle Sandwich', /branston pickle/i)
  expect(recipe).not.toMatch(/mango chutney/i)
  expect(recipe).toMatch(/crisps on the side/)
})

test("a ploughman's list with Branston gets the ploughman's, with the Branston", () => {
  const recipe = first('mature cheddar, crusty bread, branston pickle, apple, ham, pickled onions')
  expectDish(recipe, "Ploughman's Lunch", /branston pickle/i)
})

test('paella rice, squid and squid ink sachets make arroz negro, the rice cooked in the pan', () => {
  const recipe = first('paella rice, squid, squid ink sachets, fish stock, onion, garlic, alioli')
  expectDish(recipe, 'Arroz Negro', /squid ink/i)
  expect(recipe).toMatch(/simmer without stirring for 18–20 minutes, until the rice is tender/)
})

test('dry brown lentils, chorizo and plátano macho make sopa de lentejas, the lentils simmered tender', () => {
  const recipe = first(
    'dry brown lentils, chorizo, platano macho, tomatoes, onion, garlic, cilantro',
  )
  expectDish(recipe, 'Sopa de Lentejas', /platano macho/i)
  expect(recipe).toMatch(/simmer the lentils, covered, for 25–30 minutes, until tender/)
})

test("leftover roast lamb and gravy make shepherd's pie, the cooked lamb heated through, not browned", () => {
  const recipe = first('leftover roast lamb, leftover gravy, potatoes, onion, carrots, butter')
  expectDish(recipe, "Shepherd's Pie", /roast lamb/i)
  expect(recipe).toMatch(/it is cooked already and needs only heating through/)
  expect(recipe).not.toMatch(/breaking it up with a wooden spoon, until browned/)
})

test("lamb mince still makes shepherd's pie browned with no pink", () => {
  const recipe = first('lamb mince, potatoes, onion, carrots, beef stock, butter')
  expectDish(recipe, "Shepherd's Pie", /lamb mince/i)
  expect(recipe).toMatch(/until browned all over with no pink left/)
})

test("leftover lamb and leftover mash make shepherd's pie: the mash beaten, not boiled again, the pie piping hot", () => {
  const recipe = first('leftover lamb, gravy, leftover mash, peas')
  expectDish(recipe, "Shepherd's Pie", /leftover mash/i)
  expect(recipe).toMatch(/Mash or beat the leftover mash/)
  expect(recipe).not.toMatch(/peel the potatoes/)
  expect(recipe).toMatch(/piping hot all through/)
})

test("a Vietnamese cook's own words for the soup get canh bi dao", () => {
  expectDish(first('bí đao, sườn heo, tôm khô, nước mắm, hành lá'), 'Canh Bi Dao', /winter melon/i)
})

test('squid, squid ink, onion, green pepper and wine make calamares en su tinta, simmered until tender', () => {
  const recipe = first('squid, squid ink, onion, garlic, green pepper, white wine')
  expectDish(recipe, 'Calamares en su Tinta', /squid ink/i)
  expect(recipe).toMatch(/simmer very gently for 40–45 minutes, until the squid is tender/)
})
