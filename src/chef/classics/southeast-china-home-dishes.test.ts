import { describe, expect, test } from 'vitest'
import { firstIdea as first } from '../../../tests/support/first-idea.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'

// Everyday home and regional dishes of the Filipino, Chinese, Thai, Vietnamese, Malaysian and
// Indonesian kitchens (issue 18): a list typed from a home cook's own fridge and cupboard, carrying
// the dish's signature, gets that dish first, its star used, and its safety step where it has one.

interface Case {
  list: string
  title: string
  /** The star of the dish: it must be used, never "Not used". */
  star: RegExp
  /** A step the method must carry (safety, or what makes the dish itself). */
  step?: RegExp
}

function check({ list, title, star, step }: Case): void {
  const recipe = first(list)
  expect(recipe).toMatch(new RegExp(`^## ${title}$`, 'm'))
  expect(recipe).toMatch(star)
  const notUsed = recipe.match(/^.*Not used.*$/gm) ?? []
  for (const line of notUsed) expect(line).not.toMatch(star)
  if (step !== undefined) expect(recipe).toMatch(step)
}

describe('Filipino home and regional dishes', () => {
  test.each<Case>([
    {
      list: '2 ampalaya, 3 eggs, garlic, onion, tomatoes, fish sauce, rice',
      title: 'Ginisang Ampalaya',
      star: /bitter gourd/i,
      step: /scrape out the seeds/,
    },
    {
      list: 'aubergine, 2 eggs, 3 tomatos, onion, garlic',
      title: 'Poqui-Poqui',
      star: /aubergine/i,
      step: /Char the aubergine/,
    },
    {
      list: '1kg pork belly, soy sauce, cane vinegar, brown sugar, star anise, garlic, bay leaves',
      title: 'Pork Humba',
      star: /star anise/i,
      step: /sharpness of the vinegar cooks off/,
    },
    {
      list: 'half a cabbage, 250g ground pork, onion, garlic, carrot, patis, tomato',
      title: 'Ginisang Repolyo',
      star: /cabbage/i,
      step: /no pink/,
    },
    {
      list: 'small shrimps 200g, bean sprouts, flour, egg, vinegar, garlic',
      title: 'Ukoy',
      star: /beansprouts|bean sprouts/i,
      // The method names the visitor's shrimps where the dish says prawns.
      step: /the shrimp are pink and cooked through/,
    },
    {
      list: '2 cans coconut milk, cornstarch, sweet corn kernels, condensed milk, sugar',
      title: 'Maja Blanca',
      star: /sweetcorn|sweet corn/i,
    },
    {
      list: 'tilapia, tomatoes, eggs, onion, garlic, fish sauce',
      title: 'Sarciadong Isda',
      star: /tilapia/i,
      step: /cooked through, flaking easily/,
    },
  ])('$title', check)

  test('patis is fish sauce to a Filipino cook', () => {
    expect(matchIngredient('patis').entry?.id).toBe('fish sauce')
  })
})

describe('Chinese home cooking', () => {
  test.each<Case>([
    {
      list: 'chicken thighs, sesame oil, soy sauce, shaoxing wine, thai basil, garlic, ginger',
      title: 'Three Cup Chicken',
      star: /basil/i,
      step: /75 °C at the bone/,
    },
    {
      list: 'chicken legs, dark soy sauce, light soy sauce, rock sugar, star anise, ginger, spring onions',
      title: 'Soy Sauce Chicken',
      star: /star anise/i,
      step: /75 °C at the thickest part/,
    },
    {
      list: '500g pork spare ribs, fermented black beans, garlic, cornstarch, soy sauce, chilli',
      title: 'Steamed Spare Ribs with Black Bean',
      star: /black beans/i,
      step: /no pink at the bone/,
    },
    {
      list: 'pork mince 500g, napa cabbage, ginger, spring onions, soy sauce, egg, cornstarch, shaoxing',
      title: "Lion's Head Meatballs",
      star: /cabbage/i,
      step: /75 °C in the middle/,
    },
    {
      list: 'noodles, minced pork, yellow bean paste, hoisin sauce, cucumber, garlic, spring onion',
      title: 'Zha Jiang Mian',
      star: /cucumber/i,
      step: /cooked through with no pink/,
    },
    {
      list: 'beef shin 1kg, star anise, soy sauce, chili bean paste, ginger, garlic, noodles, bok choy, tomato',
      title: 'Taiwanese Beef Noodle Soup',
      star: /chilli bean paste|chili bean paste/i,
      step: /very tender/,
    },
    {
      list: 'pork spare ribs, chinkiang vinegar, sugar, soy sauce, ginger, sesame seeds',
      title: 'Tang Cu Pai Gu',
      star: /vinegar/i,
      step: /cooked through/,
    },
    {
      list: 'pork belly 300g, green chillies, garlic, fermented black beans, soy sauce, rice',
      title: 'Hunan Farmhouse Stir-Fried Pork with Chillies',
      star: /chillies/i,
      step: /no pink/,
    },
    {
      list: 'watercress, pork ribs, carrots, ginger, red dates',
      title: 'Watercress and Pork Rib Soup',
      star: /watercress/i,
      step: /Wash the watercress/,
    },
  ])('$title', check)

  test('fermented black beans are the salted soybeans, not a tin of black turtle beans', () => {
    expect(matchIngredient('fermented black beans').entry?.id).toBe('fermented black beans')
    expect(matchIngredient('douchi').entry?.id).toBe('fermented black beans')
    expect(matchIngredient('black beans').entry?.id).toBe('black beans')
  })
})

