import { afterEach, expect, test, vi } from 'vitest'
import { downloadTextFile, recipeFileName } from './recipe-file.ts'

// jsdom has no blob: addresses; each test that downloads installs its own.
const { createObjectURL, revokeObjectURL } = URL

afterEach(() => {
  vi.useRealTimers()
  Object.assign(URL, { createObjectURL, revokeObjectURL })
})

/** jsdom's Blob has no text(); FileReader reads it the old way. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(new Error('could not read the blob'))
    reader.readAsText(blob)
  })
}

test('the file is named after the title, in plain lower-case words', () => {
  expect(recipeFileName('Chicken Breast & Spinach Risotto')).toBe(
    'chicken-breast-spinach-risotto.md',
  )
  expect(recipeFileName('Crème brûlée — for two!')).toBe('creme-brulee-for-two.md')
  expect(recipeFileName('麻婆豆腐')).toBe('recipe.md')
  expect(recipeFileName(`${'long '.repeat(30)}`).length).toBeLessThanOrEqual(63)
})

test('the download link carries the text as a blob, then lets the address go', async () => {
  vi.useFakeTimers()
  const blobs: Blob[] = []
  const revoke = vi.fn()
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob)
      return 'blob:test/1'
    },
    revokeObjectURL: revoke,
  })
  const clicked: HTMLAnchorElement[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this)
  })

  downloadTextFile('soup.md', '## Soup\n')

  expect(clicked).toHaveLength(1)
  expect(clicked[0]!.download).toBe('soup.md')
  expect(clicked[0]!.getAttribute('href')).toBe('blob:test/1')
  expect(clicked[0]!.isConnected).toBe(false)
  expect(blobs[0]!.type).toBe('text/markdown;charset=utf-8')
  expect(revoke).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1_000)
  expect(revoke).toHaveBeenCalledWith('blob:test/1')
  // FileReader runs on the timers faked above.
  vi.useRealTimers()
  expect(await readBlob(blobs[0]!)).toBe('## Soup\n')
})
