import { recipeTitle } from '../../../lib/recipe-title.ts'
import { downloadTextFile, recipeFileName } from '../lib/recipe-file.ts'

interface ExportButtonsProps {
  markdown: string
  isStreaming: boolean
}

/**
 * The recipe's quieter actions, styled as links after the main buttons. "Download" saves the recipe as a markdown file named after its title (markdown keeps its
 * headings and lists for any notes app); "Print" opens the print dialog, where the print
 * stylesheet leaves only the recipe.
 */
export function ExportButtons({ markdown, isStreaming }: ExportButtonsProps) {
  function handleDownload() {
    if (!isStreaming) downloadTextFile(recipeFileName(recipeTitle(markdown)), markdown)
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
        onClick={handlePrint}
        aria-disabled={isStreaming}
      >
        Print
      </button>
    </>
  )
}
