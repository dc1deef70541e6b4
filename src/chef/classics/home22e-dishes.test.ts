import { expect, test } from 'vitest'
import { prepare } from '../planning/read-list.ts'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// A regional home-cooking sweep (issue 18, session 22e): every kitchen's lists typed blind the way
// a family types at home, in its own words mixed with English. The general causes: the family's
// words for everyday foods and for the state of what they bought, a word that names another food
// beside the kitchen's own items, essentials a home cook leaves out, places narrower than the
// family's form, and home dishes the library lacked.

function readAs(item: string): string | undefined {
  return prepare([item]).candidates.find((c) => c.match.input === item)?.entry.id
}

test("a family's everyday words are read as the foods they are", () => {
  expect(readAs('huevos')).toBe('egg')
  expect(readAs('cebolla')).toBe('onion')
  expect(readAs('ziemniaki')).toBe('potatoes')
  expect(readAs('Kartoffeln')).toBe('potatoes')
  expect(readAs('jidan 4')).toBe('egg')
  expect(readAs('tudou 3')).toBe('potatoes')
  expect(readAs('dubu')).toBe('tofu')
  expect(readAs('gyeran 4')).toBe('egg')
  expect(readAs('qeema 500g')).toBe('beef mince')
  expect(readAs('bademjan 3')).toBe('aubergine')
  expect(readAs('pırasa 1kg')).toBe('leek')
  expect(readAs('farsh')).toBe('pork and beef mince')
  expect(readAs('thit heo xay')).toBe('pork mince')
  expect(readAs('pieczarki 500g')).toBe('mushrooms')
  expect(readAs('tejföl')).toBe('sour cream')
  expect(readAs('pechuga de pollo')).toBe('chicken breast')
})

test('a word another food shares is read as the family means it', () => {
  // Bawang merah is the shallot, not the garlic of bawang putih; lubia sabz the green bean.
  expect(readAs('bawang merah')).toBe('shallot')
  expect(readAs('lubia sabz')).toBe('green beans')
  expect(readAs('black eye beans')).toBe('black eyed beans')
  expect(readAs('grzyby suszone')).toBe('porcini')
  expect(readAs('smetana ke šlehání')).toBe('cream')
  expect(readAs('khao suay')).toBe('jasmine rice')
  expect(readAs('pato')).toBe('duck legs')
  expect(readAs('foul 2 tins')).toBe('broad beans')
  expect(readAs('efo tete 2 bunches')).toBe('callaloo')
  expect(readAs('ngau yuk')).toBe('beef strips')
})

test('the new words take nothing from an English list', () => {
  expect(readAs('ricotta salata')).toBe('ricotta')
  expect(readAs('plain flor')).toBe('plain flour')
  expect(readAs('kanda')).toBe('cow skin')
  expect(readAs('duck')).toBe('duck breast')
  expect(readAs('vienna sausages')).toBe('sausage')
})

test('a slip between two names of one food is no doubt: "buter" is butter', () => {
  expect(readAs('buter')).toBe('butter')
})

test('dry beans said dry in the family language are soaked', () => {
  expect(first('frijoles negros secos 1lb, cebolla, ajo, comino, pimiento verde')).toMatch(/soak/i)
  expect(first('fagioli borlotti secchi, ditalini, passata, rosmarino')).toMatch(/soak/i)
  expect(first('gigantes xeres 500g, ntomata, anitho, kremmydi')).toMatch(/soak/i)
  expect(first('kuru fasulye 2 su bardağı, pastırma, salça, soğan')).toMatch(/soak/i)
})

test('dried mushrooms said suszone are soaked in the bigos', () => {
  const recipe = first('kapusta kiszona 1kg, kiełbasa, boczek, grzyby suszone, śliwki suszone')
  expectDish(recipe, 'Bigos', /kapusta/i)
  expect(recipe).toMatch(/soak/i)
  // The family's word says dried already: no "Dried suszone grzyby".
  expect(recipe).toMatch(/^- Suszone grzyby — /m)
})

test('frozen prawns said congelado are thawed', () => {
  expect(first('camarão congelado, tomate, cebola, coentro, alho')).toMatch(/thaw|defrost/i)
})

test('bún beside fish sauce is rice vermicelli: bun cha, never in burger buns', () => {
  const recipe = first('bun, thit heo xay, thit ba chi, nuoc mam, rau song, du du')
  expectDish(recipe, 'Bun Cha', /thit heo xay/i)
  expect(readAs('bun')).toBe('hamburger buns')
})

test('malai beside brânză is Romanian cornmeal: mamaliga, not cream', () => {
  expectDish(
    first('malai, branza de burduf, smantana, oua, unt'),
    'Mamaliga cu Branza si Smantana',
    /malai/i,
  )
  expect(readAs('malai')).toBe('cream')
})

test('manteca beside dulce de leche is the butter of alfajores', () => {
  expectDish(
    first('maicena, harina, manteca, dulce de leche, coco rallado, huevos'),
    'Alfajores de Maicena',
    /manteca/i,
  )
})

test('kabocha no nimono from kabocha, dashi, soy and sugar, without mirin', () => {
  expectDish(first('kabocha 1/4, dashi, shoyu, sato'), 'Kabocha no Nimono', /kabocha/i)
})

