import { expect, test } from 'vitest'
import { idea } from '../../../tests/support/first-idea.ts'

// Composed dishes written for one kind of item and given another, as a cook's read found them:
// raw cumin seeds scattered on a bowl, toasted sesame oil heated "until shimmering", spinach
// stir-fried "still crisp", whole dried chillies roasted for 45 minutes.

test('a grain bowl toasts its cumin seeds before they go on top, and roasts tomatoes until blistered', () => {
  const bowl = idea('brown rice, tomatoes, cumin seeds, chickpeas, cucumber', /Grain Bowl/)
  expect(bowl).toMatch(/Toast the cumin seeds in a dry pan/)
  expect(bowl).toMatch(/roast for 20–25 minutes until soft and blistered/)
})

test('toasted sesame oil goes in off the heat; the wok is heated with oil, and spinach wilts', () => {
  const list = 'beef mince, carrots, spinach, toasted sesame oil, soy sauce, garlic, rice'
  const stirFry = idea(list, /Stir-Fry/)
  expect(stirFry).toMatch(/Heat the oil in a wok/)
  expect(stirFry).not.toMatch(/Heat the toasted sesame oil/)
  expect(stirFry).toMatch(/Take off the heat and stir in the toasted sesame oil/)
  const friedRice = idea(list, /Fried Rice/)
  expect(friedRice).toMatch(/take off the heat, stir in the toasted sesame oil/)
  const greens = idea('chicken breast, spinach, garlic, soy sauce, ginger', /Stir-Fry/)
  expect(greens).toMatch(/until just wilted/)
  expect(greens).not.toMatch(/still crisp/)
})

test('a tray bake never roasts whole dried chillies or Sichuan peppercorns', () => {
  const bake = idea(
    'chicken breast, peanuts, dried chillies, sichuan peppercorns, soy sauce, chinkiang vinegar, spring onions, cornflour',
    /Traybake/,
  )
  const cooked = bake.split('### Notes')[0] ?? ''
  expect(cooked).not.toMatch(/dried chillies/i)
  expect(cooked).not.toMatch(/sichuan peppercorns/i)
})
