import type { Amount } from '../lexicon/lexicon.ts'

/**
 * Makes the visitor's words safe to drop into markdown: characters that would start emphasis,
 * links, HTML, headings, code or tables are backslash-escaped, and a leading "1." or "-" cannot
 * turn a line into a list.
 */
export function escapeMarkdown(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
  // Brackets are escaped, so "(" can never open a link's address: left bare, a note reads
  // "tomato paste (biber salcasi)" wherever the text is shown plain, not "\(biber salcasi\)".
  const escaped = flat.replace(/[\\`*_[\]<>#|~]/g, (character) => `\\${character}`)
  return escaped.replace(/^(\s*)(\d+)([.)])/, '$1$2\\$3').replace(/^(\s*)([-+=])/, '$1\\$2')
}

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[], last: 'and' | 'or' = 'and'): string {
  if (words.length <= 1) return words[0] ?? ''
  return `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1) ?? ''}`
}

/** The first character in upper case. */
export function capitalise(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`
}

const SMALL_WORDS: ReadonlySet<string> = new Set([
  'and',
  'or',
  'of',
  'with',
  'in',
  'on',
  'the',
  'a',
])

/** Title case for headings, leaving words the visitor capitalised their own way alone. */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word) ? word : `${word.charAt(0).toUpperCase()}${word.slice(1)}`,
    )
    .join(' ')
}

const FRACTIONS: ReadonlyArray<readonly [number, string]> = [
  [0.25, '¼'],
  [0.5, '½'],
  [0.75, '¾'],
]

/**
 * An amount as this module writes it ("250 g", "1½ kg", "2 tins", "½"), read back: its number and
 * its unit word (kg and litres in grams and millilitres). Undefined for words ("to taste").
 */
export function readWrittenAmount(text: string): { quantity: number; unit: string } | undefined {
  const match = /^(\d+(?:\.\d+)?)?([¼½¾])?\s*([a-z]*)$/i.exec(text.trim())
  if (match === null || (match[1] === undefined && match[2] === undefined)) return undefined
  const fraction = FRACTIONS.find(([, glyph]) => glyph === match[2])?.[0] ?? 0
  const quantity = Number(match[1] ?? 0) + fraction
  const unit = (match[3] ?? '').toLowerCase()
  if (unit === 'kg') return { quantity: quantity * 1000, unit: 'g' }
  if (unit === 'l' || unit.startsWith('litre')) return { quantity: quantity * 1000, unit: 'ml' }
  return { quantity, unit }
}

function formatNumber(value: number): string {
  const whole = Math.floor(value)
  const fraction = value - whole
  const glyph = FRACTIONS.find(([part]) => Math.abs(part - fraction) < 0.01)?.[1]
  if (glyph !== undefined) return whole === 0 ? glyph : `${whole}${glyph}`
  return String(Math.round(value * 10) / 10)
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step)
}

function roundMetric(value: number): number {
  if (value < 20) return roundTo(value, 5)
  if (value < 100) return roundTo(value, 10)
  if (value < 500) return roundTo(value, 25)
  return roundTo(value, 50)
}

const UNIT_PLURALS: Record<string, string> = {
  pinch: 'pinches',
  clove: 'cloves',
  handful: 'handfuls',
  slice: 'slices',
  sprig: 'sprigs',
  fillet: 'fillets',
  rasher: 'rashers',
  tin: 'tins',
  nest: 'nests',
  sheet: 'sheets',
  stalk: 'stalks',
  ball: 'balls',
  cube: 'cubes',
  glass: 'glasses',
}

function roundCount(quantity: number): number {
  if (quantity < 1) return roundTo(quantity, 0.25)
  return quantity < 3 ? roundTo(quantity, 0.5) : Math.round(quantity)
}

/** The quantity `formatAmount` shows for this amount, in the amount's own unit. */
export function roundedQuantity(amount: Amount): number {
  const { quantity, unit } = amount
  if (!Number.isFinite(quantity) || quantity <= 0) return 0
  if (unit === 'g' || unit === 'ml') return roundMetric(quantity)
  if (unit === 'tsp' && quantity >= 3)
    return roundedQuantity({ quantity: quantity / 3, unit: 'tbsp' }) * 3
  if (unit === 'tsp' || unit === 'tbsp') {
    return quantity < 0.5 ? roundTo(quantity, 0.25) : roundTo(quantity, 0.5)
  }
  return roundCount(quantity)
}

/** An amount for the whole dish, rounded the way a cook would measure it. */
export function formatAmount(amount: Amount): string {
  const { quantity, unit } = amount
  if (!Number.isFinite(quantity) || quantity <= 0) return ''
  if (unit === 'tsp' && quantity >= 3) return formatAmount({ quantity: quantity / 3, unit: 'tbsp' })
  const rounded = roundedQuantity(amount)
  if (unit === 'g' || unit === 'ml') {
    if (rounded >= 1000) {
      const big = Math.round(rounded / 100) / 10
      return `${formatNumber(big)} ${unit === 'g' ? 'kg' : big === 1 ? 'litre' : 'litres'}`
    }
    return `${rounded} ${unit}`
  }
  if (unit === 'tsp' || unit === 'tbsp') return `${formatNumber(rounded)} ${unit}`
  if (unit === '') return formatNumber(rounded)
  const unitName = rounded > 1 ? (UNIT_PLURALS[unit] ?? unit) : unit
  return `${formatNumber(rounded)} ${unitName}`
}

function floorTo(value: number, step: number): number {
  return Math.floor(value / step + 1e-9) * step
}

/**
 * An amount the visitor has, rounded down rather than to the nearest step, so the recipe never
 * lists more than they said: "130 g", "1.2 kg", "2", "¼", "1 tsp". Empty when it rounds to nothing.
 */
export function formatHeldAmount(amount: Amount): string {
  const { quantity, unit } = amount
  if (!Number.isFinite(quantity) || quantity <= 0) return ''
  if (unit === 'g' || unit === 'ml') {
    if (quantity < 1000) return `${Math.max(1, Math.floor(quantity))} ${unit}`
    const big = floorTo(quantity / 1000, 0.1)
    return `${formatNumber(big)} ${unit === 'g' ? 'kg' : big === 1 ? 'litre' : 'litres'}`
  }
  // Spoons stay in the visitor's unit: "1 tsp" rather than "⅓ tbsp".
  const step = quantity < 1 ? 0.25 : quantity < 3 ? 0.5 : 1
  const floored = floorTo(quantity, step)
  if (floored <= 0) return ''
  if (unit === '') return formatNumber(floored)
  const unitName = floored > 1 ? (UNIT_PLURALS[unit] ?? unit) : unit
  return `${formatNumber(floored)} ${unitName}`
}

/** "25 minutes", "1 hour", "1 hour 30 minutes". */
export function formatMinutes(minutes: number): string {
  const total = Math.max(5, Math.round(minutes / 5) * 5)
  if (total < 60) return `${total} minutes`
  const hours = Math.floor(total / 60)
  const rest = total % 60
  const hourText = hours === 1 ? '1 hour' : `${hours} hours`
  return rest === 0 ? hourText : `${hourText} ${rest} minutes`
}
