import { expect, test } from 'vitest'
import { prepare } from '../planning/read-list.ts'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// The home sweeps' leftover misses for Asia, Africa and the Middle East (session 26b): dishes the
// chef made but titled by a name the family does not use, a plainer dish outranked by one whose
// mark the list lacked, essentials stricter than a family's version, and words it did not read.

function readAs(item: string): string | undefined {
  return prepare([item]).candidates.find((c) => c.match.input === item)?.entry.id
}

test('titles are the names a family writes for the dish', () => {
  expectDish(first('tempeh, kecap manis, chillies, shallots'), 'Tempe Orek', /tempeh/i)
  expectDish(
    first('3 potatoes, dried chillies, rice vinegar, sichuan pepper'),
    'Hot and Sour Shredded Potato Stir-Fry',
    /vinegar/i,
  )
  expectDish(
    first('white fish fillets, red curry paste, green beans, kaffir lime leaves, egg'),
    'Thai Fish Cakes',
    /curry paste/i,
  )
  expectDish(
    first('red curry paste, coconut milk, duck breast, pineapple'),
    'Thai Red Duck Curry',
    /duck/i,
  )
  expectDish(
    first('pork shoulder, green chillies, garlic, fermented black beans, light soy'),
    'Hunan Farmhouse Stir-Fried Pork with Chillies',
    /chillies/i,
  )
})

test('lamb, carrots and rice without raisins is plov, not Kabuli pulao', () => {
  expectDish(first('lamb, carrots, basmati rice, onion, cumin'), 'Plov', /carrots/i)
  expectDish(first('lamb, carrots, basmati rice, raisins, onion'), 'Kabuli Pulao', /raisins/i)
})

test('kadyos are pigeon peas, soaked when dried', () => {
  expect(readAs('dried kadyos')).toBe('pigeon peas')
  const recipe = first(
    'pork hocks, dried kadyos 1 cup, unripe jackfruit, tamarind, lemongrass, onion',
  )
  expectDish(recipe, 'Kadyos Baboy Langka', /kadyos/i)
  expect(recipe).toMatch(/soak/i)
})

test('yam in palm oil with fish and ugu is asaro, the peppers bought', () => {
  const recipe = first('yam, palm oil, dried fish, ugu leaves, crayfish')
  expectDish(recipe, 'Asaro', /ugu/i)
  expect(recipe).toMatch(/Bell peppers — .*\(extra\)/)
})

test('chicken groundnut soup is groundnut soup, the chicken cooked through', () => {
  const recipe = first(
    'chicken pieces, peanut butter (unsweetened), tomato paste, onion, ginger, scotch bonnet, omo tuo',
  )
  expectDish(recipe, 'Groundnut Soup', /peanut butter/i)
  expect(recipe).toMatch(/no pink at the bone/)
})

test('wheat noodles in chilli oil with Sichuan pepper are Chongqing noodles', () => {
  expectDish(
    first(
      'wheat noodles, chilli oil, sichuan pepper, garlic, soy sauce, black vinegar, pak choi, roasted peanuts',
    ),
    'Chongqing Noodles',
    /sichuan pepper/i,
  )
})

test('hot oil over chilli flakes and garlic on the noodles is named oil-splashed', () => {
  expectDish(
    first('wide wheat noodles, chilli flakes, garlic, black vinegar, pak choi'),
    'Oil-Splashed Chilli Noodles',
    /chilli flakes/i,
  )
})

test('palm butter with chicken and dried fish is Liberian palm butter soup', () => {
  const recipe = first('palm butter, chicken, dried fish, hot pepper, rice')
  expectDish(recipe, 'Palm Butter Soup', /palm butter/i)
  expect(recipe).toMatch(/no pink at the bone/)
  expect(recipe).toMatch(/soak the dried fish/i)
})

