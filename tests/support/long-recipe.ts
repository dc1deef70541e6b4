/**
 * A recipe as long as the model may write (max_tokens 1,024: about 4,000 characters of English
 * markdown), in the shape an AI answer takes: a title, a blurb, a table, lists and notes. Used to
 * measure what a share link of the longest recipe costs, and as a realistic fake upstream answer.
 */
export const LONG_RECIPE_MARKDOWN = `## Slow-Roasted Chicken Thighs with Lemon, Garlic & Herbed Rice

A comforting one-tray dinner: crisp-skinned chicken thighs roasted over lemon and garlic, served with fluffy herbed rice and a quick spinach sauté. Weeknight-friendly, but good enough for guests.

**Serves 4 · Prep 20 minutes · Cook 55 minutes**

| Per serving | Amount |
| --- | --- |
| Calories | about 640 kcal |
| Protein | 42 g |
| Difficulty | Easy |

### Ingredients

**For the chicken**

- 8 bone-in, skin-on chicken thighs (about 1.2 kg)
- 2 lemons, one zested and juiced, one cut into thick slices
- 1 whole head of garlic, cloves separated but left unpeeled
- 3 tbsp olive oil
- 1 tsp smoked paprika
- 1 tsp dried oregano
- 1 tsp flaky sea salt, plus more to taste
- ½ tsp freshly ground black pepper

**For the herbed rice**

- 300 g long-grain or basmati rice
- 600 ml hot chicken or vegetable stock
- 1 tbsp butter
- 1 small onion, finely chopped
- A small bunch of parsley, finely chopped
- A few sprigs of dill or chives, finely chopped

**For the spinach**

- 250 g baby spinach
- 1 tbsp olive oil
- 1 pinch of chilli flakes (optional)

### Method

1. **Prepare the chicken.** Heat the oven to 200°C (180°C fan, gas 6). Pat the chicken thighs dry with kitchen paper: dry skin crisps, wet skin steams. Mix the olive oil, lemon zest, half the lemon juice, paprika, oregano, salt and pepper in a large bowl, add the chicken and turn to coat. If you have time, leave it to marinate in the fridge for 30 minutes or up to a day.
2. **Build the tray.** Scatter the lemon slices and unpeeled garlic cloves over a large roasting tray. Lay the thighs on top, skin side up, spaced so that they do not touch. Spoon any marinade left in the bowl over the lemon, not over the skin.
3. **Roast.** Roast for 45–55 minutes, until the skin is deep golden and crisp and the juices run clear when you pierce the thickest part. A meat thermometer should read at least 75°C next to the bone. Do not turn the thighs during cooking.
4. **Start the rice.** About 25 minutes before the chicken is ready, rinse the rice in a sieve under cold water until the water runs almost clear. Melt the butter in a saucepan with a tight-fitting lid over a medium heat, add the onion and cook gently for 5 minutes until soft and translucent.
5. **Cook the rice.** Stir the rice into the onion for 1 minute so that every grain is coated, then pour in the hot stock and bring to the boil. Cover, turn the heat to the lowest setting and cook for 12 minutes. Take off the heat and leave it to steam, still covered, for 10 minutes.
6. **Sauté the spinach.** Heat the oil in a large frying pan, add the spinach with the chilli flakes, if using, and a pinch of salt, and toss for 1–2 minutes until just wilted. Squeeze in the rest of the lemon juice.
7. **Finish.** Squeeze the soft roasted garlic out of its skins and mash it into the tray juices. Fluff the rice with a fork and fold in the parsley and dill. Serve the chicken on the rice with the spinach alongside, and spoon the garlicky lemon juices from the tray over everything.

### Tips and variations

- **Make it ahead:** marinate the chicken the night before; the flavour only gets better.
- **No thighs?** Chicken drumsticks work the same way; breasts dry out, so roast them for only 25 minutes.
- **Vegetarian:** swap the chicken for thick slices of halloumi and wedges of red onion, and roast for 25 minutes.
- **Leftovers** keep in the fridge for up to 3 days. Reheat the chicken until piping hot all the way through.

### To serve

Bring the tray to the table and let everyone help themselves. A crisp green salad dressed with a little of the lemon juice, a bowl of garlicky yoghurt or a spoonful of harissa all go well alongside. For a bigger meal, add warm flatbreads to mop up the juices, and finish with fresh fruit.

### Allergens

Contains milk (butter). Check the stock cube: some contain celery or gluten.

> Tip: let the chicken rest on the tray for 5 minutes before serving, so the juices settle back into the meat rather than running out onto the plate.

Enjoy your meal, and happy cooking!
`
