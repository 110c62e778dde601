import { resource } from './endpoint'
import {
  aftermarketCartChange,
  aftermarketCartResponse,
  aftermarketCartWriteResponse,
  aftermarketCheckoutRequest,
  aftermarketCheckoutResponse,
  aftermarketDomainsResponse,
} from './aftermarket'

const user = resource('user', {
  'GET POST /api/aftermarket/domains': 'After Market listings on sale now, newest first',
  'GET POST /api/aftermarket/cart':
    'The signed-in user’s After Market cart (listings still on sale) and its total',
  'POST /api/aftermarket/cart/add':
    'Put a listing in the market cart (no error when it is there already)',
  'POST /api/aftermarket/cart/remove':
    'Take a listing out of the market cart (no error when absent)',
  'POST /api/aftermarket/checkout':
    'Buy the market cart from the balance in one transaction; always HTTP 200, `success:false` + `error` when nothing was bought',
})

export const listAftermarketDomains = user.read('/api/aftermarket/domains', {
  response: aftermarketDomainsResponse,
})

export const getAftermarketCart = user.read('/api/aftermarket/cart', {
  response: aftermarketCartResponse,
})

/** Both cart changes name one listing and answer whether the change was made. */
const change = (action: 'add' | 'remove') =>
  user.post(`/api/aftermarket/cart/${action}`, {
    body: aftermarketCartChange,
    response: aftermarketCartWriteResponse,
  })

export const addToAftermarketCart = change('add')
export const removeFromAftermarketCart = change('remove')

export const aftermarketCheckout = user.post('/api/aftermarket/checkout', {
  body: aftermarketCheckoutRequest,
  response: aftermarketCheckoutResponse,
})
