// Self-raising flour carries its own baking powder. A bake written for plain flour and baking
// powder takes it in the flour's place, and then buys no baking powder on top: a cook's read found
// a sunken apple cake with "Baking powder — 2 tsp (extra)" beside the visitor's self-raising flour,
// twice the rise it wants.

/** "the {flour}, the {baking-powder}", "with the {baking-powder}", " and {raising}": the mention
 * of the raising agent as one more item beside the flour, which can go without it. */
function alongside(key: string): RegExp {
  return new RegExp(`(?:,(?: and| with)?|(?: and| with)) (?:the )?\\{${key}\\}`, 'g')
}

/**
 * The method without the raising agent of place `key`, or undefined when a step names it in a way
 * that cannot simply go ("dissolve the {baking-powder} in the milk"): then it is bought as written.
 */
export function withoutRaisingAgent(
  method: readonly string[],
  key: string,
): readonly string[] | undefined {
  const named = new RegExp(`\\{${key}\\}`)
  const rewritten = method.map((step) =>
    step
      .split(/(\[[^[\]]*\])/)
      .map((piece) => (piece.startsWith('[') ? piece : piece.replace(alongside(key), '[$&]')))
      .join(''),
  )
  const outside = rewritten.some((step) => named.test(step.replace(/\[[^[\]]*\]/g, '')))
  return outside ? undefined : rewritten
}
