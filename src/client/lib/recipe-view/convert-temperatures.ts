import type { UnitSystem } from './recipe-view.ts'

// Gas marks and the oven temperatures (°C) British recipes give for them.
const GAS_MARKS: readonly (readonly [string, number])[] = [
  ['¼', 110],
  ['½', 120],
  ['1', 140],
  ['2', 150],
  ['3', 170],
  ['4', 180],
  ['5', 190],
  ['6', 200],
  ['7', 220],
  ['8', 230],
  ['9', 240],
]

// "200 °C", "180°C", "180C", "350 °F", "180 degrees C", "160–180 °C"; "(180 °C fan)" too.
const TEMPERATURE =
  /(\d{2,3})(?:\s*[-–]\s*(\d{2,3}))?(?:\s*(?:°|º|˚)\s*|\s*degrees?\s*|(?=[CF]\b))(C|F|Celsius|Fahrenheit|centigrade)\b/gi
const GAS_MARK = /\bgas(?:\s+mark)?\s+(\d(?:\.5)?|[¼½]|\d?½)(?![\d])/gi

function isCelsius(scale: string): boolean {
  return !/^f/i.test(scale)
}

/** °C as an oven dial in °F says it: to 25 °F in an oven's range, to 5 °F below it. */
function toFahrenheit(celsius: number): number {
  const exact = (celsius * 9) / 5 + 32
  return celsius >= 100 ? Math.round(exact / 25) * 25 : Math.round(exact / 5) * 5
}

/** °F as a metric dial says it: to 10 °C in an oven's range, to the degree below it. */
function toCelsius(fahrenheit: number): number {
  const exact = ((fahrenheit - 32) * 5) / 9
  return fahrenheit >= 212 ? Math.round(exact / 10) * 10 : Math.round(exact)
}

/** The gas mark for an oven temperature in °C, when it is one a gas oven has. */
export function gasMarkFor(celsius: number): string | undefined {
  if (celsius < 105 || celsius > 250) return undefined
  let best = GAS_MARKS[0]
  for (const mark of GAS_MARKS) {
    if (best === undefined || Math.abs(mark[1] - celsius) < Math.abs(best[1] - celsius)) best = mark
  }
  return best?.[0]
}

function celsiusOfGasMark(mark: string): number | undefined {
  const written = mark.replace('.5', '½')
  const exact = GAS_MARKS.find(([name]) => name === written)?.[1]
  if (exact !== undefined) return exact
  // "4½": halfway between its neighbours.
  const whole = /^(\d)½$/.exec(written)?.[1]
  const low = GAS_MARKS.find(([name]) => name === whole)?.[1]
  const high = GAS_MARKS.find(([name]) => name === String(Number(whole) + 1))?.[1]
  return low !== undefined && high !== undefined ? (low + high) / 2 : undefined
}

/**
 * A text's temperatures in `system`'s scale: "200 °C (180 °C fan)" becomes "400 °F / gas
 * mark 6 (350 °F fan)" for US, and "350°F" becomes "180 °C / gas mark 4" for metric. A bare gas mark
 * gets the temperature beside it. A text that already gives both scales is left as it is.
 */
export function convertTemperatures(text: string, system: UnitSystem): string {
  const scales = [...text.matchAll(TEMPERATURE)].map((match) => isCelsius(match[3] ?? 'C'))
  if (scales.includes(true) && scales.includes(false)) return text
  const hasGasMark = GAS_MARK.test(text)
  GAS_MARK.lastIndex = 0
  let converted = false
  let written = text.replace(
    TEMPERATURE,
    (whole, first: string, second: string | undefined, scale: string, at: number) => {
      const celsius = isCelsius(scale)
      if ((system === 'metric') === celsius) return whole
      converted = true
      const change = celsius ? toFahrenheit : toCelsius
      const values = [first, second]
        .filter((value) => value !== undefined)
        .map((value) => change(Number(value)))
      const range = values.join('–')
      const shown = `${range} ${system === 'us' ? '°F' : '°C'}`
      const ovenCelsius = celsius ? Number(second ?? first) : (values.at(-1) ?? 0)
      const isFan =
        /^\s*fan\b/i.test(text.slice(at + whole.length)) || /\bfan\s*$/i.test(text.slice(0, at))
      const mark = hasGasMark || isFan ? undefined : gasMarkFor(ovenCelsius)
      return mark === undefined ? shown : `${shown} / gas mark ${mark}`
    },
  )
  if (!converted && scales.length === 0) {
    written = written.replace(GAS_MARK, (whole, mark: string) => {
      const celsius = celsiusOfGasMark(mark)
      if (celsius === undefined) return whole
      return `${whole} (${system === 'us' ? `${toFahrenheit(celsius)} °F` : `${celsius} °C`})`
    })
  }
  return written
}
