/**
 * The path of the app's own script, the largest asset a visitor fetches: the page's entry
 * (src/client/boot.ts, a few bytes) names it and imports it after the first paint.
 */
export async function appScriptPath(
  pageHtml: string,
  fetchText: (path: string) => Promise<string>,
): Promise<string> {
  const entry = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(pageHtml)?.[1]
  if (!entry) throw new Error('the built page names no entry script')
  const app = /import\(["'`]\.\/([^"'`]+\.js)["'`]\)/.exec(await fetchText(entry))?.[1]
  if (!app) throw new Error(`${entry} imports no app script`)
  return new URL(app, `http://page${entry}`).pathname
}
