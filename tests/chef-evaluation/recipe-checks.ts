import { OUT_OF_IDEAS_TITLE } from '../../src/chef/model/recipe-plan.ts'

// Shared by the offline chef's tests: what every recipe it writes must look like.

export interface ListedIngredient {
  name: string
  isExtra: boolean
}

function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n### ${heading}\n`)
  if (start === -1) return ''
  const rest = markdown.slice(start + heading.length + 6)
  const end = rest.search(/\n#{2,3} /)
  return end === -1 ? rest : rest.slice(0, end)
}

/** Strips the markdown escapes the chef adds to the visitor's words. */
export function unescapeMarkdown(text: string): string {
  return text.replace(/\\(.)/g, '$1')
}

/** The ingredient lines of a recipe: the name before the " — amount", and whether it is an extra. */
export function listedIngredients(markdown: string): ListedIngredient[] {
  return section(markdown, 'Ingredients')
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => {
      const body = line.slice(2)
      const name = body.split(' — ')[0] ?? body
      return {
        name: unescapeMarkdown(name.replace(' *(extra)*', '')).trim(),
        isExtra: body.includes('*(extra)*'),
      }
    })
}

/** The method text, lowercased, for "is it mentioned" checks. */
export function methodText(markdown: string): string {
  return unescapeMarkdown(section(markdown, 'Method')).toLowerCase()
}

function outOfIdeasProblems(lines: readonly string[]): string[] {
  const problems: string[] = []
  if (!(lines[2] ?? '').startsWith("I've already given you")) problems.push('no plain account')
  if (lines.some((line) => /^### (?:Ingredients|Method)$/.test(line)))
    problems.push('a recipe section in an out-of-ideas answer')
  return problems
}

/** Everything structurally wrong with a recipe; empty when it is well formed. */
export function structureProblems(markdown: string): string[] {
  const problems: string[] = []
  const lines = markdown.split('\n')
  if (!lines[0]?.startsWith('## ') || (lines[0]?.length ?? 0) <= 3)
    problems.push('no ## title first')
  if (lines.filter((line) => line.startsWith('## ')).length !== 1)
    problems.push('not exactly one ## title')
  if (lines[0] === `## ${OUT_OF_IDEAS_TITLE}`) return [...problems, ...outOfIdeasProblems(lines)]
  if (!/^\*\*(?:Serves \d+|Makes [^·*]+) · [^*]+\*\*$/m.test(markdown))
    problems.push('no servings and time line')
  const headings = lines.filter((line) => line.startsWith('### ')).map((line) => line.slice(4))
  if (headings[0] !== 'Ingredients' || headings[1] !== 'Method')
    problems.push(`headings are ${headings.join(', ')}`)
  if (headings.some((heading) => !['Ingredients', 'Method', 'Notes'].includes(heading))) {
    problems.push('an unexpected heading')
  }
  const ingredientLines = section(markdown, 'Ingredients')
    .split('\n')
    .filter((line) => line.trim() !== '')
  if (ingredientLines.length === 0) problems.push('no ingredients')
  if (ingredientLines.some((line) => !line.startsWith('- ')))
    problems.push('an ingredient line is not a bullet')
  const methodLines = section(markdown, 'Method')
    .split('\n')
    .filter((line) => line.trim() !== '')
  if (methodLines.length === 0) problems.push('no method')
  methodLines.forEach((line, index) => {
    if (!line.startsWith(`${index + 1}. `))
      problems.push(`method line ${index + 1} is not numbered`)
  })
  if (markdown.includes('undefined') || markdown.includes('NaN'))
    problems.push('undefined or NaN in the text')
  if (/\s{2,}\S/.test(markdown.replace(/\n+/g, '\n').replace(/^ +/gm, '')))
    problems.push('doubled spaces')
  return problems
}

/** Listed ingredients the method never mentions. */
export function unmentioned(markdown: string): string[] {
  const method = methodText(markdown)
  return listedIngredients(markdown)
    .map((item) => item.name.toLowerCase())
    .filter((name) => !method.includes(name === 'salt and pepper' ? 'salt and pepper' : name))
}

/** Slips a proof-reader would circle: ". and", doubled words, stray template marks. */
export function writingProblems(markdown: string): string[] {
  const problems: string[] = []
  const text = unescapeMarkdown(markdown)
  const checks: ReadonlyArray<readonly [RegExp, string]> = [
    [/\.\s+and\b/i, 'a sentence that starts with "and"'],
    [/\s[,.;:]/, 'a space before punctuation'],
    [/[,;:]\s*[.,;:]/, 'doubled punctuation'],
    [/\.\./, 'two full stops'],
    [/\b(\w+)\s+\1\b/i, 'a doubled word'],
    [/[{}[\]]/, 'a template mark left in the text'],
    [/\bcooked cooked\b/i, '"cooked cooked"'],
    [/\bmelt the (?:\w+ )?oil\b/i, 'melting oil'],
  ]
  for (const [pattern, problem] of checks) {
    const lines = text.split('\n').filter((line) => !line.startsWith('- ') || !line.includes(' — '))
    const hit = lines.find((line) => pattern.test(line.replace(/\*\*/g, '')))
    if (hit !== undefined) problems.push(`${problem}: ${hit.slice(0, 120)}`)
  }
  return problems
}
