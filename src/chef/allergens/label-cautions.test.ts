import { expect, test } from 'vitest'
import { composeRecipe } from '../compose-recipe.ts'
import { readAvoidItems } from './avoid-matcher.ts'
import { groupsOfConcern, labelCautions } from './label-cautions.ts'

test('a caution shows only to a visitor who keeps out one of its groups', () => {
  const none = groupsOfConcern([], readAvoidItems([]))
  expect(labelCautions(['margarine', 'miso'], none)).toEqual([])
  const dairyFree = groupsOfConcern(['dairy-free'], readAvoidItems([]))
  expect(labelCautions(['margarine', 'miso'], dairyFree)).toEqual([
    expect.stringMatching(/margarine’s label: some contain milk/),
  ])
  const avoidsCelery = groupsOfConcern([], readAvoidItems(['celery']))
  expect(labelCautions(['vegetable stock', 'chicken stock'], avoidsCelery)).toHaveLength(1)
  const avoidsMustard = groupsOfConcern([], readAvoidItems(['mustard']))
  expect(labelCautions(['curry powder'], avoidsMustard)[0]).toMatch(/mustard/)
})

test('a vegan recipe with miso says to check for dashi', () => {
  const markdown = composeRecipe(['tofu', 'miso', 'spring onions', 'rice'], { diets: ['vegan'] })
  expect(markdown).toMatch(/dashi, made with fish/)
})

test('a dairy-free bake with margarine says to check its label', () => {
  const markdown = composeRecipe(['butter', 'flour', 'sugar', 'eggs', 'apples'], {
    diets: ['dairy-free'],
  })
  expect(markdown).toMatch(/margarine’s label: some contain milk/)
})

test('chilli crisp for a visitor who avoids peanuts says to check its label', () => {
  const markdown = composeRecipe(['chilli crisp', 'egg noodles', 'pak choi', 'garlic'], {
    avoid: ['peanuts'],
  })
  expect(markdown).toMatch(/^## Chilli Oil Noodles/m)
  expect(markdown).toMatch(/chilli oil’s label: .*some contain peanuts/)
})
