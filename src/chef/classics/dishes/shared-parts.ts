// Parts several cuisines' dishes share (a tip, a step), written once.

export const RAW_EGG_TIP =
  'The eggs are not cooked, so this is not for pregnant people, babies, the elderly or anyone unwell, unless you use pasteurised eggs.'
