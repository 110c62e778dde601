// What the API client, the persisted-query registry and the request queue ask of a schema: zod's
// `safeParse`. A zod schema has it, and so has a validator compiled from one at build time
// (./runtime.ts), so the first route's modules take compiled ones and other screens keep zod's.

/** Where a value failed: zod's issue path (and a message for logs). */
export interface ValidatorIssue {
  readonly path: readonly PropertyKey[]
  readonly message: string
}

export type SafeParseResult<T> =
  { success: true; data: T } | { success: false; error: { issues: readonly ValidatorIssue[] } }

export interface Validator<T> {
  safeParse(input: unknown): SafeParseResult<T>
}
