import { expect, test } from 'vitest'
import { laterIdeas } from '../../../tests/support/first-idea.ts'

// A cook's second read of ideas 2 and 3 (session 20, tests/chef-evaluation/later-ideas/
// lists20b.txt and the causes the first read left).

test('after matar paneer, an Indian cook names paneer butter masala, not a tomato and pea soup', () => {
  const ideas = laterIdeas('paneer, peas, tomatoes, onion, ginger, cumin, cream, chapati')
  expect(ideas).toContain('Paneer Butter Masala')
  expect(ideas.join(' ')).not.toMatch(/Soup/)
})

test('after stroganoff, the beef and mushrooms are not watered down into a noodle soup', () => {
  const ideas = laterIdeas('beef sirloin, mushrooms, onion, sour cream, egg noodles')
  expect(ideas.join(' ')).not.toMatch(/Soup/)
})

test('after golabki, Cypriot koupepia is the same cabbage rolls of the same mince and rice', () => {
  expect(laterIdeas('cabbage leaves, pork mince, rice, tomato passata, onion')).not.toContain(
    'Koupepia',
  )
})

test('after chicken enchiladas, the chicken goes into tacos or wraps from the list as it is', () => {
  const [second] = laterIdeas('chicken thighs, tortillas, black beans, avocado, lime, coriander')
  expect(second).toMatch(/Chicken.*(Wraps|Tacos)/)
})

test('after kibbeh, a Lebanese dish of the lamb comes before a yogurt soup that leaves it out', () => {
  const ideas = laterIdeas('lamb mince, bulgur, onion, pine nuts, cinnamon, yogurt')
  expect(ideas).not.toContain('Spas')
})

test('after avial, a Kerala cook names erissery of the raw banana, yam and beans, not a soup', () => {
  const [second] = laterIdeas(
    'drumsticks, raw banana, yam, carrots, beans, grated coconut, curd, curry leaves, coconut oil',
  )
  expect(second).toBe('Erissery')
})
