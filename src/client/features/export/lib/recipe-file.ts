const MAX_SLUG_LENGTH = 60

/** "Chicken & Spinach Risotto" → "chicken-spinach-risotto.md"; accents kept as plain letters. */
export function recipeFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '')
  return `${slug || 'recipe'}.md`
}

/**
 * Saves text as a file through a temporary link: works in every browser without a library, and
 * the blob: address is let go once the download has started.
 */
export function downloadTextFile(
  fileName: string,
  text: string,
  type = 'text/markdown;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Revoking at once can cancel the download in some browsers; a moment later is safe.
  setTimeout(() => URL.revokeObjectURL(url), 1_000)
}
