// Roots and doughs a kitchen eats as the meal's starch (Kerala's kappa, West Africa's yam, fufu
// and gari): rice or bread beside them is a second starch (a cook's read found rice bought, and
// "serve with rice or warm bread" said, for a frozen cassava curry). Potatoes and plantain are not
// among them: an aloo curry or a plantain curry is eaten with rice.
const STAPLE_STARCHES: ReadonlySet<string> = new Set([
  'cassava',
  'yam',
  'taro',
  'breadfruit',
  'fufu',
  'gari',
  'attieke',
  'abacha',
])

/** Whether the food is the meal's starch on its own, wanting no rice or bread beside it. */
export function isStapleStarch(entryId: string): boolean {
  return STAPLE_STARCHES.has(entryId)
}
