import { resource } from './endpoint'
import { renewRequest, renewResponse } from './renewal'

const user = resource('user', {
  'POST /api/renewal/renew':
    'Renew an owned domain for 1-10 years with one debit of renewal price × years; HTTP 200 with success:false + error when nothing was charged',
})

export const renewDomain = user.post('/api/renewal/renew', {
  body: renewRequest,
  response: renewResponse,
})
