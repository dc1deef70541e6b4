import { expect, test } from 'vitest'
import { prepare } from '../planning/read-list.ts'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// A regional home-cooking sweep (issue 18, session 22c): the home and regional cooking of Asia and
// Oceania, typed blind as families there type them, half with only what they bought. The general
// causes: words the list reader did not know, a place narrower than the family's version, an
// essential the family leaves out, and everyday dishes a cook of the region expects that the
// library lacked.

function readAs(item: string, list: readonly string[] = [item]): string | undefined {
  return prepare(list).candidates.find((c) => c.match.input === item)?.entry.id
}

test('shimeji, tau cheo and Shanghai noodles are read as what they are', () => {
  expect(readAs('shimeji')).toBe('shimeji')
  expect(readAs('beech mushrooms')).toBe('shimeji')
  expect(readAs('tau cheo')).toBe('doenjang')
  expect(readAs('taucu')).toBe('doenjang')
  expect(readAs('shanghai noodles')).toBe('shanghai noodles')
})

test('plain "fennel" beside the spices of an Indian pot is the seed, elsewhere the bulb', () => {
  const indian = [
    'baby potatoes',
    'yoghurt',
    'kashmiri chilli powder',
    'fennel',
    'dry ginger powder',
  ]
  expect(readAs('fennel', indian)).toBe('fennel seeds')
  expect(readAs('fennel', ['fennel', 'olive oil', 'lemon', 'parmesan'])).toBe('fennel')
  expect(readAs('fennel', ['pork chops', 'fennel', 'turmeric'])).toBe('fennel')
})

test('a Kashmiri dum aloo typed with "fennel" is offered', () => {
  expectDish(
    first('baby potatoes, yoghurt, kashmiri chilli powder, fennel, dry ginger powder'),
    'Kashmiri Dum Aloo',
    /potatoes/i,
  )
})

test('takikomi gohan takes the shimeji a family buys instead of shiitake', () => {
  expectDish(
    first('japanese rice, chicken thigh, carrot, shimeji, soy sauce, dashi'),
    'Takikomi Gohan',
    /shimeji/i,
  )
})

test('ayam pongteh takes the tau cheo a Nyonya family types', () => {
  expectDish(
    first('chicken legs, potatoes, tau cheo, shallots, gula melaka'),
    'Ayam Pongteh',
    /tau cheo/i,
  )
})

test('yong tau foo is filled with fish paste and pork, and stuffs the bitter gourd too', () => {
  const recipe = first('firm tofu, fish paste, pork mince, bitter gourd')
  expectDish(recipe, 'Yong Tau Foo', /bitter gourd/i)
  expect(recipe).toMatch(/pork mince and fish/i)
  expect(recipe).toMatch(/fry the tofu and the bitter gourd/i)
})

test('yong tau foo with pork alone reads right: no fish to chop', () => {
  const recipe = first('firm tofu, pork mince, soy sauce, spring onions, cornflour')
  expectDish(recipe, 'Yong Tau Foo', /pork mince/i)
  expect(recipe).toMatch(/Mix the pork mince with half the soy sauce/)
})

test('fish-fragrant aubergine from aubergine, mince and chilli bean paste buys only garlic and vinegar', () => {
  const recipe = first('aubergines, pork mince, doubanjiang')
  expectDish(recipe, 'Fish-Fragrant Aubergine', /aubergines/i)
  expect(recipe).not.toMatch(/Ginger — .*\(extra\)/)
  expect(recipe).not.toMatch(/Soy sauce — .*\(extra\)/)
})

test('chicken with a jar of satay sauce is chicken satay', () => {
  expectDish(first('chicken, satay sauce, skewers'), 'Chicken Satay', /satay sauce/i)
})

test('Shanghai noodles with pork and pak choi are Shanghai fried noodles', () => {
  const recipe = first('shanghai noodles, pork, pak choi, dark soy')
  expectDish(recipe, 'Shanghai Fried Noodles', /shanghai noodles/i)
  expect(recipe).toMatch(/no pink left/)
})

test('udon with pork and cabbage stays yaki udon', () => {
  expectDish(first('udon noodles, pork shoulder, cabbage, soy sauce'), 'Yaki Udon', /udon/i)
})

