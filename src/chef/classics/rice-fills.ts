import { absorbRice } from '../families/method-phrases.ts'

// A dish written for long-grain rice boils it in plenty of water and drains it, or leaves it to
// the packet. Short-grain (sushi, Japanese, Korean) and jasmine rice are cooked by absorption
// wherever they are cooked: rinsed, a measured amount of water, a lid and a rest (a cook's read
// found short-grain rice boiled and drained).

const BOILED_AND_DRAINED = (place: string) =>
  new RegExp(
    `\\b([Rr])inse the ${place},? (?:and |then )?(?:simmer|cook) it in (?:plenty of )?boiling salted water for [\\d–-]+ minutes, until tender; drain(?: and keep (?:it )?covered| and keep warm)?`,
    'g',
  )
const AS_THE_PACKET_SAYS = (place: string) =>
  new RegExp(`\\b([Rr])inse the ${place} and cook it as the packet says`, 'g')

/** The method with place `key`'s rice cooked by absorption instead of boiled and drained. */
export function withRiceAbsorbed(method: readonly string[], key: string): string[] {
  const place = `\\{${key}\\}`
  const absorbed = (initial: string) => {
    const text = absorbRice(`the {${key}}`)
    return `${initial}${text.slice(1)}`
  }
  return method.map((step) =>
    step
      .replace(BOILED_AND_DRAINED(place), (_whole, initial: string) => absorbed(initial))
      .replace(AS_THE_PACKET_SAYS(place), (_whole, initial: string) => absorbed(initial)),
  )
}
