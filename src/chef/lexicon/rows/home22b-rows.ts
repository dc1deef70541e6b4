import type { Row } from '../lexicon-types.ts'

// Utazi is the bitter leaf an Igbo cook slices into goat pepper soup and nkwobi; read as the
// nearest spelling ("ukazi", a different leaf), a pepper soup list made an afang casserole.
// Sabzi is the chopped herb mix (parsley, coriander, chives, fenugreek) a Persian family buys
// fresh or frozen for ghormeh sabzi and kuku sabzi; unread, the stew never fit.
// prettier-ignore
export const HOME22B_ROWS: readonly Row[] = [
  ['utazi', 'leafy-veg', '5 g', 'utazi leaves|utazi leaf|utasi|utazi leaves sliced', ''],
  ['sabzi', 'herb', '0.5 handful', 'frozen sabzi|sabzi herbs|ghormeh sabzi herbs|sabzi ghormeh|dried sabzi|kuku sabzi herbs|sabzi kookoo|persian herb mix|persian herbs|sabzi polo herbs', 'garnish-herb'],
]
