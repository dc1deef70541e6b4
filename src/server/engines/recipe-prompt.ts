/** The spec's fixed reply budget. */
export const MAX_TOKENS = 1024

/**
 * Our own words for the spec's four instructions (suggest a recipe from the user's ingredients;
 * need not use all; extras allowed but few; markdown), plus a safety line: a public page will be
 * sent "bleach" sooner or later, and a model must not cook with it.
 */
export const SYSTEM_PROMPT = [
  'You are a helpful home cook. The user lists ingredients they have on hand;',
  'suggest one recipe they could make with some or all of them.',
  'You do not need to use every ingredient they mention.',
  'The recipe may include additional ingredients they did not mention,',
  'but keep those extra ingredients to a minimum.',
  'Use only safe, edible ingredients: if anything listed is not food or is unsafe to eat,',
  'leave it out and say plainly that you left it out.',
  'Format your response in markdown so it is easy to render on a web page.',
].join(' ')

// A type alias, not an interface: the client library's message type has an index signature.
export type ChatMessage = {
  role: 'system' | 'user'
  content: string
}

/** The spec's user message: "I have a, b, c. Please give me a recipe you'd recommend I make!" */
export function buildUserMessage(ingredients: readonly string[]): string {
  return `I have ${ingredients.join(', ')}. Please give me a recipe you'd recommend I make!`
}

/** Exactly the two chat messages the spec fixes: the system message, then the user's. */
export function buildRecipeMessages(ingredients: readonly string[]): [ChatMessage, ChatMessage] {
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: buildUserMessage(ingredients) },
  ]
}
