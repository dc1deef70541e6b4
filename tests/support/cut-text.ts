/**
 * `text` cut at these points (each taken modulo the text's length + 1, duplicates once), for
 * property tests of the stream filters: whatever the cuts, the filtered result must not change.
 */
export function cutAt(text: string, cuts: readonly number[]): string[] {
  const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b)
  const pieces: string[] = []
  let from = 0
  for (const point of points) {
    pieces.push(text.slice(from, point))
    from = point
  }
  pieces.push(text.slice(from))
  return pieces
}
