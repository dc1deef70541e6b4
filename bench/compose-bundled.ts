// The entry the bench bundles with the server's own esbuild options and runs under plain node
// (bench/offline-chef-part.ts): the chef timed as `npm start` serves it, with no TypeScript
// loader between the code and the clock. Prints its timing as one JSON line.
import { composeRecipe } from '../src/chef/index.ts'
import { timeCompose } from './compose-timing.ts'

process.stdout.write(`${JSON.stringify(timeCompose(composeRecipe))}\n`)
