import { endpoint } from './endpoint'
import { renewRequest, renewResponse } from './renewal'

export const renewDomain = endpoint({
  methods: ['post'],
  path: '/api/renewal/renew',
  auth: 'user',
  summary:
    'Renew an owned domain for 1-10 years with one debit of renewal price × years; HTTP 200 with success:false + error when nothing was charged',
  body: renewRequest,
  response: renewResponse,
})
