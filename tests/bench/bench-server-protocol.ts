// What bench-server-main.ts and its child processes (bench-server-child.ts) say to each other over
// IPC. A module of its own: importing the child module would start a second product in the parent.

export type ChildRequest =
  | { op: 'fund'; from: number; to: number; cents: number }
  | { op: 'carts'; userIds: number[]; tag: string }
  | { op: 'count-start' }
  | { op: 'count-stop' }

export type ChildReply =
  | { op: 'ready'; url: string }
  | { op: 'done' }
  | { op: 'counted'; statements: string[]; roundTrips: number }

/** Telegram ids of bench users: user n is BENCH_ID_BASE + n. */
export const BENCH_ID_BASE = 900_000_000
