import { expect, test } from 'vitest'
import { withoutAbsentAsides } from './absent-asides.ts'

test('an aside about foods the dish does not hold goes; one about what it holds stays', () => {
  expect(
    withoutAbsentAsides(
      'Add the pork belly and fry for 3–4 minutes, until pork is no longer pink (prawns and clams go in with the broth).',
      'pork belly, tofu, gochugaru',
    ),
  ).toBe('Add the pork belly and fry for 3–4 minutes, until pork is no longer pink.')
  expect(
    withoutAbsentAsides(
      'Simmer for 5–6 minutes (prawns until pink all through; clams until they open).',
      'prawns, tofu',
    ),
  ).toBe('Simmer for 5–6 minutes (prawns until pink all through).')
  expect(
    withoutAbsentAsides(
      'Simmer until the potatoes are nearly tender (and any meat is cooked through; prawns and clams go in later).',
      'potatoes, doenjang',
    ),
  ).toBe('Simmer until the potatoes are nearly tender (and any meat is cooked through).')
  expect(withoutAbsentAsides('Fry the onion (red or white).', 'onion')).toBe(
    'Fry the onion (red or white).',
  )
})

test('an aside about whichever fish the visitor has, or when their food is safe, stays', () => {
  expect(
    withoutAbsentAsides('Season with salt (the fish is salty, so taste first).', 'smoked haddock'),
  ).toBe('Season with salt (the fish is salty, so taste first).')
  expect(
    withoutAbsentAsides('Simmer for 4 minutes (prawns until pink all through).', 'king prawns'),
  ).toBe('Simmer for 4 minutes (prawns until pink all through).')
  // Shrimp are prawns by another name.
  expect(withoutAbsentAsides('Simmer (prawns until pink all through).', 'shrimp, rice')).toBe(
    'Simmer (prawns until pink all through).',
  )
  // The clause may be about the bacon too: it stays whatever else it names.
  const bacon = 'Fry (raw bacon or fresh sausages: fry them first until cooked through).'
  expect(withoutAbsentAsides(bacon, 'bacon, eggs')).toBe(bacon)
  // Prawn crackers on the list hold no prawns.
  expect(
    withoutAbsentAsides('Fry the rice (prawns go in with the egg).', 'rice, prawn crackers'),
  ).toBe('Fry the rice.')
})

test('an aside for the cook who has sausages goes when the dish holds mince', () => {
  const step = 'Mix the beef mince (squeezed out of its skins, if it is sausages) with the onion.'
  expect(withoutAbsentAsides(step, 'beef mince, onion')).toBe('Mix the beef mince with the onion.')
  expect(withoutAbsentAsides(step, 'chipolatas, sausage, sausages, onion')).toBe(step)
})

test('a safety clause about food the dish does not hold goes; one about its own food stays', () => {
  expect(
    withoutAbsentAsides('Simmer for 4 minutes (prawns until pink all through).', 'cod, potatoes'),
  ).toBe('Simmer for 4 minutes.')
  expect(
    withoutAbsentAsides(
      'Stir-fry for 3 minutes (prawns 2–3 minutes, until pink all through; tofu just until golden).',
      'tofu, pak choi',
    ),
  ).toBe('Stir-fry for 3 minutes (tofu just until golden).')
  expect(
    withoutAbsentAsides(
      'Cook until done (chicken and pork with no pink, prawns pink all through).',
      'pork, rice',
    ),
  ).toBe('Cook until done (chicken and pork with no pink).')
  expect(
    withoutAbsentAsides(
      'Lay the ham over (chorizo sliced and fried for 4–5 minutes first, until cooked through).',
      'serrano ham, potatoes',
    ),
  ).toBe('Lay the ham over.')
  expect(withoutAbsentAsides('Fry (and cooked through, if the sausage was raw).', 'bacon')).toBe(
    'Fry.',
  )
})

test('an aside that also times the rice the dish holds stays; one about rice it lacks goes', () => {
  const step =
    'Add the noodles; simmer for as long as the packet says (3–5 minutes for fine noodles, 15 for rice), until tender.'
  // A review found the rice timing dropped from a sopa de picadillo made with rice.
  expect(withoutAbsentAsides(step, 'stock rice chickpeas')).toBe(step)
  expect(withoutAbsentAsides(step, 'stock vermicelli')).toBe(step)
  expect(withoutAbsentAsides(step, 'stock potatoes')).toBe(
    'Add the noodles; simmer for as long as the packet says, until tender.',
  )
  expect(
    withoutAbsentAsides(
      'Cook the egg noodles (noodles as the packet says; rice as the packet says).',
      'egg noodles',
    ),
  ).toBe('Cook the egg noodles (noodles as the packet says).')
  // Rice vinegar is no rice.
  expect(withoutAbsentAsides('Dress it (rice vinegar or lemon).', 'cucumber')).toBe(
    'Dress it (rice vinegar or lemon).',
  )
})
