import { afterEach, expect, test, vi } from 'vitest'
import { revealElement } from './reveal.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

function elementAt(top: number) {
  const element = document.createElement('section')
  element.getBoundingClientRect = () => ({ top }) as DOMRect
  element.scrollIntoView = vi.fn()
  return element
}

function prefersReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query }))
}

test('an element already near the top of the screen is left where it is', () => {
  prefersReducedMotion(false)
  const element = elementAt(100)
  revealElement(element)
  expect(element.scrollIntoView).not.toHaveBeenCalled()
})

test('an element below the fold scrolls in smoothly', () => {
  prefersReducedMotion(false)
  const element = elementAt(window.innerHeight + 200)
  revealElement(element)
  expect(element.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
})

test('visitors who asked for less motion get an instant jump', () => {
  prefersReducedMotion(true)
  const element = elementAt(window.innerHeight + 200)
  revealElement(element)
  expect(element.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' })
})

test('an element whose top is half-way down the screen comes up, so more than a line shows', () => {
  prefersReducedMotion(true)
  const element = elementAt(window.innerHeight / 2)
  revealElement(element)
  expect(element.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' })
})
