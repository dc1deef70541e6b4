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
  expect(recipe).toMatch(/1 hour 30 minutes/)
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
