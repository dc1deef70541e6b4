import type { Row } from '../lexicon-types.ts'

// Foods the dishes a cook names in issue 18's fourteenth batch need, which the list reader read as
// another food or not at all: Branston as mango chutney, winter melon as a sweet melon, squid ink
// and dried squid as fresh squid, quail eggs as hen's eggs, a stottie cake as a cake, and
// blancmange not at all.
// prettier-ignore
export const DISHES14B_ROWS: readonly Row[] = [
  // Branston is a brown pickle of swede, carrot, onion and dates in malt vinegar (barley: gluten),
  // the one a cheese sandwich and a ploughman's take; a mango chutney is another thing.
  ['branston pickle', 'condiment', '1 tbsp', 'branston|brown pickle|ploughmans pickle|ploughman s pickle|sweet pickle|sandwich pickle|branston small chunk|branston original', 'gluten'],
  // Winter melon (bí đao, wax or ash gourd) is a mild vegetable simmered in soups, not a fruit.
  ['winter melon', 'fruiting-veg', '150 g', 'bi dao|bí đao|wax gourd|ash gourd|white gourd|dong gua|tong qua|petha|bi xanh|bí xanh', 'asian'],
  // Squid ink comes in little sachets or jars; a spoonful blacks a pan of rice.
  ['squid ink', 'condiment', '1 tsp', 'squid ink sachets|squid ink sachet|cuttlefish ink|tinta de calamar|tinta de calamares|tinta de sepia|nero di seppia|sepia ink|squid ink paste', 'nonveg savoury'],
  // Dried squid is toasted and simmered for its sweet depth in a broth, not cooked as fresh squid.
  ['dried squid', 'seafood', '10 g', 'dried cuttlefish|muc kho|mực khô|khô mực|shredded dried squid|dried squid strips|sotong kering', 'asian'],
  ['quail eggs', 'egg', '3', 'quail egg|trung cut|trứng cút|tinned quail eggs|canned quail eggs', ''],
  // Strawberry blancmange powder is what turned school custard pink.
  ['blancmange powder', 'baking', '1 tbsp', 'blancmange|strawberry blancmange|pink blancmange|blancmange mix|strawberry blancmange powder', 'sweet'],
  // The flat round Geordie loaf, split for pease pudding and ham.
  ['stottie cake', 'bread', '0.5', 'stottie|stotty|stotty cake|stottie bread|stotty bread', 'sliced-bread'],
]
