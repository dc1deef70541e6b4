import type { LexiconEntry } from '../lexicon/lexicon.ts'
import { joinWords } from '../text/markdown-text.ts'

// A baked pudding written for any fruit ("take out any stones or cores") tells the cook to stone
// rhubarb: a cook's read found it in a rhubarb crumble. The fruit actually in the dish says how it
// is prepared: plums halved and stoned, apples peeled and cored, rhubarb cut into lengths.

/** The method's words for preparing whatever fruit fills the place. */
export const ANY_FRUIT_PREP =
  'take out any stones or cores and cut anything large into bite-sized pieces'

const STONED: ReadonlySet<string> = new Set(['plums', 'peaches', 'apricots'])
const CORED: ReadonlySet<string> = new Set(['apples', 'pears', 'quince'])

/** How one fruit is made ready for a baking dish, as a clause after "Prepare the fruit:". */
function prepOf(entry: LexiconEntry): string {
  const name = entry.id
  if (name === 'rhubarb') return 'trim the rhubarb and cut it into 3 cm lengths'
  if (name === 'cherries') return 'stone the cherries'
  if (name === 'mango') return 'peel the mango, cut the flesh from the stone and into chunks'
  if (name === 'strawberries') return 'hull the strawberries and halve any large ones'
  if (STONED.has(name)) return `halve and stone the ${name}, then cut them into chunks`
  if (CORED.has(name)) return `peel and core the ${name} and cut them into chunks`
  if (entry.tags.has('berry')) return `pick over the ${name}`
  return `cut the ${name} into bite-sized pieces`
}

/**
 * The steps with the any-fruit preparation after `{key}:` replaced by what the fruits filling the
 * place need (a place filled by no fruit keeps the general words).
 */
export function withFruitPrepared(
  steps: readonly string[],
  key: string,
  fruits: readonly LexiconEntry[],
): readonly string[] {
  if (fruits.length === 0) return steps
  const said = `{${key}}: ${ANY_FRUIT_PREP}`
  const prep = `{${key}}: ${joinWords([...new Set(fruits.map(prepOf))])}`
  return steps.map((step) => (step.includes(said) ? step.split(said).join(prep) : step))
}
