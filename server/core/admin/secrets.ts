// Stored third-party credentials are sealed with AES-256-GCM. The associated data binds each value
// to its row and column, so a ciphertext copied to another row or field no longer opens.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

export type SecretsKey = Buffer

/** SECRETS_KEY (base64, 32 bytes); in demo mode, derived from the demo bot token instead. */
export function secretsKeyFrom(secretsKeyBase64: string | undefined, botToken: string): SecretsKey {
  if (secretsKeyBase64) {
    const key = Buffer.from(secretsKeyBase64, 'base64')
    if (key.length !== 32) throw new RangeError('SECRETS_KEY must be 32 bytes, base64-encoded')
    return key
  }
  return Buffer.from(hkdfSync('sha256', botToken, 'domains-mini-app', 'secrets-key', 32))
}

const aad = (rowId: number, field: string) => Buffer.from(`domains:${rowId}:${field}`)

export function seal(key: SecretsKey, plaintext: string, rowId: number, field: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(aad(rowId, field))
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`
}

/** The plaintext, or undefined when the value was tampered with, moved, or sealed with another key. */
export function open(
  key: SecretsKey,
  sealed: string,
  rowId: number,
  field: string,
): string | undefined {
  const [version, data] = sealed.split(':', 2)
  if (version !== VERSION || !data) return undefined
  const raw = Buffer.from(data, 'base64')
  if (raw.length < IV_BYTES + TAG_BYTES) return undefined
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES))
    decipher.setAAD(aad(rowId, field))
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8')
  } catch {
    return undefined
  }
}
