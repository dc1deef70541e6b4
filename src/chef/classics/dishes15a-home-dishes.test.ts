import { expect, test } from 'vitest'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// Dishes a cook names that the offline chef lacked (issue 18, fifteenth batch): a list typed from
// the cupboard for each gets that dish first, with its star used and its safety step kept.

test('beef topside on root veg with cream, lemon and cranberry makes svickova, the roots blended into the sauce', () => {
  const recipe = first(
    'beef topside 1kg, carrots, parsley root, celeriac, double cream, lemon, cranberry sauce, bay leaves',
  )
  expectDish(recipe, 'Svickova na Smetane', /parsley root/i)
  // parsley root is a root cooked under the beef, never leaf parsley chopped over it
  expect(recipe).toMatch(/Peel the carrots, the parsley root and the celeriac/)
  expect(recipe).toMatch(/blend the vegetables with their cooking liquid/)
  expect(recipe).not.toMatch(/Not used/)
})

test('leftover mash, flour, egg, onion and bacon make kopytka, boiled then fried with onion', () => {
  const recipe = first(
    'leftover mashed potatoes 600g, plain flour, egg, butter, onion, bacon lardons',
  )
  expectDish(recipe, 'Kopytka', /mashed potato/i)
  expect(recipe).toMatch(/when they rise to the surface, give them 2 minutes more/)
  expect(recipe).toMatch(/bacon/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('daikon, eggs, fish cakes, konnyaku, kombu and dashi make oden, the daikon simmered first', () => {
  const recipe = first('daikon half, eggs 4, chikuwa, konnyaku, satsuma age, kombu, dashi, karashi')
  expectDish(recipe, 'Oden', /daikon/i)
  expect(recipe).toMatch(/simmer for 20 minutes, until a skewer goes in easily/)
  expect(recipe).toMatch(/karashi/i)
  expect(recipe).toMatch(/satsuma age/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('duck on the bone with curry, green seasoning, geera and shadon beni makes Trini curry duck, cooked through', () => {
  const recipe = first(
    'duck 2kg chopped, curry powder, green seasoning, geera, shadon beni, potatoes, pimento peppers',
  )
  expectDish(recipe, 'Trini Curry Duck', /duck/i)
  expect(recipe).toMatch(/cooked through \(75 °C at the bone\)/)
  expect(recipe).toMatch(/Stir in the shadon beni, finely chopped/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('courgette, tofu and beef mince dipped in flour and egg make modeum jeon, the patties cooked through', () => {
  const recipe = first(
    'courgette 1, eggs 3, flour, firm tofu, beef mince 200g, soy sauce, rice vinegar',
  )
  expectDish(recipe, 'Modeum Jeon', /beef mince/i)
  expect(recipe).toMatch(/cooked through with no pink in the middle/)
  expect(recipe).not.toMatch(/Not used/)
})

test('lamb with cumin seeds, dried chillies, onion, coriander and Shaoxing makes Xinjiang cumin lamb', () => {
  const recipe = first(
    'lamb shoulder 500g, cumin seeds, dried chillies, chilli flakes, onion, coriander, shaoxing wine, light soy, Haribo',
  )
  expectDish(recipe, 'Xinjiang Cumin Lamb', /lamb/i)
  expect(recipe).toMatch(/browned at the edges and cooked through/)
  // the sweets are no part of a wok of lamb
  expect(recipe).toMatch(/Not used: “Haribo”/)
})

test('yumurta, ıspanak, pul biber and yoğurt make ispanakli yumurta with garlic yoghurt', () => {
  const recipe = first('yumurta 4, ıspanak 300g, onion, pul biber, yoğurt, tomatoe')
  expectDish(recipe, 'Ispanakli Yumurta', /ispanak/i)
  expect(recipe).toMatch(/crack the \w+ into them, one to each hollow/)
  expect(recipe).toMatch(/cook them until firm for anyone who should avoid runny yolks/)
  expect(recipe).not.toMatch(/Not used: “(yoğurt|pul biber)/)
})

test('dolmalık biber with rice, pine nuts, currants, dill and mint make zeytinyagli biber dolmasi, served cold', () => {
  const recipe = first(
    'dolmalık biber 8, rice 1 cup, pine nuts, currants, dill, mint, allspice, olive oil',
  )
  expectDish(recipe, 'Zeytinyagli Biber Dolmasi', /pine nuts/i)
  expect(recipe).toMatch(/the rice is completely tender/)
  expect(recipe).toMatch(/Serve cold/)
  expect(recipe).not.toMatch(/Not used/)
})

test('a whole chicken, jasmine rice, turmeric and rau ram make com ga Hoi An, the rice cooked in the broth', () => {
  const recipe = first(
    'whole chicken 1.5kg, jasmine rice 2 cups, turmeric, rau răm, shallots, lime, papaya',
  )
  expectDish(recipe, 'Com Ga Hoi An', /turmeric/i)
  expect(recipe).toMatch(/the thickest part reaches 75 °C/)
  expect(recipe).toMatch(/of the chicken broth/)
  expect(recipe).not.toMatch(/Not used/)
})

// A right dish that set aside its own signature item as "Not used".

test('sukiyaki takes its shirataki, negi and a slip for mirin', () => {
  const recipe = first('beef strips, firm tofu, shirataki, negi, soy sauce, mirn, sugar, eggs')
  expectDish(recipe, 'Sukiyaki', /shirataki/i)
  expect(recipe).toMatch(/boil them for 2 minutes \(shirataki\)/)
  expect(recipe).not.toMatch(/Not used/)
})

test('kadhi pakora sizzles methi seeds and hing in its tadka', () => {
  const recipe = first(
    'yogurt, gram flour, onion, turmeric, cumin seeds, mustard seeds, methi seeds, hing, rice',
  )
  expectDish(recipe, 'Kadhi Pakora', /methi seeds/i)
  expect(recipe).toMatch(/Add the hing\./)
  expect(recipe).not.toMatch(/Not used/)
})

test('pasta e patate simmers its parmesan rind', () => {
  const recipe = first('potatoes, ditalini, onion, celery, parmesan, parmesan rind, olive oil')
  expectDish(recipe, 'Pasta e Patate', /parmesan rind/i)
  expect(recipe).toMatch(/fish it out before serving/)
})

test('mansaf lays its rice on shrak bread and takes samneh', () => {
  const recipe = first('lamb shoulder 1kg, jameed, rice, almonds, shrak bread, samneh, onion')
  expectDish(recipe, 'Mansaf', /samneh/i)
  expect(recipe).toMatch(/tear the bread/)
  expect(recipe).not.toMatch(/Not used/)
})
