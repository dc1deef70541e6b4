/**
 * Whether an AI service writes this server's recipes, as index.html's
 * `<meta name="chef-engine" content="llm">` says (the server adds it; see static-files.ts). Known
 * before the page asks, so it can say "Asking the AI chef…" while the AI has sent nothing. Without
 * the tag (the offline chef, or a page not served by our server) the page waits as it always did.
 */
export function isAiChef(): boolean {
  return document.querySelector('meta[name="chef-engine"]')?.getAttribute('content') === 'llm'
}