test('gyeran mari from eggs and carrot, spring onion bought', () => {
  expectDish(first('gyeran 4, dangeun, salt'), 'Gyeran Mari', /gyeran/i)
})

test('makaronia me kima takes the macaroni a Greek family calls makaronia', () => {
  expectDish(
    first('kima, makaronia, kanela, ntomata, kefalotyri'),
    'Makaronia me Kima',
    /makaronia/i,
  )
})

test('sabzi polo ba mahi takes a bag of sabzi polo herbs, and thaws the frozen fish', () => {
  const recipe = first('sabzi polo herbs, basmati, white fish fillets frozen, garlic, saffron')
  expectDish(recipe, 'Sabzi Polo ba Mahi', /fish/i)
  expect(recipe).toMatch(/dried sabzi polo mix is soaked/)
  expect(recipe).toMatch(/thaw/i)
})

test('efo riro takes efo tete and the shaki and ponmo of a Lagos pot', () => {
  const recipe = first('efo tete 2 bunches, iru, palm oil, shaki, ponmo, tatashe, crayfish')
  expectDish(recipe, 'Efo Riro', /efo tete/i)
  expect(recipe).toMatch(/simmer the shaki and ponmo/i)
})

test('arroz de pato from a pato, never a duck breast', () => {
  const recipe = first('pato, arroz, chouriço, laranja, cebola')
  expectDish(recipe, 'Arroz de Pato', /pato/i)
  expect(recipe).not.toMatch(/patoes/i)
})

test('ful medames from tins of foul', () => {
  expectDish(first('foul 2 tins, lemons, kammoun, olive oil, tomato'), 'Ful Medames', /foul/i)
})

test('words without an English plural stay as typed', () => {
  const recipe = first('vazhakkai 2, sambar podi, kadugu, curry leaves, coconut oil')
  expect(recipe).toMatch(/vazhakkai/i)
  expect(recipe).not.toMatch(/vazhakkais/i)
  expect(first('ca basa, ca chua, me, gia, nuoc mam')).not.toMatch(/ca chuas/i)
})

test('zuurkool, potatoes and rookworst are zuurkoolstamppot', () => {
  expectDish(
    first('zuurkool 500g, aardappelen, rookworst, boter, melk'),
    'Zuurkoolstamppot',
    /zuurkool/i,
  )
})

test('andijvie, potatoes and spekjes are rauwe andijviestamppot', () => {
  const recipe = first('andijvie, aardappelen, spekjes, rookworst')
  expectDish(recipe, 'Rauwe Andijviestamppot', /andijvie/i)
  expect(recipe).toMatch(/raw andijvie through the hot mash/i)
})

test('potatoes, quark and chives are Pellkartoffeln mit Quark', () => {
  expectDish(first('Kartoffeln, Quark, Leinöl, Schnittlauch'), 'Pellkartoffeln mit Quark', /quark/i)
})

test('mushrooms, sour cream and dill are pieczarki w smietanie', () => {
  const recipe = first('pieczarki 500g, śmietana, cebula, koperek')
  expectDish(recipe, 'Pieczarki w Smietanie', /pieczarki/i)
  expect(recipe).not.toMatch(/on the side, to add as you eat/)
})

test('gai lan with pork mince and oyster sauce is pad kana moo sap', () => {
  const recipe = first('moo sap, pak kana, nam man hoi')
  expectDish(recipe, 'Pad Kana Moo Sap', /pak kana/i)
  expect(recipe).toMatch(/no pink/)
})

test('tofu, kimchi and pork belly finished with sesame oil make dubu kimchi', () => {
  const recipe = first('dubu, kimchi, samgyeopsal, sesame oil')
  expectDish(recipe, 'Dubu Kimchi', /dubu/i)
  expect(recipe).toMatch(/cooked through with no pink/)
})

test('khai, moo sap and khao suay are a Thai omelette over the rice the family cooks', () => {
  const recipe = first('khai 4, moo sap, nam pla, khao suay')
  expectDish(recipe, 'Thai Omelette', /khai/i)
  expect(recipe).not.toMatch(/\(extra\)/)
})

test('arbi with ajwain and amchur is sukhi arbi, boiled through before it is fried', () => {
  const recipe = first('arbi 500g, ajwain, amchur, haldi, lal mirch')
  expectDish(recipe, 'Sukhi Arbi', /arbi/i)
  expect(recipe).toMatch(/boil it in its skin[^.]*until a knife slides right through/)
})

test('raw plantain with mustard seeds and curry leaves is vazhakkai poriyal', () => {
  expectDish(
    first('vazhakkai 2, sambar podi, kadugu, curry leaves, coconut oil'),
    'Vazhakkai Poriyal',
    /vazhakkai/i,
  )
})

test('mutton with turnip is shalgam gosht, the turnip added for the last half hour', () => {
  const recipe = first('gosht 1kg, shaljam, pyaz, lehsun adrak, dahi')
  expectDish(recipe, 'Shalgam Gosht', /gosht/i)
  expect(recipe).not.toMatch(/pyazs/i)
})

test('fish with ginger, tomato and lemongrass is tinowang isda, the Visayan fish tinola', () => {
  expectDish(first('isda, kamatis, sibuyas, luy-a, tanglad, petsay'), 'Tinowang Isda', /isda/i)
})
