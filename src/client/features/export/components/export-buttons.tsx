import type { RecipeWriter } from '../../../lib/recipe-writer.ts'
import { recipeTitle } from '../../../lib/recipe-title.ts'
import { downloadTextFile, recipeFileName } from '../lib/recipe-file.ts'

interface ExportButtonsProps {
  markdown: string
  isStreaming: boolean
  /** Which engine wrote the recipe: the recipe-app file names it as the author. */
  engine?: RecipeWriter | null | undefined
  /**
   * The recipe as the page shows it, in the servings and units the cook chose: the recipe-app
   * file is built from it. Absent: the recipe as written.
   */
  shown?: string | undefined
}

/**
 * The recipe's quieter actions, styled as links after the main buttons. "Download" saves the
 * recipe as a markdown file named after its title (markdown keeps its headings and lists for any
 * notes app); "Download for recipe apps" saves it as a schema.org Recipe in JSON-LD, the file
 * Mealie, Tandoor and Nextcloud Cookbook import; "Print" opens the print dialog, where the print
 * stylesheet leaves only the recipe.
 */
export function ExportButtons({ markdown, isStreaming, engine, shown }: ExportButtonsProps) {
  function handleDownload() {
    if (!isStreaming) downloadTextFile(recipeFileName(recipeTitle(markdown)), markdown)
  }

  function handleDownloadJsonLd() {
    if (isStreaming) return
    // The markdown reader is loaded on the first click: the page's first load stays small.
    void import('../lib/recipe-json-ld.ts')
      .then(({ recipeJsonLd, recipeJsonFileName }) => {
        const recipe = recipeJsonLd(shown ?? markdown, { engine })
        downloadTextFile(
          recipeJsonFileName(recipeFileName(recipeTitle(markdown))),
          `${JSON.stringify(recipe, null, 2)}\n`,
          'application/ld+json;charset=utf-8',
        )
      })
      .catch(() => {
        // Its code could not load (offline, a deploy in between): the click does nothing, as
        // cook mode's does; the markdown Download beside it still works.
      })
  }

  function handlePrint() {
    if (!isStreaming) window.print()
  }

  return (
    <>
      <button
        type="button"
        className="button button--quiet"
        onClick={handleDownload}
        aria-disabled={isStreaming}
      >
        Download
      </button>
      <button
        type="button"
        className="button button--quiet"
        onClick={handleDownloadJsonLd}
        aria-disabled={isStreaming}
      >
        Download for recipe apps
      </button>
      <button
        type="button"
        className="button button--quiet"
        onClick={handlePrint}
        aria-disabled={isStreaming}
      >
        Print
      </button>
    </>
  )
}
