import { expect, test } from 'vitest'
import { planRecipe } from '../index.ts'

// A cook's read found no dish for Latvian grey peas with bacon, and grey peas not read at all.
test.each([
  'grey peas, bacon, onion',
  'pelēkie zirņi, speķis, onion',
  'carlin peas, smoked bacon, onion, kefir',
])('%s is pelēkie zirņi ar speķi, the peas soaked overnight and boiled soft', (list) => {
  const plan = planRecipe(list.split(', '))
  expect(plan.title).toBe('Pelekie Zirni ar Speki')
  const steps = plan.steps.join('\n')
  expect(steps).toMatch(/soak for 8–12 hours/)
  expect(steps).toMatch(/simmer[^.]*for 1–1½ hours/)
  // One soak and one boil: the dish's own, never the treatment's again.
  expect(steps.match(/soak for 8–12 hours/g)).toHaveLength(1)
})
