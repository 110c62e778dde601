import { z } from 'zod'
import { endpoint } from './endpoint'
import { okBody } from './errors'
import {
  languageRequest,
  languageResponse,
  profileResponse,
  publicSettings,
  userSettings,
  visitRequest,
} from './user'

export const getProfile = endpoint({
  methods: ['get', 'post'],
  path: '/api/user/profile',
  auth: 'user',
  summary: 'The signed-in user, balance and ban state',
  response: profileResponse,
})

export const postVisit = endpoint({
  methods: ['post'],
  path: '/api/user/visit',
  auth: 'user',
  summary: 'Log a page visit',
  body: visitRequest,
  response: okBody,
})

export const postLanguage = endpoint({
  methods: ['post'],
  path: '/api/user/language',
  auth: 'user',
  summary: 'Save the app language the user picked (ru or en)',
  body: languageRequest,
  response: languageResponse,
})

export const getSettings = endpoint({
  methods: ['get'],
  path: '/api/settings',
  auth: 'public',
  summary: 'Public settings: agreement, banner and support links',
  query: z.record(z.string(), z.string()),
  response: publicSettings,
})

export const getUserSettings = endpoint({
  methods: ['get', 'post'],
  path: '/api/user/settings',
  auth: 'user',
  summary: 'Settings a signed-in user needs (support link)',
  response: userSettings,
})
