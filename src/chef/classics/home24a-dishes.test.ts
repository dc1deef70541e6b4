import { expect, test } from 'vitest'
import { prepare } from '../planning/read-list.ts'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// A regional home-cooking sweep (issue 18, session 24a): the Americas and the Caribbean, from
// Yucatán and Chihuahua to Costa Rica, Martinique, Trinidad, Antioquia and New Mexico, typed blind
// as families there type them. The general causes: words the list reader did not know, places
// narrower than a home cook's version, the bread or citrus a family adds that the dish left unused,
// and dishes a cook of the region expects that the library lacked.

function readAs(item: string): string | undefined {
  return prepare([item]).candidates.find((c) => c.match.input === item)?.entry.id
}

test('regional names for citrus, spices, salt cod and vegetables are read as what they are', () => {
  expect(readAs('limas')).toBe('lime')
  expect(readAs('lima beans')).toBe('butter beans')
  expect(readAs('poudre à colombo')).toBe('curry powder')
  expect(readAs('colombo powder')).toBe('curry powder')
  expect(readAs('red chile powder')).toBe('chilli powder')
  expect(readAs('morue salée')).toBe('salt cod')
  expect(readAs('piment')).toBe('chilli')
  expect(readAs('güisquil')).toBe('chayote')
})

test('salsa lizano is its own brown sauce, never a jar of tomato salsa', () => {
  expect(readAs('lizano')).toBe('salsa lizano')
  expect(readAs('salsa lizano')).toBe('salsa lizano')
})

test('a yucatecan family typing limas gets sopa de lima', () => {
  expectDish(
    first('chicken breasts, limas, corn tortillas, tomatoes, onion, oregano'),
    'Sopa de Lima',
    /limas/i,
  )
})

test('yuca with garlic and sour orange is yuca con mojo, the sour orange in the mojo', () => {
  const recipe = first('frozen yuca, garlic, seville oranges')
  expectDish(recipe, 'Yuca con Mojo', /seville orange/i)
  expect(recipe).toMatch(/cook it from frozen/i)
})

test('beef, dried red chiles and garlic with flour tortillas are chile colorado, nothing bought', () => {
  const recipe = first('beef chuck, guajillo chiles, garlic, flour tortillas')
  expectDish(recipe, 'Chile Colorado', /beef chuck/i)
  expect(recipe).not.toMatch(/\(extra\)/)
})

test('corn tortillas, black beans, queso fresco and crema are enfrijoladas, not baleadas', () => {
  const recipe = first('corn tortillas, black beans tin, queso fresco, crema')
  expectDish(recipe, 'Enfrijoladas', /black beans/i)
  expect(recipe).not.toMatch(/rest of the onion/i)
})

test('frijoles antioquenos take the pork hock an Antioquia family cooks them with', () => {
  const recipe = first('red beans tin, pork hock, green plantain, carrot, tomato, spring onions')
  expectDish(recipe, 'Frijoles Antioquenos', /pork hock/i)
  // Whole, for the hours a hock needs, never "cut into 3 cm pieces".
  expect(recipe).toMatch(/pork hock in a large pan whole[^.]*for 2 hours/)
  expect(recipe).not.toMatch(/\(extra\)/)
})

test('costa rican arroz con pollo stirs in the Lizano the family bought', () => {
  const recipe = first('chicken thighs, rice, achiote, peas, lizano')
  expectDish(recipe, 'Arroz con Pollo', /lizano/i)
})

test('gallo pinto is seasoned with salsa lizano', () => {
  expectDish(
    first('cooked rice, black beans, onion, sweet pepper, coriander, salsa lizano'),
    'Gallo Pinto',
    /lizano/i,
  )
})

test('trinidad curry channa and aloo is scooped with the roti on the list, over chana masala', () => {
  const recipe = first('chickpeas, potatoes, curry powder, geera, culantro, roti')
  expectDish(recipe, 'Curry Channa and Aloo', /roti/i)
})

