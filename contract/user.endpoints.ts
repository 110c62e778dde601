import { z } from 'zod/mini'
import { resource } from './endpoint'
import { okBody } from './errors'
import {
  languageRequest,
  languageResponse,
  profileResponse,
  publicSettings,
  userSettings,
  visitRequest,
} from './user'

const user = resource('user', {
  'GET POST /api/user/profile': 'The signed-in user, balance and ban state',
  'POST /api/user/visit': 'Log a page visit',
  'POST /api/user/language': 'Save the app language the user picked (ru or en)',
  'GET POST /api/user/settings': 'Settings a signed-in user needs (support link)',
})

const anyone = resource('public', {
  'GET /api/settings': 'Public settings: agreement, banner and support links',
})

export const getProfile = user.read('/api/user/profile', { response: profileResponse })

export const postVisit = user.post('/api/user/visit', { body: visitRequest, response: okBody })

export const postLanguage = user.post('/api/user/language', {
  body: languageRequest,
  response: languageResponse,
})

export const getSettings = anyone.get('/api/settings', {
  query: z.record(z.string(), z.string()),
  response: publicSettings,
})

export const getUserSettings = user.read('/api/user/settings', { response: userSettings })
