import { endpoint } from './endpoint'
import {
  cartAddRequest,
  cartRemoveRequest,
  cartResponse,
  checkoutRequest,
  checkoutResponse,
} from './cart'

export const getCart = endpoint({
  methods: ['get', 'post'],
  path: '/api/cart',
  auth: 'user',
  summary: 'The signed-in user’s cart, priced now',
  response: cartResponse,
})

export const addToCart = endpoint({
  methods: ['post'],
  path: '/api/cart/add',
  auth: 'user',
  summary:
    'Add a domain (priced by the server; taken names are refused with 409); answers the cart',
  body: cartAddRequest,
  response: cartResponse,
})

export const removeFromCart = endpoint({
  methods: ['post'],
  path: '/api/cart/remove',
  auth: 'user',
  summary: 'Remove a domain (no error when absent); answers the cart',
  body: cartRemoveRequest,
  response: cartResponse,
})

export const checkoutCart = endpoint({
  methods: ['post'],
  path: '/api/cart/checkout',
  auth: 'user',
  summary:
    'Buy the cart from the balance with one debit; always HTTP 200, `ok:false` + `error` when nothing was bought',
  body: checkoutRequest,
  response: checkoutResponse,
})
