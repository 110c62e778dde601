import { endpoint } from './endpoint'
import { profileDetailsResponse, referralLinkResponse, referralStatsResponse } from './profile'

export const getProfileDetails = endpoint({
  methods: ['get', 'post'],
  path: '/api/user/profile/details',
  auth: 'user',
  summary: 'Account details: profile fields, the last visit and ledger totals',
  // A read the spec leaves open to POST: it changes nothing, so there is nothing to replay.
  idempotent: false,
  response: profileDetailsResponse,
})

export const getReferralLink = endpoint({
  methods: ['get', 'post'],
  path: '/api/user/referral-link',
  auth: 'user',
  summary: 'The user’s referral link to the bot (t.me/<bot>?start=ref_<id>)',
  idempotent: false,
  response: referralLinkResponse,
})

export const getReferralStats = endpoint({
  methods: ['get', 'post'],
  path: '/api/user/referrals',
  auth: 'user',
  summary: 'How many users joined through the user’s referral links and how much they earned',
  idempotent: false,
  response: referralStatsResponse,
})
