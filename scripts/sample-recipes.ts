// Writes docs/sample-recipes.md: thirty lists and what the offline chef makes of them.
import { writeFileSync } from 'node:fs'
import { sampleRecipesMarkdown } from '../tests/chef-evaluation/tuned/sample-recipes.ts'

const target = new URL('../docs/sample-recipes.md', import.meta.url)
writeFileSync(target, sampleRecipesMarkdown())
console.log(`Wrote ${target.pathname}`)
