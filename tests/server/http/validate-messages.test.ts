// The contract is written with zod/mini, which has no messages of its own ("Invalid input" for every
// problem). A 400 still says what is wrong with the field, with nothing but the contract and the
// validator loaded: no classic zod imported elsewhere sets the messages by chance.
import { describe, expect, it } from 'vitest'
import { adminSessionRequest } from '@contract/admin'
import { languageRequest } from '@contract/user'
import { HttpError } from '../../../server/http/errors'
import { parseWith } from '../../../server/http/validate'

const messageOf = (run: () => unknown) => {
  try {
    run()
  } catch (err) {
    if (err instanceof HttpError) return { status: err.status, field: err.field, text: err.message }
    throw err
  }
  throw new Error('no 400')
}

describe('a bad request names its problem', () => {
  it('a string too long says how long it may be', () => {
    const found = messageOf(() =>
      parseWith(adminSessionRequest, { token: 'x'.repeat(513) }, 'body'),
    )
    expect(found).toEqual({
      status: 400,
      field: 'token',
      text: 'token: Too big: expected string to have <=512 characters',
    })
  })

  it('a value outside an enum lists the accepted ones', () => {
    const found = messageOf(() => parseWith(languageRequest, { language: 'de' }, 'body'))
    expect(found.field).toBe('language')
    expect(found.text).toMatch(/^language: Invalid option: expected one of "ru"\|"en"/)
  })
})
