// A cook's read of round 9: "Scotch bonnet — 3 tbsp" for one typed pepper, "Fresh tuna — 2"
// (two what?), and ready-fried tofu puffs cut into cubes and fried 6–8 minutes again.
import { expect, test } from 'vitest'
import { planRecipe } from '../planning/plan-recipe.ts'

const ideas = (list: readonly string[]) =>
  [0, 1, 2].flatMap((variant) => {
    const plan = planRecipe(list, { variant })
    return plan.kind === 'recipe' ? [plan] : []
  })

test('fresh chillies in a place measured by the spoon are counted, and chopped', () => {
  const list = [
    'palm nut concentrate 1 tin',
    'dried catfish',
    'fresh fish',
    'ground crayfish',
    'scotch bonet',
    'onion',
    'beletete leaves',
  ]
  for (const plan of ideas(list)) {
    const chilli = plan.ingredients.find((item) => item.canonical === 'chilli')
    if (chilli === undefined) continue
    // A count (half a scotch bonnet is a count too), never spoons.
    expect(chilli.amount, plan.title).toMatch(/^[\d½¼¾]+$/)
    expect(plan.steps.join('\n'), plan.title).not.toMatch(/stir in the scotch bonnets? and/)
  }
})

test('fresh tuna bought as a piece is weighed, not counted', () => {
  const list = [
    'bonito (or fresh tuna) 500g',
    'potatoes 1kg',
    'carne de pimiento choricero',
    'green pepper',
    'onion',
    'tomato',
    'fish stock',
  ]
  for (const plan of ideas(list)) {
    const tuna = plan.ingredients.find((item) => item.canonical === 'tuna steak')
    if (tuna === undefined) continue
    expect(tuna.amount, plan.title).toMatch(/\bg$/)
  }
})

test('ready-fried tofu puffs are halved and crisped, never cubed and fried 6–8 minutes as a block', () => {
  const plan = ideas([
    'crab paste in soybean oil jar',
    'ground pork 300g',
    'tomatoes 4',
    'eggs 2',
    'fried tofu puffs',
    'rice vermicelli',
    'mắm tôm',
  ]).find((idea) => idea.title === 'Dau Hu Sot Ca Chua')
  if (plan === undefined) return
  const method = plan.steps.join('\n')
  expect(method).toMatch(/halve the puffs/)
  expect(method).not.toMatch(/cut a block/)
  expect(method).toMatch(/ready-fried puffs only want 2 minutes/)
})

test('ground crayfish is never ground again: the dried fish is ground with it', () => {
  for (const plan of ideas([
    'palm nut concentrate 1 tin',
    'dried catfish',
    'fresh fish',
    'ground crayfish',
    'scotch bonet',
    'onion',
    'beletete leaves',
  ])) {
    expect(plan.steps.join('\n'), plan.title).not.toMatch(/Grind the ground/)
  }
})
