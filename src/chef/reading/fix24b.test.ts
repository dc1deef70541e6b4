import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { normaliseWords } from './match-ingredient.ts'

// The reader folds accents before any list of words is consulted, so a word list holding
// "pimentón" or "ærter" can never match: the word is dead, and a cook who types it gets only
// whatever the folded twin beside it catches (or nothing, when there is no twin). The lexicon's
// aliases are folded when loaded; every other list of words must be written folded.

const CHEF = join(import.meta.dirname, '..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : []
  })
}

// A quoted literal that is only a word or two of letters: the shape of a list's entry, not of a
// sentence the recipe writes ("a café breakfast.") or of a lexicon row ("a|b|c").
const WORD_LITERAL = /'([\p{L}\p{M}]+(?: [\p{L}\p{M}]+){0,2})'/gu

test('no list of words outside the lexicon rows holds a word the reader never sees', () => {
  const dead: string[] = []
  for (const path of sources(CHEF)) {
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (/^\s*(?:\/\/|\*|\/\*)/.test(line)) return
        for (const [, word] of line.matchAll(WORD_LITERAL)) {
          if (word === undefined || !/[^ -~]/.test(word)) continue
          if (normaliseWords(word).join(' ') === word) continue
          dead.push(`${path.slice(CHEF.length + 1)}:${index + 1} '${word}'`)
        }
      })
  }
  expect(dead).toEqual([])
})
