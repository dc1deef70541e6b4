/** What the benchmark "visitor" asks for: four ingredients, as the page requires. */
export const BENCH_INGREDIENTS = ['chicken', 'rice', 'garlic', 'lemon'] as const

export const RECIPE_REQUEST_BODY = JSON.stringify({ ingredients: BENCH_INGREDIENTS })

/**
 * A realistic short answer as a chat model streams it: about 30 deltas of a few words each.
 * Throughput runs use it so per-chunk costs (SSE parsing, re-encoding) count as they would live.
 */
export const RECIPE_CHUNKS: readonly string[] = [
  '## Lemon garlic ',
  'chicken with rice\n\n',
  'A bright, one-pan ',
  'weeknight dinner ',
  'ready in 40 minutes.\n\n',
  '### Ingredients\n\n',
  '- 4 chicken thighs\n',
  '- 1 cup long-grain ',
  'rice, rinsed\n',
  '- 4 cloves garlic, ',
  'minced\n',
  '- 1 lemon, zest ',
  'and juice\n',
  '- 2 cups chicken stock\n',
  '- Salt and pepper\n\n',
  '### Steps\n\n',
  '1. Season the chicken ',
  'with salt, pepper and ',
  'lemon zest.\n',
  '2. Brown it skin-side ',
  'down for 6 minutes; ',
  'set aside.\n',
  '3. Fry the garlic for ',
  '30 seconds, stir in ',
  'the rice.\n',
  '4. Add stock and lemon ',
  'juice, nestle the chicken ',
  'on top.\n',
  '5. Cover and simmer for ',
  '20 minutes until the rice is tender.\n',
]

export const RECIPE_TEXT = RECIPE_CHUNKS.join('')

/**
 * About 1,000 tokens of markdown with headings, lists and a table, split into ~1,000 small
 * deltas (a token is roughly 4 characters), to make the page re-render as often as a fast model
 * would make it.
 */
export function longMarkdownChunks(): string[] {
  const sections: string[] = ['# Slow-roasted lemon garlic chicken with herbed rice\n\n']
  sections.push(
    'A whole meal from one tray, with a bright sauce and rice that soaks up the juices. ' +
      'Plan about an hour and a half, most of it hands-off.\n\n',
  )
  sections.push(
    '| Ingredient | Amount | Note |\n| --- | --- | --- |\n' +
      '| chicken thighs | 8 | bone-in, skin-on |\n| long-grain rice | 2 cups | rinsed well |\n' +
      '| garlic | 1 head | cloves peeled |\n| lemon | 2 | zest and juice |\n' +
      '| chicken stock | 3 cups | low salt |\n| thyme | 6 sprigs | or 1 tsp dried |\n\n',
  )
  for (let stage = 1; stage <= 5; stage += 1) {
    sections.push(
      `## Stage ${stage}: ${['Prepare', 'Season', 'Sear', 'Roast', 'Rest'][stage - 1]}\n\n`,
    )
    for (let step = 1; step <= 4; step += 1) {
      sections.push(
        `${step}. Work with **care** at this point: keep the heat moderate, taste as you go, and ` +
          `adjust the *seasoning* with salt, pepper or a squeeze of lemon (step ${stage}.${step}).\n`,
      )
    }
    sections.push(
      '\n- Tip: do this ahead if you like.\n- Tip: a cast-iron pan holds heat best.\n\n',
    )
  }
  sections.push(
    '> Leftovers keep for three days in the fridge; reheat gently with a splash of stock.\n',
  )
  const text = sections.join('')
  const chunks: string[] = []
  for (let index = 0; index < text.length; index += 4) chunks.push(text.slice(index, index + 4))
  return chunks
}
