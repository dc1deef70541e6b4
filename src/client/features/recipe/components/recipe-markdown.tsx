import { memo } from 'react'
import Markdown, { type Components } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { boundMarkdownNesting, remarkFlattenDeep } from '../lib/bound-markdown-nesting.ts'
import { splitMarkdownBlocks } from '../lib/split-markdown-blocks.ts'

const REMARK_PLUGINS = [remarkGfm, remarkFlattenDeep]

const COMPONENTS: Components = {
  // The URL transform has already emptied an unsafe address; an <img src=""> would only make
  // the browser ask for the page again, so an image whose address was dropped shows its alt text.
  img: ({ src, alt }) =>
    typeof src === 'string' && src !== '' ? (
      <img src={src} alt={alt ?? ''} loading="lazy" referrerPolicy="no-referrer" />
    ) : alt ? (
      <span className="recipe-image-alt">{alt}</span>
    ) : null,
}

/** One top-level block; memoised, so finished blocks are not parsed again as text streams in. */
const MarkdownBlock = memo(function MarkdownBlock({ source }: { source: string }) {
  return (
    <Markdown remarkPlugins={REMARK_PLUGINS} components={COMPONENTS}>
      {source}
    </Markdown>
  )
})

/**
 * The recipe as markdown. react-markdown's default URL transform is exactly the spec's rule for
 * link and image addresses (http, https, irc, ircs, mailto, xmpp or relative; anything else
 * becomes ''), and without rehype-raw, HTML in the text never becomes DOM. Rendered block by
 * block so each streamed chunk costs one block's render, not the whole recipe's. Loaded lazily:
 * the first paint does not wait. Nesting is bounded here, where every recipe passes (the AI's
 * stream, the stored last recipe, saved ones, shared links): markdown nested thousands deep
 * would otherwise overflow the stack and blank the page.
 */
export const RecipeMarkdown = memo(function RecipeMarkdown({ markdown }: { markdown: string }) {
  return splitMarkdownBlocks(boundMarkdownNesting(markdown)).map((block, index) => (
    // The index is the block's identity: blocks only ever grow at the end while streaming.
    <MarkdownBlock key={index} source={block} />
  ))
})