test('trini curry chicken warms the roti the family bought', () => {
  const recipe = first('chicken legs, curry powder, green seasoning, potatoes, roti')
  expectDish(recipe, 'Trini Curry Chicken', /roti/i)
  expect(recipe).toMatch(/warm the roti/i)
})

test('jamaican curry chicken uses the lime a jamaican cook seasons chicken with', () => {
  const recipe = first(
    'chicken thighs, curry powder, potatoes, lime, scotch bonnet, thyme, allspice',
  )
  expectDish(recipe, 'Jamaican Curry Chicken', /lime/i)
})

test('chicken with colombo powder, lime and aubergine is colombo de poulet', () => {
  const recipe = first('chicken thighs, colombo powder, lime, potatoes, aubergine, christophene')
  expectDish(recipe, 'Colombo de Poulet', /colombo powder/i)
  expect(recipe).toMatch(/75 °C at the bone/)
})

test("rice, coconut, raisins and sugar are the coast of Colombia's arroz con coco", () => {
  const recipe = first('rice, grated coconut, raisins, panela')
  expectDish(recipe, 'Arroz con Coco', /raisins/i)
  expect(recipe).toMatch(/titoté/)
})

test('pork shoulder in red chile powder is New Mexico carne adovada, marinated in the fridge', () => {
  const recipe = first('pork shoulder, new mexico chile powder, garlic, oregano, flour tortillas')
  expectDish(recipe, 'Carne Adovada', /pork shoulder/i)
  expect(recipe).toMatch(/marinate in the fridge/i)
  expect(recipe).not.toMatch(/flour flour/i)
})

test('salt cod, flour and recao are puerto rican bacalaitos, the cod soaked first', () => {
  const recipe = first('bacalao, flour, baking powder, recao, garlic')
  expectDish(recipe, 'Bacalaitos', /bacalao/i)
  expect(recipe).toMatch(/soak/i)
})

test('morue with chives and piment makes accras de morue, the cod soaked first', () => {
  const recipe = first('morue, flour, chives, parsley, piment, garlic')
  expectDish(recipe, 'Accras de Morue', /morue/i)
  expect(recipe).toMatch(/soak/i)
  expect(recipe).toMatch(/170 °C/)
})

test('saltfish, flour, scallion and scotch bonnet are still jamaican stamp and go', () => {
  expectDish(
    first('saltfish, flour, scallion, scotch bonnet, thyme'),
    'Stamp and Go',
    /salt ?fish/i,
  )
})

test('new mexico green chile stew offers warm tortillas without saying flour twice', () => {
  const recipe = first('pork shoulder, roasted hatch green chile, potatoes, onion, flour tortillas')
  expectDish(recipe, 'New Mexico Green Chile Stew', /pork shoulder/i)
  expect(recipe).not.toMatch(/flour flour/i)
})

test('what a River Plate or Chilean family types is read: acelga, palta, morrón, tuco, bondiola', () => {
  expect(readAs('acelga')).toBe('chard')
  expect(readAs('palta')).toBe('avocado')
  expect(readAs('morrón')).toBe('bell peppers')
  expect(readAs('frutillas')).toBe('strawberries')
  expect(readAs('duraznos')).toBe('peaches')
  expect(readAs('damascos')).toBe('apricots')
  expect(readAs('tuco')).toBe('passata')
  expect(readAs('bondiola')).toBe('pork shoulder')
  expect(readAs('nalga')).toBe('beef joint')
  expect(readAs('matambre')).toBe('steak')
  expect(readAs('pan frances')).toBe('bread')
  expect(readAs('mandioca starch')).toBe('tapioca flour')
})

test('tapas de tarta are shortcrust pastry, never masa harina', () => {
  expect(readAs('masa de tarta')).toBe('shortcrust pastry')
  expect(readAs('tapas de tarta')).toBe('shortcrust pastry')
})

