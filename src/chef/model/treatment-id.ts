// The names of the treatments an item may need before it is eaten (soaked, boiled hard, thawed…),
// shared by the treatments themselves (planning/treatments.ts) and the classics that declare
// which of them their own method carries out.

export type TreatmentId =
  | 'dried-kidney-beans'
  | 'dried-beans'
  | 'salt-fish'
  | 'salt-meat'
  | 'stockfish'
  | 'ham-hock'
  | 'dried-mushrooms'
  | 'dried-seaweed'
  | 'cassava'
  | 'fresh-bamboo-shoots'
  | 'taro-leaves'
  | 'cassava-leaves'
  | 'fiddleheads'
  | 'cardoons'
  | 'frozen-meat'
  | 'frozen-greens'
  | 'tinned-greens'
  | 'frozen-veg'
  | 'dry-split-peas'
  | 'dried-whole-peas'
  | 'dry-small-beans'
  | 'dry-lentils'
  | 'dry-rice'
  | 'sticky-rice'
  | 'dried-chiles'
  | 'leftover-rice'
  | 'tinned-ackee'
  | 'frozen-potatoes'
  | 'mustard-oil'

/**
 * What a dish's own method does to the item filling each of its places, by the place's key:
 * `{ chickpeas: ['dried-beans'] }` says the method soaks and cooks dried chickpeas itself, in
 * steps that may call them "them" or "the paste" rather than by name.
 */
export type DishTreatments = Readonly<Partial<Record<string, readonly TreatmentId[]>>>
