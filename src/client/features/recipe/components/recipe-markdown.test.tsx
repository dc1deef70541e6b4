import Markdown from 'react-markdown'
import { renderToStaticMarkup } from 'react-dom/server'
import remarkGfm from 'remark-gfm'
import { expect, test } from 'vitest'
import { RecipeMarkdown } from './recipe-markdown.tsx'

const RECIPES = [
  '## Lemon rice\n\nA bright bowl.\n\n**Serves 2 · 25 minutes**\n\n### Ingredients\n\n- Rice — 150 g\n- Lemon — ½\n\n### Method\n\n1. Rinse the rice.\n2. Simmer for 12 minutes.\n\n### Notes\n\n- Not used: “bleach”.',
  '# Pancakes\n\n1. Whisk.\n\n2. Rest the batter.\n\n   Ten minutes is enough.\n\n3. Fry.\n\n> Tip: a hot pan.\n\n| Step | Time |\n|---|---|\n| Fry | 2 min |\n\n```\nflip\n\nonce\n```\n\nEnjoy *warm*.',
  'Plain text only, no structure at all.',
]

const normalise = (html: string) => html.replace(/>\s+</g, '><').trim()

test.each(RECIPES)(
  'rendering block by block gives the same page as rendering whole (%#)',
  (markdown) => {
    const whole = renderToStaticMarkup(<Markdown remarkPlugins={[remarkGfm]}>{markdown}</Markdown>)
    const byBlock = renderToStaticMarkup(<RecipeMarkdown markdown={markdown} />)
    expect(normalise(byBlock)).toBe(normalise(whole))
  },
)
