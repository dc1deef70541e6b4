import { LIBRARY_TYPED_A } from './group-a-anglo-northern.ts'
import { LIBRARY_TYPED_B } from './group-b-east-asia.ts'
import { LIBRARY_TYPED_C } from './group-c-africa-caribbean.ts'
import { LIBRARY_TYPED_D } from './group-d-mediterranean-mexican.ts'
import { LIBRARY_TYPED_E } from './group-e-east-europe-levant-india.ts'
import type { LibraryTypedCase } from './library-typed-case.ts'

/** One list typed for each dish the library held on 2026-11-27 (1,763), in five groups of kitchens. */
export const LIBRARY_TYPED_LISTS: readonly LibraryTypedCase[] = [
  ...LIBRARY_TYPED_A,
  ...LIBRARY_TYPED_B,
  ...LIBRARY_TYPED_C,
  ...LIBRARY_TYPED_D,
  ...LIBRARY_TYPED_E,
]
