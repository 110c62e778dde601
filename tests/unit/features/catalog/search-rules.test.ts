import { describe, expect, it } from 'vitest'
import { judgeSearchInput } from '@/features/catalog/search-rules'
import { nextSort, sortResults, type SortMode } from '@/features/catalog/sort'

describe('judgeSearchInput', () => {
  it('clears under 2 characters, spaces not counted', () => {
    expect(judgeSearchInput('')).toEqual({ kind: 'clear' })
    expect(judgeSearchInput('a')).toEqual({ kind: 'clear' })
    expect(judgeSearchInput('  a  ')).toEqual({ kind: 'clear' })
  })

  it('searches from 2 characters, trimmed and lowercased', () => {
    expect(judgeSearchInput('ab')).toEqual({ kind: 'search', query: 'ab' })
    expect(judgeSearchInput('  MyShop.COM ')).toEqual({ kind: 'search', query: 'myshop.com' })
  })

  it('refuses Cyrillic anywhere, even a single letter or mixed with Latin', () => {
    expect(judgeSearchInput('д')).toEqual({ kind: 'cyrillic' })
    expect(judgeSearchInput('домен')).toEqual({ kind: 'cyrillic' })
    expect(judgeSearchInput('shopмаг.com')).toEqual({ kind: 'cyrillic' })
    expect(judgeSearchInput('ЁЖ')).toEqual({ kind: 'cyrillic' })
  })

  it('flags what no domain can hold, so nothing is sent', () => {
    expect(judgeSearchInput('my shop')).toEqual({ kind: 'invalid' })
    expect(judgeSearchInput('a_b')).toEqual({ kind: 'invalid' })
    expect(judgeSearchInput('-shop')).toEqual({ kind: 'invalid' })
  })

  it('sends a pasted URL as its host name, and other scripts as punycode', () => {
    expect(judgeSearchInput('https://www.Coffee.com/menu')).toEqual({
      kind: 'search',
      query: 'coffee.com',
    })
    expect(judgeSearchInput('münchen.de')).toEqual({ kind: 'search', query: 'xn--mnchen-3ya.de' })
  })

  it('accepts punycode names as Latin', () => {
    expect(judgeSearchInput('xn--d1acufc.xn--p1ai')).toEqual({
      kind: 'search',
      query: 'xn--d1acufc.xn--p1ai',
    })
  })
})

describe('sort cycling', () => {
  it('cycles relevance → price ascending → price descending → relevance', () => {
    const seen: SortMode[] = ['relevance']
    for (let i = 0; i < 3; i++) seen.push(nextSort(seen[seen.length - 1]!))
    expect(seen).toEqual(['relevance', 'price_asc', 'price_desc', 'relevance'])
  })

  const rows = [
    { domain: 'b.net', price: 12.98 },
    { domain: 'a.com', price: 10.48 },
    { domain: 'c.ai', price: 58.42 },
    { domain: 'd.org', price: 10.48 },
  ]

  it('keeps the server order for relevance', () => {
    expect(sortResults(rows, 'relevance').map((r) => r.domain)).toEqual([
      'b.net',
      'a.com',
      'c.ai',
      'd.org',
    ])
  })

  it('sorts by price both ways, ties in server order, without touching the input', () => {
    expect(sortResults(rows, 'price_asc').map((r) => r.domain)).toEqual([
      'a.com',
      'd.org',
      'b.net',
      'c.ai',
    ])
    expect(sortResults(rows, 'price_desc').map((r) => r.domain)).toEqual([
      'c.ai',
      'b.net',
      'a.com',
      'd.org',
    ])
    expect(rows[0]!.domain).toBe('b.net')
  })
})
