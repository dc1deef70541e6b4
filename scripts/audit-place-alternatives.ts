// Lists method text that names one of a place's other foods outside a `{key=entry}` part, in a
// step that fills that place: it reads wrong whenever the place holds another of them (a cook's
// read found "until the fish flakes, prawns are pink and crab is cooked through" in an okra soup
// with smoked fish only, and "yuca 15–20 minutes (cassava 25–30)" when yuca is cassava). Not every
// hit is wrong: an aside for the dish's own first food ("45 minutes (chicken: 25)") may be meant.
// Run: npx tsx scripts/audit-place-alternatives.ts
import { ALL_CLASSICS } from '../src/chef/classics/all-classics.ts'
import { lexiconEntryOrUndefined } from '../src/chef/lexicon/lexicon.ts'

const ENTRY_PART = /\[[^\]]*\{[a-z-]+=[^}]*\}[^\]]*\]/g
const PLACE = /\{[^}]*\}/g

let hits = 0
for (const dish of ALL_CLASSICS) {
  for (const place of dish.ingredients) {
    const plain = place.accepts.filter((spec) => !/^[#@]/.test(spec))
    if (plain.length < 2 || place.need === 'pantry') continue
    for (const step of dish.method) {
      if (!step.includes(`{${place.key}}`)) continue
      const bare = step.replace(ENTRY_PART, '').replace(PLACE, ' ')
      for (const id of plain.slice(1)) {
        if (lexiconEntryOrUndefined(id) === undefined) continue
        const word = id.split(' ').at(-1) ?? ''
        if (word.length < 4 || word === place.key) continue
        const found = new RegExp(`.{0,50}\\b${word}\\b.{0,40}`, 'i').exec(bare)
        if (found === null) continue
        hits++
        console.log(`${dish.id} [${place.key}] names "${word}": ${found[0]}`)
      }
    }
  }
}
console.log(`${hits} steps name another food of their own place`)