describe('Thai home and regional dishes', () => {
  test.each<Case>([
    {
      list: '6 eggs, tamarind paste, palm sugar, fish sauce, shallots, dried chillies, coriander',
      title: 'Khai Luk Khoei',
      star: /tamarind/i,
      step: /boil for 7–8 minutes/,
    },
    {
      list: 'pork neck 400g, limes, fish sauce, mint, shallots, chili flakes, toasted rice powder, sticky rice',
      title: 'Nam Tok Moo',
      star: /toasted rice powder/i,
      step: /pork to 70 °C/,
    },
    {
      list: 'sea bass fillets, limes, garlic, bird’s eye chillies, fish sauce, coriander',
      title: 'Pla Nueng Manao',
      star: /sea bass/i,
      step: /flakes easily/,
    },
    {
      list: 'pork mince, red curry paste, kaffir lime leaves, turmeric, fish sauce, chilli, lemongrass',
      title: 'Khua Kling',
      star: /lime leaves/i,
      step: /cooked through with no pink/,
    },
    {
      list: 'wide rice noodles, gai lan, pork loin, oyster sauce, cornflour, soy sauce, garlic, chicken stock',
      title: 'Rad Na',
      star: /cornflour/i,
      step: /with no pink/,
    },
    {
      list: 'pork mince, cherry tomatoes, dried chillies, shallots, garlic, fish sauce, cucumber, sticky rice',
      title: 'Nam Prik Ong',
      star: /dried chillies|dried red chillies/i,
      step: /cooked through with no pink/,
    },
    {
      list: 'glass noodles, eggs, cabbage, tomato, onion, oyster sauce, soy sauce, garlic, pork mince',
      title: 'Pad Woon Sen',
      star: /glass noodles/i,
    },
    {
      list: '4 bananas, coconut milk, palm sugar, salt',
      title: 'Kluay Buat Chi',
      star: /coconut milk/i,
    },
  ])('$title', check)
})

describe('Vietnamese home meals', () => {
  test.each<Case>([
    {
      list: 'pumpkin, minced pork, fish sauce, shallots, spring onions, black pepper',
      title: 'Canh Bi Do',
      star: /pumpkin/i,
      step: /cooked through with no pink/,
    },
    {
      list: '6 eggs, 200g pork mince, glass noodles, wood ear mushrooms, fish sauce, shallot',
      title: 'Cha Trung Hap',
      star: /glass noodles/i,
      step: /no raw egg/,
    },
    {
      list: 'mackerel, tomatoes, fish sauce, shallots, spring onions, rice',
      title: 'Ca Chien Sot Ca Chua',
      star: /tomatoes/i,
      step: /cooked through, flaking easily/,
    },
    {
      list: 'chicken wings 1kg, fish sauce, sugar, garlic, cornstarch, chilli',
      title: 'Canh Ga Chien Nuoc Mam',
      star: /fish sauce/i,
      step: /75 °C at the bone/,
    },
    {
      list: 'chicken thighs, curry powder, coconut milk, lemongrass, sweet potato, potatoes, shallots, baguette',
      title: 'Ca Ri Ga',
      star: /lemongrass/i,
      step: /no pink at the bone/,
    },
    {
      list: 'pork spare ribs, fish sauce, sugar, shallots, garlic, black pepper, rice',
      title: 'Suon Ram Man',
      star: /fish sauce/i,
      step: /cooked through/,
    },
    {
      list: 'beef sirloin, green beans, garlic, fish sauce, oyster sauce, onion, rice',
      title: 'Bo Xao Dau Que',
      star: /green beans/i,
    },
    {
      list: 'mustard greens, pork mince, ginger, fish sauce, shallots',
      title: 'Canh Cai Thit Bam',
      star: /mustard greens/i,
      step: /cooked through with no pink/,
    },
  ])('$title', check)
})

