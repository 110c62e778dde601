import { resource } from './endpoint'
import {
  chatNoticesResponse,
  profileDetailsResponse,
  referralLinkResponse,
  referralStatsResponse,
  writeAccessReport,
} from './profile'

const user = resource('user', {
  'GET POST /api/user/profile/details':
    'Account details: profile fields, the last visit and ledger totals',
  'GET POST /api/user/referral-link':
    'The user’s referral link to the bot (t.me/<bot>?start=ref_<id>)',
  'GET POST /api/user/referrals':
    'How many users joined through the user’s referral links and how much they earned',
  'POST /api/user/chat-notices':
    'Report the user’s answer to the app’s write access request; answers whether chat notices reach them',
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

export const reportWriteAccess = user.post('/api/user/chat-notices', {
  body: writeAccessReport,
  response: chatNoticesResponse,
})
