import { matchIngredient } from '../src/chef/reading/match-ingredient.ts'
for (const x of process.argv.slice(2)) { const m = matchIngredient(x); console.log(x, '→', m.kind, m.entry?.id, m.named ?? '') }
