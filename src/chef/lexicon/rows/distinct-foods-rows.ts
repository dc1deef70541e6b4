import type { Row } from '../lexicon-types.ts'

// Foods the chef read as another food, found by a cook's read of its recipes (issue 18: no silent
// swaps). Each was an alias of a neighbour, or a slip away from one, so the recipe listed a food
// the visitor did not have: hamsi read as ham, poppy seeds as flaxseed, chana, toor and urad dal
// as moong dal (each cooks in its own time), buckwheat flour as coconut flour, millet as
// buckwheat, collards as chard, macadamias and Brazil nuts as hazelnuts and candlenuts as mixed
// nuts (each nut is its own entry, so an allergy to one is read right), galangal as ginger,
// caraway as fennel seeds, daikon as radishes, emmental as Gruyère, gari as fufu, fresh crayfish
// as langoustines and West African ground crayfish as dried shrimp, cime di rapa as broccoli.
// The dishes a cook would make them with accept them by name, next to the neighbour they were
// read as where that is a fair stand-in.
// prettier-ignore
export const DISTINCT_FOODS_ROWS: readonly Row[] = [
  // Hamsi, the Black Sea anchovy (the boquerón of Spain, the gávros of Greece): fresh, fried whole or baked into hamsili pilav; the tinned
  // anchovy fillet is another thing in the pan.
  ['hamsi', 'fish', '150 g', 'black sea anchovies|black sea anchovy|fresh anchovies|fresh anchovy|hamsi fish|boquerones|boqueron|boquerón|gavros|gávros', 'fillet med'],
  ['poppy seeds', 'nut-seed', '1 tsp', 'poppy seed|poppyseed|poppyseeds|blue poppy seeds|white poppy seeds|khus khus|khus khus seeds|posto|posto seeds|khaskhas|khas khas', ''],
  // Split dals: chana (split Bengal gram) and toor (split pigeon peas) take far longer than moong
  // or masoor; urad dal is the split, skinned black gram of dosa, idli and dal makhani's cousin.
  ['chana dal', 'legume', '60 g', 'chana daal|chana dhal|channa dal|split chickpeas|split bengal gram|bengal gram dal|chanay ki dal', 'indian plant-protein'],
  ['toor dal', 'legume', '60 g', 'toor daal|toor dhal|toovar dal|tuvar dal|tur dal|arhar dal|arhar daal|split pigeon peas|tuvaram paruppu', 'indian plant-protein'],
  ['urad dal', 'legume', '60 g', 'urad daal|urad dhal|urid dal|split urad dal|white urad dal|split black gram|skinned urad dal|ulundu|ulutham paruppu', 'indian plant-protein'],
  // Rye flour makes the dark, dense Nordic and Baltic doughs (Karelian pies, rye breads) that
  // wheat flour cannot: read as plain flour, a list of rye flour and porridge rice got muffins.
  ['rye flour', 'baking', '50 g', 'dark rye flour|light rye flour|wholemeal rye flour|wholegrain rye flour|rye meal|ruisjauho|ruisjauhot|roggenmehl|rågmel|ragmel|mąka żytnia|maka zytnia|rzhanaya muka', 'flour gluten'],
  ['buckwheat flour', 'baking', '50 g', 'buckwheat meal|sarrasin flour|farine de sarrasin|kuttu atta|kuttu ka atta|kuttu flour', 'flour gluten-free'],
  ['millet', 'grain', '60 g', 'millet grains|pearl millet|hulled millet|foxtail millet|proso millet|bajra|millet couscous|araw', 'gluten-free'],
  ['collard greens', 'leafy-veg', '1 handful', 'collards|collard|collard leaves|collard green|couve|sukuma wiki|sukuma|gomen|abesha gomen|rape leaves|rape greens|rape vegetable|rape leaf|chembwe|covo|muriwo', 'quick-veg'],
  ['macadamia nuts', 'nut-seed', '15 g', 'macadamia|macadamias|macadamia nut|macca nuts', ''],
  ['brazil nuts', 'nut-seed', '15 g', 'brazil nut|brazils|para nuts', ''],
  // Candlenuts thicken Indonesian and Malaysian spice pastes; they are always fried or toasted in
  // the paste, never eaten raw (raw, they are mildly toxic).
  ['candlenuts', 'nut-seed', '10 g', 'candlenut|kemiri|kemiri nuts|buah keras|kukui nuts|kukui nut', ''],
  ['galangal', 'allium', '1 tsp', 'galangal root|fresh galangal|lengkuas|blue ginger|thai ginger|greater galangal|kencur|lesser galangal|sand ginger|sand ginger powder|aromatic ginger|cekur', 'aromatic asian'],
  ['caraway seeds', 'spice', '0.25 tsp', 'caraway|caraway seed|kummel|kmin', 'savoury whole-seed'],
  ['daikon', 'root-veg', '100 g', 'mooli|daikon radish|white radish|chinese radish|korean radish|japanese radish|lo bok|loh bak|muu|labanos', 'salad-veg grate-veg'],
  // Emmentaler, like Gruyère, is made with calf rennet: not vegetarian.
  ['emmental', 'cheese', '40 g', 'emmenthal|emmentaler|emmental cheese|swiss cheese|swiss', 'melting nonveg'],
  // Gari: dried, fermented, roasted cassava granules, ready to eat; eba is gari stirred into
  // boiling water, and a sprinkle of it tops red-red.
  ['gari', 'grain', '80 g', 'garri|eba|gari granules|cassava granules|ijebu garri|ijebu gari|white garri|yellow garri|cassava flakes', 'starchy gluten-free'],
  // Fresh (or cooked, frozen) crayfish of a boil or an étouffée; the ground dried crayfish of a
  // West African soup is a seasoning of its own.
  ['crayfish', 'seafood', '150 g', 'crawfish|crawdads|crawdad|crayfish tails|crawfish tails|yabbies|ecrevisses', ''],
  ['ground crayfish', 'condiment', '1 tbsp', 'dried crayfish|crayfish powder|ground dried crayfish|crayfish ground|crayfish dried|dry crayfish|ground crayfish powder', 'nonveg savoury'],
  // Belgian endive is its own entry too: endive-and-home-kitchen-rows.ts.
  // Wheat vermicelli (Italian vermicelli, Indian seviyan); beside an East Asian list's sauces
  // plain "vermicelli" is read as rice vermicelli (reading/kitchen-readings.ts).
  ['vermicelli', 'pasta', '75 g', 'seviyan|sevaiyan|sewaiyan|sevai|semiya|semiya vermicelli|roasted vermicelli', 'gluten'],
  // Puffed rice cakes, a snack; beside an East Asian list's sauces they are tteok.
  ['rice cakes', 'bread', '2', 'rice cake|puffed rice cakes|puffed rice cake|plain rice cakes', 'dipper gluten-free'],
  ['cime di rapa', 'brassica', '100 g', 'cima di rapa|rapini|broccoli rabe|broccoli raab|friarielli|turnip tops|turnip greens|grelos|turnip top', 'quick-veg italian'],
]