test('Macanese minchi: beef and pork mince, potatoes and soy, a fried egg on top', () => {
  const recipe = first(
    'beef mince, pork mince, potatoes, worcestershire sauce, soy sauce, fried eggs',
  )
  expectDish(recipe, 'Minchi', /pork mince/i)
  expect(recipe).toMatch(/no pink left/)
  expect(recipe).toMatch(/fried egg on top/)
})

test('Ishikari nabe: salmon and miso with the family vegetables, and miso salmon stays grilled', () => {
  const recipe = first('salmon fillets, miso, potatoes, cabbage, tofu, leeks')
  expectDish(recipe, 'Ishikari Nabe', /salmon/i)
  expect(recipe).not.toMatch(/mushrooms/i)
  expect(first('salmon fillets, miso, mirin, rice')).not.toMatch(/^## Ishikari Nabe$/m)
})

test('Sri Lankan black pork curry: pork belly, roasted curry powder and goraka', () => {
  const recipe = first('pork belly, roasted curry powder, goraka, coconut milk')
  expectDish(recipe, 'Sri Lankan Black Pork Curry', /goraka/i)
  expect(recipe).toMatch(/cooked right through/)
})

test('a northern Thai pork curry with tamarind is not taken by the black pork curry', () => {
  expect(first('pork belly, hang lay curry powder, ginger, tamarind, garlic')).not.toMatch(
    /^## Sri Lankan Black Pork Curry$/m,
  )
})

test('mas huni: tinned tuna rubbed with coconut, onion, chilli and lime', () => {
  const recipe = first('2 tins tuna, grated coconut, onion, chilli, lime, chapati')
  expectDish(recipe, 'Mas Huni', /tuna/i)
  expect(recipe).toMatch(/chapatis/i)
})

test('ema datshi: green chillies and cheese, and the cheese is not boiled hard', () => {
  const recipe = first('10 green chillies, cheese, onion, tomato')
  expectDish(recipe, 'Ema Datshi', /chillies/i)
  expect(recipe).toMatch(/without letting it boil hard/)
})

test('pesarattu soaks the whole moong and fries the batter through; no pot of rice beside it', () => {
  const recipe = first('whole green moong, ginger, green chillies, a little rice')
  expectDish(recipe, 'Pesarattu', /moong/i)
  expect(recipe).toMatch(/soak/i)
  expect(recipe).not.toMatch(/simmer it in plenty of boiling salted water/)
})

test('Fiji chicken curry: chicken, potatoes, curry powder and curry leaves, never roast chicken', () => {
  const recipe = first('chicken, potatoes, fiji curry powder, curry leaves, garam masala')
  expectDish(recipe, 'Fiji Chicken Curry', /curry leaves/i)
  expect(recipe).toMatch(/75 °C/)
})

test('samgyetang from chicken, ginseng, sticky rice and jujubes: the garlic is bought, not required', () => {
  const recipe = first('chicken, ginseng, sticky rice, jujubes')
  expectDish(recipe, 'Samgyetang', /ginseng/i)
  expect(recipe).toMatch(/Garlic — .*\(extra\)/)
})

test('arroz caldo keeps its ginger and fish sauce list from samgyetang', () => {
  expectDish(
    first('chicken thighs, glutinous rice, ginger, fish sauce, eggs'),
    'Arroz Caldo',
    /glutinous rice/i,
  )
})

test('a family tempeh list without garlic is still a dish, and bangus with vinegar is daing', () => {
  expectDish(first('tempeh, salt, turmeric'), 'Tempe Goreng', /tempeh/i)
  expectDish(first('bangus, vinegar'), 'Daing na Bangus', /bangus/i)
})

test('Chettinad chicken takes the bought Chettinad masala a Tamil family types', () => {
  const recipe = first('chicken thighs, chettinad masala, coconut, curry leaves, fennel seeds')
  expectDish(recipe, 'Chettinad Chicken', /chettinad masala/i)
  expect(recipe).not.toMatch(/Not used: “chettinad masala/i)
})

test('Xinjiang cumin lamb stir-fries the green pepper a family adds', () => {
  const recipe = first('lamb, cumin, onion, green peppers, dried chillies, soy sauce')
  expectDish(recipe, 'Xinjiang Cumin Lamb', /green pepper/i)
  expect(recipe).toMatch(/green pepper, cut into strips/)
})
