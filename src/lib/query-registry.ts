// One query function per query key (STYLE.md, convention 13). Every query definition in src/ is
// made with defineQuery, which records the root of its key here; lint forbids a `queryFn` written
// anywhere else, and tests/unit/lib/query-registry.test.ts imports every definition and fails when
// two of them claim one root. Two functions under one key would make what a screen shows depend on
// which screen happened to fetch first.
import type { QueryKey } from '@tanstack/react-query'
import { keyStartsWith } from './persistence/query-schemas'

export interface QueryRegistry {
  /** Records a definition's key root; defining a root twice is kept as a conflict. */
  define<TFactory extends (...args: never[]) => { queryKey: QueryKey }>(
    root: QueryKey,
    factory: TFactory,
  ): TFactory
  /** Every root defined so far, in order, repeats included. */
  roots(): readonly QueryKey[]
}

export function createQueryRegistry(): QueryRegistry {
  const roots: QueryKey[] = []
  return {
    define(root, factory) {
      roots.push([...root])
      const checked = (...args: Parameters<typeof factory>) => {
        const options = factory(...args)
        // A key outside its declared root would escape the one-definition check.
        if (!keyStartsWith(options.queryKey, root)) {
          throw new Error(
            `Query key ${JSON.stringify(options.queryKey)} is outside its root ${JSON.stringify(root)}`,
          )
        }
        return options
      }
      return checked as typeof factory
    },
    roots: () => roots,
  }
}

/** The app's registry: every query definition of src/ is in it. */
export const queryRegistry = createQueryRegistry()

/** Declares the query factory that owns every key starting with `root`. */
export const defineQuery: QueryRegistry['define'] = (root, factory) =>
  queryRegistry.define(root, factory)
