import { expect, test } from 'vitest'
import { splitIngredientList } from './ingredient-list-text.ts'

test('commas, semicolons and line breaks each end an item', () => {
  expect(splitIngredientList('chicken thighs, rice, garlic, onion, frozen peas')).toEqual([
    'chicken thighs',
    'rice',
    'garlic',
    'onion',
    'frozen peas',
  ])
  expect(splitIngredientList('eggs;milk ; flour')).toEqual(['eggs', 'milk', 'flour'])
  expect(splitIngredientList('eggs\nmilk\r\nflour\rbutter')).toEqual([
    'eggs',
    'milk',
    'flour',
    'butter',
  ])
})

test('a decimal or thousands comma inside an amount stays in its item', () => {
  expect(splitIngredientList('1,5 kg flour')).toEqual(['1,5 kg flour'])
  expect(splitIngredientList('1,000 g rice, 0,5 l milk')).toEqual(['1,000 g rice', '0,5 l milk'])
  // A comma then a space is a separator even between numbers.
  expect(splitIngredientList('eggs 2, 3 onions')).toEqual(['eggs 2', '3 onions'])
})

test('blanks go, duplicates and order stay', () => {
  expect(splitIngredientList(' , eggs,, ;\n\n eggs ,')).toEqual(['eggs', 'eggs'])
  expect(splitIngredientList('')).toEqual([])
  expect(splitIngredientList(' \n ; , ')).toEqual([])
})

test('one item comes back as itself, tidied as a single add tidies it', () => {
  expect(splitIngredientList('  red onion ')).toEqual(['red onion'])
  expect(splitIngredientList('chicken\tbreast')).toEqual(['chicken breast'])
})

test('bullets and numbering from a copied list are not part of the item', () => {
  expect(splitIngredientList('- eggs\n* milk\n• feta\n1. rice\n2) peas')).toEqual([
    'eggs',
    'milk',
    'feta',
    'rice',
    'peas',
  ])
  // An amount is not a list number.
  expect(splitIngredientList('2 eggs\n- 1 onion')).toEqual(['2 eggs', '1 onion'])
  expect(splitIngredientList('-eggs')).toEqual(['-eggs'])
})