describe('Malaysian home and hawker dishes', () => {
  test.each<Case>([
    {
      list: 'yellow noodles, ketchup, chilli sauce, soy sauce, eggs, potato, tofu, prawns, lime, cabbage',
      title: 'Mee Goreng Mamak',
      star: /ketchup/i,
      step: /prawns pink and squid just opaque all through/,
    },
    {
      list: 'kway teow 500g, prawns, chinese sausage, beansprouts, eggs, dark soy sauce, garlic, chives',
      title: 'Char Kway Teow',
      star: /chinese sausage/i,
      step: /cooked through/,
    },
    {
      list: 'kangkung, belacan, chillies, shallots, garlic',
      title: 'Kangkung Belacan',
      star: /belacan|shrimp paste/i,
    },
    {
      list: 'chicken thighs, dried chillies, tomatoes, lemongrass, onion, garlic, ginger, star anise, cinnamon, rice',
      title: 'Ayam Masak Merah',
      star: /dried chillies|dried red chillies/i,
      step: /no pink at the bone/,
    },
    {
      list: 'mackerel, tamarind, dried chillies, shallots, garlic, okra, lemongrass, tomatoes',
      title: 'Asam Pedas Ikan',
      star: /okra/i,
      step: /flakes easily and is cooked through/,
    },
    {
      list: 'king prawns 400g, dried chillies, tamarind, shallots, garlic, sugar, belacan',
      title: 'Sambal Udang',
      star: /tamarind/i,
      step: /pink all through/,
    },
    {
      list: 'pork ribs 1kg, garlic bulbs, star anise, cinnamon sticks, cloves, white peppercorns, dark soy sauce, shiitake',
      title: 'Bak Kut Teh',
      star: /star anise/i,
      step: /very tender/,
    },
  ])('$title', check)
})

describe('Indonesian home dishes', () => {
  test.each<Case>([
    {
      list: 'peanut butter, beansprouts, cabbage, long beans, potatoes, eggs, tofu, kecap manis, lime',
      title: 'Gado-Gado',
      star: /peanut butter/i,
    },
    {
      list: 'chicken thighs, turmeric, lemongrass, shallots, garlic, ginger, glass noodles, beansprouts, eggs, lime',
      title: 'Soto Ayam',
      star: /turmeric/i,
      step: /no pink at the bone/,
    },
    {
      list: 'chicken pieces, coconut milk, lemongrass, ground coriander, shallots, garlic, galangal, salam leaves, candlenuts',
      title: 'Opor Ayam',
      star: /coconut milk/i,
      step: /no pink at the bone/,
    },
    {
      list: 'egg noodles, kecap manis, cabbage, pak choi, garlic, shallots, eggs, chicken breast, sambal',
      title: 'Mie Goreng',
      star: /kecap manis/i,
      step: /chicken with no pink/,
    },
    {
      list: 'beef chuck 800g, kecap manis, nutmeg, cloves, cinnamon, potatoes, shallots, garlic, tomatoes',
      title: 'Semur Daging',
      star: /nutmeg/i,
      step: /very tender/,
    },
    {
      list: 'chicken thighs, kecap manis, shallots, garlic, ginger, chilli, tomatoes, rice',
      title: 'Ayam Kecap',
      star: /kecap manis/i,
      step: /no pink at the bone/,
    },
    {
      list: 'coconut milk, long beans, chayote, aubergine, tofu, shallots, garlic, galangal, turmeric, salam leaves',
      title: 'Sayur Lodeh',
      star: /chayote/i,
    },
    {
      list: 'ripe bananas, rice flour, plain flour, sugar, salt',
      title: 'Pisang Goreng',
      star: /rice flour/i,
      step: /Never leave the hot oil/,
    },
  ])('$title', check)

  test('salam leaves are the Indonesian bay leaf, not salad leaves', () => {
    expect(matchIngredient('salam leaves').entry?.id).toBe('bay leaves')
  })
})
