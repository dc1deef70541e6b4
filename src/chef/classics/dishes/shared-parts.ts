// Parts several cuisines' dishes share (a tip, a step), written once.

// A dish with `rawEgg` carries this tip (the data test checks it).
export const RAW_EGG_TIP =
  'The eggs are eaten raw: use very fresh ones, and for anyone pregnant, very young, elderly or unwell use pasteurised or British Lion-stamped eggs.'
