import { expect, test } from 'vitest'
import { planRecipe } from '../index.ts'

// A cook's read found a Sri Lankan list of dried sprats, onions, green chillies, tomato and curry
// leaves led by a salad: the small dried fish of Sri Lanka, Malaysia and the Philippines had no
// dish of their own.
test.each([
  ['Haal Masso Badum', 'dried sprats, onions, green chillies, tomato, curry leaves'],
  ['Haal Masso Badum', 'haal masso, red onion, green chilli, curry leaves, rice'],
  ['Sambal Ikan Bilis', 'ikan bilis, dried chillies, onion, tamarind, sugar'],
  ['Fried Dilis', 'dilis, vinegar, garlic, rice'],
])('%s for %s, with the fish fried crisp', (title, list) => {
  const plan = planRecipe(list.split(', '))
  expect(plan.title).toBe(title)
  expect(plan.ingredients.map((line) => line.canonical)).toContain('dried anchovies')
  expect(plan.steps.join('\n')).toMatch(/until crisp and golden/)
})
