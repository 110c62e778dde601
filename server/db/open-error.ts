// What start-up says when the database cannot be opened: the cause in words an operator acts on, and
// the variable to fix. Drizzle wraps the driver's error ("Failed query: CREATE SCHEMA ..."); the
// reason is in its cause.
const causes = (err: unknown): Error[] => {
  const chain: Error[] = []
  for (let e = err; e instanceof Error && chain.length < 5; e = e.cause) chain.push(e)
  return chain
}

function reason(e: Error & { code?: unknown }, url: URL | undefined): string | undefined {
  const at = url ? `${url.hostname}:${url.port || '5432'}` : 'the server'
  const user = url ? decodeURIComponent(url.username) || 'the default user' : 'the user'
  const database = url ? decodeURIComponent(url.pathname.slice(1)) || user : 'the database'
  switch (e.code) {
    case 'ECONNREFUSED':
      return `connection refused at ${at}: is PostgreSQL running there, on that port?`
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `unknown host ${url?.hostname ?? ''}`
    case 'ETIMEDOUT':
      return `no answer from ${at}`
    case '3D000':
      return `database "${database}" does not exist on ${at}`
    case '28P01':
    case '28000':
      return `authentication failed for user "${user}" (${e.message})`
  }
  if (/timeout exceeded when trying to connect/i.test(e.message)) return `no answer from ${at}`
  return undefined
}

export function describeOpenError(err: unknown, databaseUrl: string | undefined): string {
  let url: URL | undefined
  try {
    url = databaseUrl ? new URL(databaseUrl) : undefined
  } catch {
    url = undefined
  }
  const chain = causes(err)
  const why = chain.map((e) => reason(e, url)).find(Boolean)
  const deepest = chain.at(-1)?.message ?? String(err)
  const where = databaseUrl ? 'DATABASE_URL' : 'DATA_DIR'
  return `Cannot open the database: ${why ?? deepest}\n  Check ${where}.`
}
