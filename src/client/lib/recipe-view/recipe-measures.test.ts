import { describe, expect, it } from 'vitest'
import { readRecipeMeasures } from './recipe-measures.ts'

describe('readRecipeMeasures', () => {
  it("reads the offline chef's servings and metric measures", () => {
    const read = readRecipeMeasures(
      '### Soup\n\n**Serves 2 · 30 minutes**\n\n#### Ingredients\n\n- Leeks — 300 g\n- Stock — 500 ml\n- Eggs — 2\n\n#### Method\n\n1. Cook.\n',
    )
    expect(read).toMatchObject({ servings: 2, system: 'metric' })
    expect(read.ingredients).toHaveLength(3)
  })

  it('reads an AI recipe written in cups and pounds as US', () => {
    const read = readRecipeMeasures(
      '## Pie\n\nServings: 6\n\n**Ingredients:**\n- 2 cups flour\n- 1 lb apples\n- 1 (400g) tin cherries\n- ½ tsp salt\n\n**Instructions:**\n1. Bake.\n',
    )
    expect(read).toMatchObject({ servings: 6, system: 'us' })
  })

  it('says nothing of servings a recipe does not give', () => {
    expect(
      readRecipeMeasures('## Toast\n\n- 1 slice bread\n\n1. Toast it.\n').servings,
    ).toBeUndefined()
  })
})
