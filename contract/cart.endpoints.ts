import { resource } from './endpoint'
import {
  cartAddRequest,
  cartRemoveRequest,
  cartResponse,
  checkoutRequest,
  checkoutResponse,
} from './cart'

const user = resource('user', {
  'GET POST /api/cart': 'The signed-in user’s cart, priced now',
  'POST /api/cart/add':
    'Add a domain (priced by the server; taken names are refused with 409); answers the cart',
  'POST /api/cart/remove': 'Remove a domain (no error when absent); answers the cart',
  'POST /api/cart/checkout':
    'Buy the cart from the balance with one debit; always HTTP 200, `ok:false` + `error` when nothing was bought',
})

export const getCart = user.read('/api/cart', { response: cartResponse })

export const addToCart = user.post('/api/cart/add', {
  body: cartAddRequest,
  response: cartResponse,
})

export const removeFromCart = user.post('/api/cart/remove', {
  body: cartRemoveRequest,
  response: cartResponse,
})

export const checkoutCart = user.post('/api/cart/checkout', {
  body: checkoutRequest,
  response: checkoutResponse,
})
