// Counts the lexicon entries the offline chef's recipes use: every classic planned with all it
// can use and with its essentials only, plus docs/sample-recipes.md. Prints "count<TAB>id", most
// used first: the order the nutrition figures were written in (docs/nutrition.md).
//   npx tsx scripts/nutrition/count-chef-entries.ts
import { readFileSync } from 'node:fs'
import { COMPILED_CLASSICS } from '../../src/chef/classics/compiled-classics.ts'
import { renderRecipe } from '../../src/chef/index.ts'
import { planClassicDish } from '../../src/chef/planning/plan-recipe.ts'
import { matchIngredient } from '../../src/chef/reading/match-ingredient.ts'
import { readRecipeStructure } from '../../src/client/lib/recipe-structure/read-recipe-structure.ts'

const counts = new Map<string, number>()
const unread = new Map<string, number>()

function countRecipe(markdown: string) {
  for (const line of readRecipeStructure(markdown).ingredients) {
    // The chef writes "Name — amount": the name is what the lexicon reads.
    const name = line.split(' — ')[0] ?? line
    const id = matchIngredient(name).entry?.id
    if (id === undefined) unread.set(name, (unread.get(name) ?? 0) + 1)
    else counts.set(id, (counts.get(id) ?? 0) + 1)
  }
}

for (const classic of COMPILED_CLASSICS) {
  for (const needs of [['essential', 'usual', 'optional', 'pantry'], ['essential']]) {
    const list = classic.places
      .filter((place) => needs.includes(place.ingredient.need))
      .flatMap((place) => {
        const id = place.ingredient.accepts.find((spec) => !/^[#@]/.test(spec))
        return id === undefined ? [...place.rank.keys()].slice(0, 1) : [id]
      })
    const plan = planClassicDish(classic.dish.id, list, { servings: 2 })
    if (plan) countRecipe(renderRecipe(plan))
  }
}
const samples = readFileSync(new URL('../../docs/sample-recipes.md', import.meta.url), 'utf8')
for (const recipe of samples.split(/^## \d+\. /m).slice(1)) countRecipe(recipe)

for (const [id, count] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`${count}\t${id}`)
if (process.argv.includes('--unread')) {
  for (const [name, count] of [...unread].sort((a, b) => b[1] - a[1]))
    console.error(`unread ${count}\t${name}`)
}
