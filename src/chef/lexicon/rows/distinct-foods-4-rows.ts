import type { Row } from '../lexicon-types.ts'

// Foods a cook's fourth read found listed as another food, or not read at all (issue 18: no
// silent swaps). Each was an alias of a food that cooks, tastes or (worse) contains differently,
// or a slip away from one: pastirma was read as pastina, bonito the fish as bonito flakes,
// cuttlefish as octopus, banana leaves as salad, cheese curds as yogurt, Old Bay as Cajun
// seasoning. A dish written for the old food takes the new one after it where a cook would
// (STAND_INS, classics/compiled-classics.ts).
// prettier-ignore
export const DISTINCT_FOODS_4_ROWS: readonly Row[] = [
  // Pastırma (basturma): air-dried beef in a crust of çemen (fenugreek, garlic, paprika), sliced
  // paper-thin and eaten as it is or warmed in a pan with eggs. Read as a slip for "pastina" it
  // became soup pasta.
  ['pastirma', 'cured-meat', '40 g', 'pastırma|basturma|bastirma|basterma|pasterma|pastirma slices|sliced pastirma', 'cooked'],
  // Bonito the fish: a small, oily tuna (katsuo, palamut) grilled or seared like mackerel. Beside
  // kombu, miso or tofu "bonito" is the flakes (reading/kitchen-readings.ts).
  ['bonito', 'fish', '1 fillet', 'bonito fish|fresh bonito|bonito fillet|bonito fillets|bonito steak|bonito steaks|whole bonito|atlantic bonito|katsuo|palamut', 'fillet'],
  // Marsala: the fortified wine of Sicily, sweet or dry, for a pan sauce, zabaglione or tiramisu.
  // Not a red wine to braise in.
  ['marsala', 'stock', '50 ml', 'marsala wine|dry marsala|sweet marsala|marsala secco|marsala dolce|marsala superiore', 'wine'],
  // Two Greek cheeses filed under parmesan. Kefalotyri is the hard, salty sheep's and goat's milk
  // cheese grated over pasta or fried as saganaki; graviera the sweet, nutty gruyère of Crete and
  // Naxos. Their rules call for traditional rennet: not vegetarian.
  ['kefalotyri', 'cheese', '30 g', 'kefalotiri|kefalotyri cheese|kefalotiri cheese', 'hard-cheese med nonveg'],
  ['graviera', 'cheese', '40 g', 'graviera cheese|gruviera|cretan graviera|graviera kritis|naxos graviera', 'melting med nonveg'],
  // Brown sauce (HP, Daddies) and American steak sauce (A1): tamarind, dates and malt vinegar, a
  // table sauce for a bacon sandwich or a fry-up; barley malt vinegar and rye: gluten. Not a
  // smoky barbecue sauce to glaze ribs with.
  ['brown sauce', 'sauce', '1 tbsp', 'hp sauce|hp|daddies|daddies sauce|hp fruity|fruity brown sauce|steak sauce|a1 sauce|a1 steak sauce', 'savoury gluten'],
  // Cuttlefish: cooked like squid, quick or long-braised (Greek soupies, Spanish sepia a la
  // plancha). A mollusc, as squid and octopus are.
  ['cuttlefish', 'seafood', '150 g', 'cuttle fish|baby cuttlefish|cuttlefish tubes|cleaned cuttlefish|sepia|seppie|sepie', ''],
  // White pepper: the milder, earthier pepper of Chinese soups, congee and white sauces.
  ['white pepper', 'spice', '1 pinch', 'ground white pepper|white peppercorns|white pepper powder', 'savoury'],
  // Three mushrooms filed under shiitake. Enoki (cook them through: raw enoki have carried
  // listeria) slip into a hot pot or soup at the end; porcini (ceps) are the Italian and Polish
  // wild mushroom, mostly bought dried and soaked first (planning/treatments.ts); maitake (hen of
  // the woods) fry in frilly clusters.
  ['enoki mushrooms', 'mushroom', '50 g', 'enoki|enoki mushroom|enokitake|enokidake|golden needle mushrooms|golden needle mushroom', 'quick-veg asian'],
  ['porcini', 'mushroom', '75 g', 'porcini mushrooms|porcino|dried porcini|dried porcini mushrooms|funghi porcini|ceps|cep|cepes|cèpes|penny bun|penny buns|king bolete|boletus|borowiki|prawdziwki|steinpilze|grzyby suszone|suszone grzyby|suszone borowiki|sushenye griby|sushenyye griby|sušené houby|susene houby|hřiby|hriby|funghi porcini secchi|funghi secchi', 'quick-veg italian'],
  ['maitake', 'mushroom', '75 g', 'maitake mushrooms|maitake mushroom|hen of the woods|hen-of-the-woods|hen of the woods mushrooms', 'quick-veg asian'],
  // Shimeji (beech mushrooms, buna-shimeji): little clustered caps sold in a pack beside the
  // shiitake, torn apart for a nabe, a miso soup, a takikomi gohan or a butter-soy saute; a cook's
  // read found them not read at all.
  ['shimeji', 'mushroom', '75 g', 'shimeji mushrooms|shimeji mushroom|buna shimeji|buna-shimeji|beech mushrooms|beech mushroom|brown beech mushrooms|white beech mushrooms|bunapi|bunashimeji', 'quick-veg asian'],
  // Glass noodles: mung bean (or pea) starch, soaked in warm water until clear and slippery; in
  // a Thai woon sen salad, a Chinese steamed prawn dish, a Filipino sotanghon soup. Not the rice
  // noodles of a pad thai or a pho.
  ['glass noodles', 'noodles', '60 g', 'glass noodle|bean thread noodles|bean threads|mung bean noodles|mung bean vermicelli|bean vermicelli|bean thread vermicelli|green bean vermicelli|cellophane noodles|tang hoon|tanghoon|sohun|fen si|fensi|woon sen|wun sen|sotanghon|sotanghon noodles|harusame|miến|sai fun|long rice|hawaiian long rice|long rice noodles', 'asian gluten-free'],
  // Shanghai noodles: thick, chewy fresh wheat noodles (cu mian) for cu chao mian; read as egg
  // noodles they lost the dish they are bought for.
  ['shanghai noodles', 'noodles', '200 g', 'shanghai noodle|thick shanghai noodles|shanghai thick noodles|shanghai style noodles|shanghai-style noodles|shanghai fresh noodles|cu mian|cumian', 'asian'],
  // Banana leaves: a wrapper that steams or bakes a parcel (tamales, conkies, otak-otak, suman)
  // and is not eaten. Never a salad leaf.
  ['banana leaves', 'baking', '1', 'banana leaf|frozen banana leaves|banana leaf wrappers|daun pisang|ti leaves|ti leaf|ki leaves|ki leaf', 'gluten-free'],
  // Almond extract (essence): a few drops for a Bakewell or a cherry cake, not a nut to cook.
  // Most is bitter almond oil (or apricot kernel), and labels name it as almond: counted a tree
  // nut for an allergy.
  ['almond extract', 'baking', '0.25 tsp', 'almond essence|almond flavouring|almond flavoring|pure almond extract|natural almond extract|bitter almond extract|bitter almond oil', 'sweet-spice'],
  // Cheese curds: fresh, squeaky curds of young cheddar, the cheese of a poutine. Not yogurt.
  ['cheese curds', 'cheese', '60 g', 'cheese curd|squeaky cheese|squeaky cheese curds|fresh cheese curds|poutine curds|poutine cheese', 'melting'],
  // Buko: the young, green coconut: soft, jelly-like flesh in strips (buko pie, buko pandan) and
  // its water. Not the desiccated coconut of a macaroon.
  ['young coconut', 'fruit', '75 g', 'buko|young coconut meat|young coconut strips|buko strips|buko meat|frozen buko|green coconut|green coconuts', 'coconut sweet'],
  // Escarole: the broad-leaved endive of Italian greens and beans, escarole soup and pizza di
  // scarola; bitter raw, sweet once wilted.
  ['escarole', 'leafy-veg', '100 g', 'scarole|scarola|broad leaf endive|broad-leaved endive|broad leaved endive|batavian endive|batavia endive|andijvie|krulandijvie|indivia|indivia riccia|endivia|endivie|endiviensalat', 'quick-veg italian'],
  // Puntarelle: the crisp, bitter shoots of Catalonian chicory, the Roman winter salad with
  // anchovy dressing; a list of them was not read as food at all.
  ['puntarelle', 'leafy-veg', '150 g', 'puntarella|puntarelle shoots|cicoria di catalogna|catalogna chicory|catalonian chicory|asparagus chicory', 'italian'],
  // Natto: fermented soybeans, sticky and pungent, stirred with mustard and soy and eaten on rice.
  ['natto', 'legume', '45 g', 'nattō|natto beans|natto pack|natto packs', 'asian cooked'],
  // Giardiniera: Italian vegetables (cauliflower, carrot, celery, peppers) pickled in vinegar, or
  // the Chicago one in oil with chillies, on an Italian beef sandwich.
  ['giardiniera', 'condiment', '2 tbsp', 'giardiniera pickles|hot giardiniera|mild giardiniera|chicago giardiniera|italian pickled vegetables|sottaceti', 'italian'],
  // Old Bay: the Chesapeake seafood seasoning, built on celery salt with mustard and paprika; not
  // Cajun seasoning, and its celery and mustard matter to an allergy.
  ['old bay', 'spice', '0.5 tsp', 'old bay seasoning|old bay spice|old bay seafood seasoning', 'savoury'],
  // Dukkah: toasted hazelnuts (or pistachios), sesame, coriander and cumin, pounded coarse and
  // eaten with bread and oil. Filed as a tagine's ras el hanout, its nuts and sesame were lost.
  ['dukkah', 'nut-seed', '1 tbsp', 'duqqa|dukka|dukkah mix|dukkah spice', 'med savoury'],
  // Verjuice: the sour juice of unripe grapes, a gentle acid for a pan sauce or a dressing.
  ['verjuice', 'condiment', '1 tbsp', 'verjus|green grape juice|sour grape juice', 'acid'],
  // Morels: the honeycombed spring mushroom, fresh or dried (soaked first: planning/treatments.ts),
  // always cooked through; raw morels upset the stomach.
  ['morels', 'mushroom', '50 g', 'morel|morel mushrooms|morel mushroom|morilles|dried morels|smardze', 'quick-veg'],
]
