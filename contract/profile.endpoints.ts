import { resource } from './endpoint'
import { profileDetailsResponse, referralLinkResponse, referralStatsResponse } from './profile'

const user = resource('user', {
  'GET POST /api/user/profile/details':
    'Account details: profile fields, the last visit and ledger totals',
  'GET POST /api/user/referral-link':
    'The user’s referral link to the bot (t.me/<bot>?start=ref_<id>)',
  'GET POST /api/user/referrals':
    'How many users joined through the user’s referral links and how much they earned',
})

export const getProfileDetails = user.read('/api/user/profile/details', {
  response: profileDetailsResponse,
})

export const getReferralLink = user.read('/api/user/referral-link', {
  response: referralLinkResponse,
})

export const getReferralStats = user.read('/api/user/referrals', {
  response: referralStatsResponse,
})
