import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// The page's lazy chunks (the recipe display, the keep features) are transformed on first import:
// on a busy 2-core machine that alone can pass the default 1 s that findBy* waits.
configure({ asyncUtilTimeout: 3_000 })

afterEach(() => {
  cleanup()
})
