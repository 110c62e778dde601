import { endpoint } from './endpoint'
import {
  aftermarketCartChange,
  aftermarketCartResponse,
  aftermarketCartWriteResponse,
  aftermarketCheckoutRequest,
  aftermarketCheckoutResponse,
  aftermarketDomainsResponse,
} from './aftermarket'

export const listAftermarketDomains = endpoint({
  methods: ['get', 'post'],
  path: '/api/aftermarket/domains',
  auth: 'user',
  summary: 'After Market listings on sale now, newest first',
  response: aftermarketDomainsResponse,
})

export const getAftermarketCart = endpoint({
  methods: ['get', 'post'],
  path: '/api/aftermarket/cart',
  auth: 'user',
  summary: 'The signed-in user’s After Market cart (listings still on sale) and its total',
  response: aftermarketCartResponse,
})

export const addToAftermarketCart = endpoint({
  methods: ['post'],
  path: '/api/aftermarket/cart/add',
  auth: 'user',
  summary: 'Put a listing in the market cart (no error when it is there already)',
  body: aftermarketCartChange,
  response: aftermarketCartWriteResponse,
})

export const removeFromAftermarketCart = endpoint({
  methods: ['post'],
  path: '/api/aftermarket/cart/remove',
  auth: 'user',
  summary: 'Take a listing out of the market cart (no error when absent)',
  body: aftermarketCartChange,
  response: aftermarketCartWriteResponse,
})

export const aftermarketCheckout = endpoint({
  methods: ['post'],
  path: '/api/aftermarket/checkout',
  auth: 'user',
  summary:
    'Buy the market cart from the balance in one transaction; always HTTP 200, `success:false` + `error` when nothing was bought',
  body: aftermarketCheckoutRequest,
  response: aftermarketCheckoutResponse,
})
