import { expect, test } from 'vitest'
import { laterIdeas } from '../../../tests/support/first-idea.ts'

// A third pass over ideas 2 and 3 (session 21): what a cook names after the first dish, from the
// same list, rather than a dish of another list.

test('after shish taouk, a Greek cook names chicken souvlaki, not roast chicken on bought potatoes', () => {
  const later = laterIdeas('chicken thighs, greek yogurt, lemon, garlic, paprika, pitta, cucumber')
  expect(later).toContain('Chicken Souvlaki')
  expect(later).not.toContain('Roast Chicken and Potatoes')
})

test('a taco list with tortillas is not offered a cheeseburger on bought buns', () => {
  for (const list of [
    'ground beef, tortillas, cheddar, onion, lettuce, tomato, sour cream',
    'beef mince, taco seasoning, tortillas, cheese, salsa, lettuce',
  ])
    expect(laterIdeas(list)).not.toContain('Cheeseburger')
})

test('after tarka dal a cook names another dal with a thing bought, not the dal watered into a soup', () => {
  const later = laterIdeas('toor dal, tomatoes, onion, cumin seeds, turmeric, ghee, garlic')
  expect(later).toContain('Dal Palak')
  expect(later.some((title) => /soup|grain bowl/i.test(title))).toBe(false)
})

test('after fasolada, gigantes plaki from the same dried beans with a tin of tomatoes', () => {
  expect(
    laterIdeas('dried cannellini beans, carrots, celery, onion, tomato puree, olive oil'),
  ).toContain('Gigantes Plaki')
})

test('after chilli con carne, no daoud basha on bought ras el hanout beside the kidney beans', () => {
  const later = laterIdeas('500g mince, red kidney beans, tin tomatoes, onion, chilli powder, rice')
  expect(later).not.toContain('Daoud Basha')
  expect(
    laterIdeas(
      'ground beef, onion, garlic, kidney beans, tomato paste, chili powder, cumin, oregano',
    ),
  ).not.toContain('Seekh Kebabs')
})

test('after misir wot, the list made into a red lentil soup with its berbere, not one on bought carrots without it', () => {
  const later = laterIdeas('red lentils, berbere, onions, garlic, tomato paste, vegetable stock')
  expect(later).toContain('Red Lentil Soup')
  expect(later).not.toContain('Red Lentil and Carrot Soup')
})

test('after aloo gobi, gobi matar from the cauliflower and peas, not aloo tikki without the cauliflower', () => {
  const later = laterIdeas('cauliflower, potatoes, onion, cumin, turmeric, tomatoes, peas')
  expect(later).toContain('Gobi Matar')
  expect(later).not.toContain('Aloo Tikki')
})

test('after spaghetti alle vongole, Spanish clams in white wine before an arroz de marisco on bought rice', () => {
  const later = laterIdeas('clams, spaghetti, white wine, garlic, parsley, chilli')
  expect(later[0]).toBe('Almejas a la Marinera')
})
