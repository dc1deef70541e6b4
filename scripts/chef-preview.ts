// Prints what the offline chef writes, for reading: one classic with everything it can use and
// with only its essentials, or the first ideas for a list.
//   npx tsx scripts/chef-preview.ts cauliflower-cheese [servings]
//   npx tsx scripts/chef-preview.ts --list "cod, flour, beer, lemon" [variants]
import { compiledClassic } from '../src/chef/classics/compiled-classics.ts'
import { composeRecipe, renderRecipe } from '../src/chef/index.ts'
import { planClassicDish } from '../src/chef/planning/plan-recipe.ts'

const [first = '', second] = process.argv.slice(2)
if (first === '--list') {
  const list = (second ?? '').split(',').map((item) => item.trim())
  const variants = Number(process.argv[4] ?? 3)
  for (let variant = 0; variant < variants; variant++) {
    console.log(`==== variant ${variant}\n${composeRecipe(list, { variant })}`)
  }
} else {
  const classic = compiledClassic(first)
  if (classic === undefined) {
    console.error(`No classic "${first}"`)
    process.exit(1)
  }
  const servings = Number(second ?? 2)
  const ids = (needs: readonly string[]) =>
    classic.places
      .filter((place) => needs.includes(place.ingredient.need))
      .flatMap((place) => {
        const id = place.ingredient.accepts.find((spec) => !/^[#@]/.test(spec))
        return id === undefined ? [...place.rank.keys()].slice(0, 1) : [id]
      })
  for (const [label, list] of [
    ['everything', ids(['essential', 'usual', 'optional', 'pantry'])],
    ['essentials only', ids(['essential'])],
  ] as const) {
    const plan = planClassicDish(first, list, { servings })
    console.log(`==== ${label}: ${list.join(', ')}`)
    console.log(plan === undefined ? '(does not fit)' : renderRecipe(plan))
  }
}
