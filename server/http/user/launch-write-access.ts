// Telegram puts `allows_write_to_pm: true` in the launch's signed user when the user lets the bot
// write to them (they started it, or granted the Mini App write access). The init data middleware
// checked the signature; this reads that one flag, which the user row does not keep.
import type { Context } from 'hono'
import { extractInitData } from '../middleware/init-data'

export async function launchAllowsWriting(c: Context): Promise<boolean> {
  const raw = await extractInitData(c)
  const user = raw ? new URLSearchParams(raw).get('user') : null
  if (!user) return false
  try {
    const parsed: unknown = JSON.parse(user)
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as { allows_write_to_pm?: unknown }).allows_write_to_pm === true
    )
  } catch {
    return false
  }
}
