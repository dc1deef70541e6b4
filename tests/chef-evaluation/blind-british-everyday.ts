import type { BlindCase } from './blind-case.ts'

const cuisine = 'British everyday'

export const BLIND_BRITISH_EVERYDAY: readonly BlindCase[] = [
  {
    list: ['tin of baked beans', 'bread', 'butter', 'cheddar', 'frozen pizza'],
    accept: ['beans on toast', 'cheesy beans on toast'],
    mustKeep: ['tin of baked beans'],
    cuisine,
  },
  {
    list: ['Birds Eye fish fingers', 'white bread', 'butter', 'ketchup', 'iceberg lettuce'],
    accept: ['fish finger sandwich', 'fish finger butty', 'fish finger sarnie'],
    mustKeep: ['Birds Eye fish fingers'],
    cuisine,
  },
  {
    list: ['4 baking potatoes', 'tin of beans', 'grated chese', 'butter', 'coleslaw'],
    accept: [
      'jacket potatoes',
      'jacket potato',
      'baked potatoes',
      'jacket potato with beans and cheese',
    ],
    mustKeep: ['4 baking potatoes'],
    cuisine,
  },
  {
    list: ['2 tins tuna', 'pasta', 'sweetcorn', 'cheddar', 'milk', 'plain flour', 'butter'],
    accept: ['tuna pasta bake', 'tuna bake', 'tuna and sweetcorn pasta bake'],
    mustKeep: ['2 tins tuna', 'pasta'],
    cuisine,
  },
  {
    list: ['Tuna', 'pasta', 'sweetcorn', 'hellmans mayo', 'red onion'],
    accept: [
      'tuna pasta salad',
      'tuna and sweetcorn pasta salad',
      'tuna mayo pasta',
      'tuna pasta bake',
    ],
    mustKeep: ['Tuna', 'pasta'],
    cuisine,
  },
  {
    list: ['bread', 'mature cheddar', 'Lea & Perrins', 'butter', '1 egg'],
    accept: ['cheese on toast', 'welsh rarebit', 'rarebit', 'buck rarebit'],
    mustKeep: ['mature cheddar', 'bread'],
    cuisine,
  },
  {
    list: ['pasta shells', 'cherry tomatoes', 'cucumber', 'sweetcorn', 'ham', 'mayonaise'],
    accept: ['pasta salad', 'ham pasta salad', 'ham and sweetcorn pasta salad'],
    mustKeep: ['pasta shells'],
    cuisine,
  },
  {
    list: ['plain flour', 'butter', 'strawberry jam', 'water', 'icing sugar'],
    accept: ['jam tarts', 'jam tartlets'],
    mustKeep: ['strawberry jam'],
    cuisine,
  },
  {
    list: ['self raising flour', 'caster sugar', 'butter', '2 eggs', 'icing sugar', 'sprinkles'],
    accept: ['fairy cakes', 'cupcakes', 'butterfly cakes', 'iced fairy cakes'],
    mustKeep: ['self raising flour'],
    cuisine,
  },
  {
    list: ['3 leeks', '1kg potatoes', 'butter', 'milk', 'Oxo cube'],
    accept: [
      'leek and potato soup',
      'potato and leek soup',
      'vichyssoise',
      'leek and potato gratin',
      'champ',
    ],
    mustKeep: ['3 leeks'],
    cuisine,
  },
  {
    list: ['4 Pork Chops', '2 apples', 'wholegrain mustard', 'cider', 'double cream', 'sage'],
    accept: [
      'pork chops with apples',
      'pan-fried pork chops with apples',
      'pork chops with apple and mustard sauce',
      'pork chops in cider',
      'normandy pork chops',
    ],
    mustKeep: ['4 Pork Chops'],
    cuisine,
  },
  {
    list: ['pack of sausages', 'potatoes', 'onions', 'Bisto', 'butter', 'frozen peas'],
    accept: [
      'sausage and mash',
      'bangers and mash',
      'sausages and mash with onion gravy',
      'sausage and mash with gravy',
    ],
    mustKeep: ['pack of sausages'],
    cuisine,
    safety: { item: 'frozen peas', mustMention: ['boil/simmer/microwave'] },
  },
  {
    list: [
      '500g beef mince',
      'carrots',
      'onion',
      'Bisto',
      'potatoes',
      'cheddar',
      'worcestershire sauce',
    ],
    accept: ['cottage pie', "shepherd's pie", 'shepherds pie', 'cheesy cottage pie'],
    mustKeep: ['500g beef mince', 'potatoes'],
    cuisine,
  },
  {
    list: ['leftover mash', 'leftover sprouts', 'leftover cabbage', 'bacon', 'eggs'],
    accept: ['bubble and squeak', 'bubble & squeak', 'bubble and squeak cakes'],
    mustKeep: ['leftover mash'],
    cuisine,
  },
  {
    list: ['tin corned beef', 'potatoes', 'onion', 'eggs', 'brown sauce', 'Lucozade'],
    accept: ['corned beef hash', 'corned beef hash with fried eggs', 'hash'],
    mustKeep: ['tin corned beef'],
    cuisine,
  },
  {
    list: ['8 sausages', 'plain flour', '3 eggs', 'milk', 'onions', 'gravy granules'],
    accept: ['toad in the hole', 'toad-in-the-hole'],
    mustKeep: ['8 sausages'],
    cuisine,
  },
]
