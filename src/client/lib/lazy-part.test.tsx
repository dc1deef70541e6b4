import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { expect, test } from 'vitest'
import { lazyPart } from './lazy-part.tsx'

function Loaded({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

function Failed({ name }: { name: string }) {
  return <p>No part for {name}</p>
}

function Waiting() {
  return <p>Waiting</p>
}

test('a part whose chunk is not in yet suspends, then shows', async () => {
  const { Part } = lazyPart(async () => ({ default: Loaded }), Failed)
  render(
    <Suspense fallback={<Waiting />}>
      <Part name="cook" />
    </Suspense>,
  )
  expect(screen.getByText('Waiting')).toBeInTheDocument()
  expect(await screen.findByText('Hello cook')).toBeInTheDocument()
})

test('a part whose chunk is in renders at once, with no fallback in between', async () => {
  let loads = 0
  const { Part, preload } = lazyPart(async () => {
    loads += 1
    return { default: Loaded }
  }, Failed)
  await preload()
  await preload()
  render(
    <Suspense fallback={<Waiting />}>
      <Part name="cook" />
    </Suspense>,
  )
  expect(screen.getByText('Hello cook')).toBeInTheDocument()
  expect(screen.queryByText('Waiting')).not.toBeInTheDocument()
  expect(loads).toBe(1)
})

test('a chunk that fails to load leaves its failure part in its place', async () => {
  const { Part, preload } = lazyPart<{ name: string }>(
    () => Promise.reject(new Error('offline')),
    Failed,
  )
  await expect(preload()).resolves.toBe(Failed)
  render(
    <Suspense fallback={<Waiting />}>
      <Part name="cook" />
    </Suspense>,
  )
  expect(screen.getByText('No part for cook')).toBeInTheDocument()
})
