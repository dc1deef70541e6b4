import { expect, test } from 'vitest'
import { firstIdea as first } from '../../../tests/support/first-idea.ts'

// Everyday home and regional dishes of the Levant, Turkey, Persia and India (issue 18): a list a
// home cook of that kitchen might type from their own fridge gets the dish they would name first,
// with its signature used, not turned away.

function expectFirst(list: string, title: string, star: string): string {
  const recipe = first(list)
  expect(recipe).toMatch(new RegExp(`^## ${title}$`, 'm'))
  expect(recipe).not.toMatch(new RegExp(`Not used: “[^”]*${star}`, 'i'))
  return recipe
}

test('Levantine home dishes come first on their own lists', () => {
  expectFirst('4 eggs, bunch of parsley, fresh mint, 1 onion, plain flour, pitta', 'Ejjeh', 'mint')
  expect(
    expectFirst(
      '500g minced beef, frozen peas, 2 carrots, onion, tomato paste, basmati rice, allspice',
      'Bazella w Riz',
      'peas',
    ),
  ).toMatch(/no pink left/)
  expect(
    expectFirst(
      'lamb shoulder 600g, greek yogurt, cornflour, garlic, dried mint, rice, onion',
      'Shakriyeh',
      'yogurt',
    ),
  ).toMatch(/stirring all the time in one direction/)
  expect(
    expectFirst(
      'cod fillets, tahini, green chilli, fresh coriander, lemon, garlic, pine nuts',
      'Samke Harra',
      'tahini',
    ),
  ).toMatch(/flakes easily right through/)
  expect(
    expectFirst('lamb mince, pitta breads, onion, parsley, seven spice, yogurt', 'Arayes', 'pitta'),
  ).toMatch(/cooked through with no pink/)
  expectFirst('tin of chickpeas, cumin, lemon, garlic, olive oil, parsley', 'Balila', 'cumin')
  expectFirst('whole milk, cornflour, rose water, sugar, pistachios', 'Mahalabia', 'rose water')
  expectFirst('lamb on the bone 1kg, jameed, rice, almonds, pine nuts, ghee', 'Mansaf', 'jameed')
})

test('Turkish home and regional dishes come first on their own lists', () => {
  expectFirst(
    'tarhana, butter, tomato paste, dried mint, chilli flakes',
    'Tarhana Corbasi',
    'tarhana',
  )
  expectFirst('cornmeal, butter, mozzarella, bread', 'Kuymak', 'cornmeal')
  expectFirst(
    '2 aubergines, greek yogurt, garlic, green peppers, tomatoes',
    'Patlican Kizartmasi',
    'yogurt',
  )
  expect(
    expectFirst(
      'aubergine, yogurt, lamb mince, garlic, biber salcasi, butter',
      'Ali Nazik',
      'aubergine',
    ),
  ).toMatch(/no pink left/)
  expectFirst('semolina, milk, butter, sugar, pine nuts', 'Irmik Helvasi', 'pine nuts')
  expectFirst('pumpkin 1kg, sugar, walnuts, tahini', 'Kabak Tatlisi', 'pumpkin')
  expectFirst(
    'tin of borlotti beans, olive oil, onion, carrot, potato, tomatoes, parsley, lemon',
    'Barbunya Pilaki',
    'borlotti',
  )
  expectFirst(
    'spinach 500g, beef mince, onion, pepper paste, yogurt, garlic',
    'Ispanak Yemegi',
    'spinach',
  )
})

test('Persian home and Gilani dishes come first on their own lists', () => {
  expect(
    expectFirst(
      'basmati rice, cod fillets, dill, parsley, coriander, garlic, turmeric, saffron',
      'Sabzi Polo ba Mahi',
      'dill',
    ),
  ).toMatch(/flaking easily right through/)
  expectFirst(
    'rice, potatoes, tomato paste, minced beef, onion, turmeric',
    'Estamboli Polo',
    'potatoes',
  )
  expectFirst(
    'pearl barley, chicken thighs, carrot, onion, lemon, cream, parsley',
    'Soup-e Jo',
    'barley',
  )
  expect(expectFirst('spinach, 4 eggs, onion, turmeric, garlic', 'Nargesi', 'spinach')).toMatch(
    /whites are completely set/,
  )
  expectFirst(
    'celery, lamb shoulder, parsley, mint, lemon, onion, turmeric, basmati rice',
    'Khoresh Karafs',
    'celery',
  )
  expectFirst('aubergine, walnuts, pomegranate molasses, garlic, mint', 'Kal Kabab', 'walnuts')
  expectFirst('green lentils, onion, turmeric, cumin, butter', 'Adasi', 'lentils')
  expectFirst('plain flour, saffron, rose water, sugar, butter', 'Persian Halva', 'saffron')
  expectFirst('greek yogurt, cucumber, raisins, walnuts, dried mint', 'Mast-o Khiar', 'raisins')
})

test('Indian, Pakistani and Sri Lankan home dishes come first on their own lists', () => {
  expectFirst(
    '500g natural yogurt, besan, onion, turmeric, cumin seeds, dried red chillies, rice',
    'Kadhi Pakora',
    'besan',
  )
  expectFirst(
    'potatoes, tomatoes, 8 pav, butter, pav bhaji masala, onion, frozen peas, cauliflower, lemon',
    'Pav Bhaji',
    'pav',
  )
  expectFirst(
    'basmati rice, 2 lemons, turmeric, mustard seeds, curry leaves, peanuts',
    'Lemon Rice',
    'lemon',
  )
  expectFirst('rice, curd, mustard seeds, curry leaves, green chilli, ginger', 'Curd Rice', 'curd')
  expectFirst(
    '1kg carrots, full fat milk, sugar, ghee, cardamom, cashews',
    'Gajar ka Halwa',
    'carrots',
  )
  expect(
    expectFirst('gram flour, tomato, onion, green chilli, coriander', 'Besan Chilla', 'gram flour'),
  ).toMatch(/no raw batter in the middle/)
  expectFirst(
    'cabbage, desiccated coconut, mustard seeds, curry leaves, green chilli, turmeric',
    'Cabbage Thoran',
    'coconut',
  )
  expect(
    expectFirst(
      'chicken on the bone 1kg, 6 tomatoes, ginger, green chillies, garlic, coriander',
      'Chicken Karahi',
      'ginger',
    ),
  ).toMatch(/no pink at the bone/)
  expectFirst(
    'pork shoulder, vinegar, kashmiri chillies, garlic, ginger, cumin, onion',
    'Pork Vindaloo',
    'vinegar',
  )
  expectFirst(
    'red lentils, coconut milk, curry leaves, turmeric, red onion, green chilli',
    'Parippu',
    'coconut milk',
  )
  expectFirst('desiccated coconut, chilli flakes, red onion, lime', 'Pol Sambol', 'coconut')
})
