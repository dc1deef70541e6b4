import { expect, test } from 'vitest'
import { laterIdeas } from '../../../tests/support/first-idea.ts'
import { OUT_OF_IDEAS_TITLE } from '../model/recipe-plan.ts'

// A blind cook's read (session 17) found most bad second and third ideas were one thing: a dish
// of another kitchen, or one built on things bought, that leaves the list's defining items unused
// (doro wat, then a Nigerian pepper soup without the berbere). A cook would rather give another
// dish of the same list and kitchen, or stop honestly.

test('doro wat is not followed by a Nigerian pepper soup without the berbere', () => {
  const later = laterIdeas(
    'chicken legs, red onions, berbere, eggs, butter, garlic, ginger, injera',
  )
  expect(later).not.toContain('Chicken Pepper Soup')
})

test('kung pao chicken is not followed by sweetcorn soup on bought corn', () => {
  const later = laterIdeas(
    'chicken breast, peanuts, dried chillies, sichuan peppercorns, soy sauce, chinkiang vinegar, spring onions, cornflour',
  )
  expect(later).not.toContain('Chicken and Sweetcorn Soup')
})

test("kimchi jjigae's list: no Filipino tokwa't baboy without the kimchi, no tofu tray bake", () => {
  const later = laterIdeas('kimchi, pork belly, tofu, gochugaru, onion, scallions, garlic')
  expect(later).toContain('Sundubu Jjigae')
  expect(later).not.toContain("Tokwa't Baboy")
  expect(later.some((title) => /tray bake/i.test(title))).toBe(false)
})

test('phở is not followed by nilagang baka on bought cabbage and potatoes', () => {
  const later = laterIdeas(
    'rice noodles, beef brisket, star anise, cinnamon stick, ginger, onion, fish sauce, beansprouts, thai basil',
  )
  expect(later).not.toContain('Nilagang Baka')
})

test('a teriyaki list goes on to another Japanese dish, not a Jamaican brown stew without the mirin and sake', () => {
  const later = laterIdeas(
    'chicken thigh, kikkoman soy sauce, mirin, sake, sugar, rice, spring onion',
  )
  // yakitori (chicken and spring onion skewers in a soy, mirin and sake tare) or oyakodon
  expect(later.some((title) => ['Yakitori', 'Oyakodon'].includes(title))).toBe(true)
  expect(later).not.toContain('Brown Stew Chicken')
})

test('khoresh gheimeh is not followed by havij polo on bought carrots and saffron', () => {
  const later = laterIdeas(
    'chicken thighs, yellow split peas, onions, turmeric, dried limes, tomato paste, basmati rice',
  )
  expect(later).not.toContain('Havij Polo')
  expect(later).not.toContain('Firinda Tavuk Patates')
})

test('a cassava cake list stays sweet: no egg and cassava curry', () => {
  const later = laterIdeas('grated cassava, coconut milk, condensed milk, eggs, sugar, butter')
  expect(later.some((title) => /curry/i.test(title))).toBe(false)
  // The third idea is the other cassava pudding, a Caribbean cassava pone, or else the honest stop
  // under its exact heading.
  expect(['Cassava Pone', OUT_OF_IDEAS_TITLE]).toContain(later[1])
})

test('a same-kitchen second dish that buys only a pepper still comes: saltfish buljol', () => {
  expect(
    laterIdeas('saltfish, 1 tin ackee, onion, scotch bonnet, tomato, thyme, butter'),
  ).toContain('Saltfish Buljol')
})

test("savoury baking is no pudding: pão de queijo's list still makes a parmesan omelette", () => {
  expect(laterIdeas('cassava starch, parmesan, eggs, milk, oil, salt')).toContain(
    'Parmesan Omelette',
  )
})

test('a dal list keeps its dal in every later idea: no tomato soup that leaves it out', () => {
  const later = laterIdeas(
    'chana dal, onion, tomatoes, turmeric, cumin seeds, green chillies, ghee, coriander',
  )
  expect(later).not.toContain('Tomato Soup')
  for (const title of later)
    if (title !== OUT_OF_IDEAS_TITLE) expect(title).toMatch(/Chana Dal|Dal|Khichdi/)
})

test('after adas polo come dishes of its lentils, not plain rice', () => {
  const later = laterIdeas(
    'basmati rice, green lentils, dates, raisins, saffron, butter, onion, cinnamon',
  )
  expect(later).not.toContain('Chelow with Tahdig')
  expect(later).not.toContain('Pilau Rice')
})

test('the first idea’s own kitchen may still name a dish of the rest: minestrone after pasta e lenticchie', () => {
  const later = laterIdeas(
    'brown lentils 200g (dry), ditalini, carrot, celery, onion, passata, rosemary, olive oil',
  )
  expect(later[0]).toBe('Minestrone')
})

test('after a bread and butter pudding come sweet ideas, never scrambled eggs on toast', () => {
  const later = laterIdeas('stale bread, milk, eggs, sugar, raisins, butter, nutmeg, vanilla')
  expect(later).not.toContain('Scrambled Eggs on Toast')
  expect(later[0]).toBe('French Toast')
})

test('a smoothie is no second idea for baba ganoush', () => {
  const later = laterIdeas('aubergines, tahini, lemon, garlic, greek yogurt, pomegranate, parsley')
  expect(later.join(' / ')).not.toMatch(/Smoothie/)
})
