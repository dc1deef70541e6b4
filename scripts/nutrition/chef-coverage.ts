// How much of the offline chef's recipes the nutrition estimate counts: every classic planned
// with all it can use, and the sample recipes; lines counted, and the lines not counted by reason
// and by food. The numbers docs/nutrition.md quotes.
//   npx tsx scripts/nutrition/chef-coverage.ts
import { readFileSync } from 'node:fs'
import { COMPILED_CLASSICS } from '../../src/chef/classics/compiled-classics.ts'
import { renderRecipe } from '../../src/chef/index.ts'
import { planClassicDish } from '../../src/chef/planning/plan-recipe.ts'
import { estimateNutrition } from '../../src/client/lib/nutrition/estimate-nutrition.ts'
import { readRecipeStructure } from '../../src/client/lib/recipe-structure/read-recipe-structure.ts'

const recipes: string[] = []
for (const classic of COMPILED_CLASSICS) {
  const list = classic.places
    .filter((place) => place.ingredient.need !== 'pantry')
    .flatMap((place) => {
      const id = place.ingredient.accepts.find((spec) => !/^[#@]/.test(spec))
      return id === undefined ? [...place.rank.keys()].slice(0, 1) : [id]
    })
  const plan = planClassicDish(classic.dish.id, list, { servings: 2 })
  if (plan) recipes.push(renderRecipe(plan))
}
const samples = readFileSync(new URL('../../docs/sample-recipes.md', import.meta.url), 'utf8')
recipes.push(...samples.split(/^## \d+\. /m).slice(1))

let counted = 0
const reasons = new Map<string, number>()
const foods = new Map<string, number>()
for (const markdown of recipes) {
  const structure = readRecipeStructure(markdown)
  const estimate = estimateNutrition(structure.ingredients, structure.servings ?? 1)
  counted += estimate.counted.length
  for (const { line, reason } of estimate.notCounted) {
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1)
    if (reason !== 'no-amount') {
      const name = `${reason}: ${line.split(' — ')[0] ?? line}`
      foods.set(name, (foods.get(name) ?? 0) + 1)
    }
  }
}
const notCounted = [...reasons.values()].reduce((sum, count) => sum + count, 0)
console.log(`${recipes.length} recipes, ${counted + notCounted} lines (water left out)`)
console.log(`counted ${counted} (${Math.round((100 * counted) / (counted + notCounted))}%)`)
for (const [reason, count] of reasons) console.log(`not counted, ${reason}: ${count}`)
const top = [...foods].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[2] ?? 30))
for (const [name, count] of top) console.log(`  ${count}\t${name}`)