test('arrachera with flour tortillas, limes and onions is carne asada', () => {
  expectDish(first('arrachera, flour tortillas, limes, onions'), 'Carne Asada', /arrachera/i)
})

test('a piece of topside, breadcrumbs and eggs make milanesas, the joint cut thin first', () => {
  const recipe = first('beef topside, breadcrumbs, eggs, lemon')
  expectDish(recipe, 'Milanesa de Res', /topside/i)
  expect(recipe).toMatch(/across the grain/)
})

test('pork loin with sauerkraut and apple is the Pennsylvania Dutch pork and sauerkraut', () => {
  const recipe = first('pork loin, sauerkraut, apple, mashed potatoes')
  expectDish(recipe, 'Pork and Sauerkraut', /pork loin/i)
  expect(recipe).toMatch(/63 °C/)
})

test('chorizos, rolls and chimichurri are choripan, the chorizo cooked through', () => {
  const recipe = first('chorizos, pan frances, chimichurri')
  expectDish(recipe, 'Choripan', /chorizos/i)
  expect(recipe).toMatch(/71 °C/)
})

test('chorizo and a baguette without chimichurri are not called choripan', () => {
  expect(first('chorizo, baguette')).not.toMatch(/^## Choripan$/m)
})

test('provolone with oregano and chilli flakes is provoleta', () => {
  expectDish(first('provolone, oregano, chili flakes'), 'Provoleta', /provolone/i)
})

test('flour, pumpkin and lard are chilean sopaipillas', () => {
  const recipe = first('flour, zapallo, lard, baking powder')
  expectDish(recipe, 'Sopaipillas', /zapallo/i)
  expect(recipe).toMatch(/175 °C/)
})

test('wax beans are the yellow green bean of a Canadian garden, not dried borlotti', () => {
  expect(readAs('wax beans')).toBe('green beans')
  expect(readAs('yellow wax beans')).toBe('green beans')
})

test('new potatoes, beans, carrots and peas finished with cream and butter are hodge podge', () => {
  const recipe = first('new potatoes, green beans, baby carrots, peas, cream, butter')
  expectDish(recipe, 'Hodge Podge', /new potatoes/i)
  expect(recipe).toMatch(/without boiling/)
})

test('eggs, tortillas, beans and ham are huevos motulenos, the peas bought if not listed', () => {
  const recipe = first('eggs, corn tortillas, black beans, ham, salsa')
  expectDish(recipe, 'Huevos Motulenos', /ham/i)
  expect(recipe).toMatch(/peas/i)
})

test('eggs, tortillas, refried beans, bought salsa and cheese are huevos rancheros, no onion bought', () => {
  const recipe = first('eggs, tortillas, refried beans, salsa, cheese')
  expectDish(recipe, 'Huevos Rancheros', /refried beans/i)
  expect(recipe).toMatch(/Crumble over the cheese/i)
  expect(recipe).not.toMatch(/Onion — .*\(extra\)/)
})

test('salted codfish is salt cod, soaked before it is cooked, never fresh white fish', () => {
  expect(readAs('salted codfish')).toBe('salt cod')
  expect(readAs('salt codfish')).toBe('salt cod')
  const recipe = first('salted codfish, onion, tomatoes, peppers, olives, potatoes')
  expect(recipe).toMatch(/soak/i)
})

test('sillao, tasso, jerimum and zatarains are read; near words are not taken for them', () => {
  expect(readAs('sillao')).toBe('soy sauce')
  expect(readAs('tasso')).toBe('ham')
  expect(readAs('jerimum')).toBe('butternut squash')
  expect(readAs('zatarains')).toBe('cajun seasoning')
  // Kerala's moru is spiced buttermilk, not the morue (salt cod) it is one letter from.
  expect(readAs('moru')).toBe('buttermilk')
  // An Italian colomba is an Easter cake, not colombo powder.
  expect(readAs('colomba')).toBeUndefined()
})