test('lamb mince with sumac and lavash is lula kebab, cooked through', () => {
  const recipe = first('lamb mince 1kg, onions 2, sumac, lavash, tomatoes, red onion')
  expectDish(recipe, 'Lula Kebab', /sumac/i)
  expect(recipe).toMatch(/no pink \(75 °C/)
})

test('egg fried rice under a prawn gravy thickened with cornflour is Fujian fried rice', () => {
  const recipe = first(
    'cooked rice, prawns, dried shiitake, chicken breast, egg, chicken stock, cornflour',
  )
  expectDish(recipe, 'Fujian Fried Rice', /cornflour/i)
  expect(recipe).toMatch(/Soak the shiitakes/)
  expect(recipe).toMatch(/piping hot/)
})

test('chicken, rice and eggs with cardamom and baharat is tbit', () => {
  const recipe = first('whole chicken, rice, tomato paste, cardamom, eggs, baharat')
  expectDish(recipe, 'Tbit', /cardamom/i)
  expect(recipe).toMatch(/75 °C at the bone/)
})

test('pork belly with black sesame and turmeric is doh neiiong', () => {
  expectDish(
    first('pork belly, black sesame seeds, onion, ginger, garlic, green chillies, turmeric'),
    'Doh Neiiong',
    /sesame/i,
  )
})

test('fish and shellfish in palm oil with cocoyam is fisherman soup, the cocoyam cooked soft', () => {
  const recipe = first(
    'catfish, prawns, crab, periwinkles, scent leaves, scotch bonnet, palm oil, cocoyam',
  )
  expectDish(recipe, 'Fisherman Soup', /periwinkles/i)
  expect(recipe).toMatch(/completely soft right through/)
  expect(recipe).toMatch(/pink all through/)
})

test('mung bean flour is a flour, and with eggs and hoisin it is jianbing', () => {
  expect(readAs('mung bean flour')).toBe('mung bean flour')
  const recipe = first(
    'mung bean flour, flour, eggs, hoisen sauce, chilli sauce, spring onion, coriander, wonton wrappers',
  )
  expectDish(recipe, 'Jianbing', /hoisin/i)
  expect(recipe).not.toMatch(/simmer, half covered/)
})

test('red-braised pork made with belly is named for it, and gheymeh is spelt as families spell it', () => {
  expectDish(
    first('1kg pork belly, dark soy sauce, shaoxing wine, rock sugar'),
    'Red-Braised Pork Belly',
    /pork belly/i,
  )
  expectDish(
    first('diced beef, yellow split peas, dried limes, tomato paste, potatoes'),
    'Khoresh Gheymeh',
    /split peas/i,
  )
})

test('tuna in a turmeric and lemongrass broth is ikan kuah kuning, with papeda from the sago', () => {
  const recipe = first(
    'tuna steaks, turmeric, lemongrass, lime leaves, candlenuts, tomatoes, sago (papeda)',
  )
  expectDish(recipe, 'Ikan Kuah Kuning', /lemongrass/i)
  expect(recipe).toMatch(/papeda/)
  expect(recipe).toMatch(/cooked right through/)
})

test('chicken in turmeric, galangal and candlenut paste is ayam betutu, its cassava leaves boiled long', () => {
  const recipe = first(
    'whole chicken, cassava leaves, shallots, garlic, turmeric, galangal, kencur, candlenuts, banana leaves',
  )
  expectDish(recipe, 'Ayam Betutu', /candlenuts/i)
  expect(recipe).toMatch(/45 minutes/)
  expect(recipe).toMatch(/75 °C/)
})

test('chicken with roasted curry powder, coconut milk and pandan is Sri Lankan chicken curry', () => {
  const recipe = first(
    'chicken drumsticks, roasted curry powder, coconut milk, pandan leaf, cinnamon stick, potatoes',
  )
  expectDish(recipe, 'Sri Lankan Chicken Curry', /pandan/i)
  expect(recipe).toMatch(/no pink at the bone/)
  expect(first('chicken, curry powder, coconut milk, potatoes, onion')).not.toMatch(
    /^## Sri Lankan/m,
  )
})
