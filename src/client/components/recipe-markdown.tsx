import { memo } from 'react'
import Markdown, { type Components } from 'react-markdown'
import remarkGfm from 'remark-gfm'

const REMARK_PLUGINS = [remarkGfm]

/**
 * A model's images are at best unverifiable and at worst tracking pixels or broken links: the
 * recipe shows their description instead.
 */
const COMPONENTS: Components = {
  img: ({ alt }) => (alt ? <span className="recipe-image-alt">{alt}</span> : null),
}

/**
 * The recipe as markdown. react-markdown's default URL transform is exactly the spec's rule
 * (http, https, irc, ircs, mailto, xmpp or relative; anything else becomes ''), and without
 * rehype-raw, HTML in the text never becomes DOM. Loaded lazily: the first paint does not wait.
 */
export const RecipeMarkdown = memo(function RecipeMarkdown({ markdown }: { markdown: string }) {
  return (
    <Markdown remarkPlugins={REMARK_PLUGINS} components={COMPONENTS}>
      {markdown}
    </Markdown>
  )
})
