import { describe, expect, it } from 'vitest'

import {
  answersOwnInput,
  bodyLimitFor,
  hasOwnWriteRules,
  isApiPath,
  isFormPage,
  isNoReturnPath,
  isPagePath,
  isSearchPage,
  isStaffPath,
  isUncachedPath,
  routes,
} from '@/lib/routes'

describe('the route table', () => {
  it('builds the addresses of pages', () => {
    expect(routes.newsItem(12)).toBe('/news/12')
    expect(routes.event(7)).toBe('/events/7')
    expect(routes.album('64b0f a')).toBe('/sub-gallery?id=64b0f%20a')
    expect(routes.toppers('XII')).toBe('/toppers-xii')
    expect(routes.toppers('X')).toBe('/toppers-x')
  })

  it('tells pages from the API, the admin, files, feeds and assets, whatever the letter case', () => {
    for (const page of ['/', '/news', '/news/3', '/sub-gallery?id=2', '/tc', '/search?q=fees', '/mandatory-disclosure#fees']) expect(isPagePath(page), page).toBe(true)
    for (const other of ['/api/news/KSR', '/API/news', '/cms-api/users', '/admin', '/Admin/collections', '/_next/static/x.js', '/files/images/a.webp', '/feeds/news.xml', '/sitemap.xml', '/robots.txt', '/tc/certificate/1', '/.well-known/security.txt'])
      expect(isPagePath(other), other).toBe(false)
    // A page whose name begins like a section is still a page.
    expect(isPagePath('/files-and-forms')).toBe(true)
    expect(isPagePath('/tc')).toBe(true)
  })

  it('says which addresses are the API, staff’s, and never a place to return to', () => {
    expect(isApiPath('/api/news/KSR?page=2')).toBe(true)
    expect(isApiPath('/apis')).toBe(false)
    expect(isStaffPath('/cms-api/graphql')).toBe(true)
    expect(isStaffPath('/api/news/KSR')).toBe(false)
    for (const p of ['/admin', '/api/x', '/cms-api', '/preview']) expect(isNoReturnPath(p), p).toBe(true)
    expect(isNoReturnPath('/news')).toBe(false)
  })

  it('knows which addresses answer their own input and have their own rules for writes', () => {
    expect(answersOwnInput('/alerts/dismiss')).toBe(true)
    expect(answersOwnInput('/news')).toBe(false)
    expect(hasOwnWriteRules('/subscriptions/unsubscribe/abc')).toBe(true)
    expect(hasOwnWriteRules('/subscriptions/confirm/abc')).toBe(false)
    expect(isFormPage('/hi/feedback')).toBe(true)
    expect(isFormPage('/notices/sms')).toBe(true)
    expect(isFormPage('/news')).toBe(false)
  })

  it('gives each address its body limit', () => {
    expect(bodyLimitFor('/cms-api/images').bytes).toBe(26 * 1024 * 1024)
    expect(bodyLimitFor('/api/tc/verify').bytes).toBe(4 * 1024)
    expect(bodyLimitFor('/feedback')).toEqual({ bytes: 64 * 1024, what: 'a form' })
  })

  it('keeps the forms, files, lookups and staff’s pages out of the response cache, in either language', () => {
    for (const p of ['/admin', '/files/images/a.webp', '/api/tc/x', '/api/image/a.jpg', '/feedback', '/hi/notices', '/notices/sms', '/temporarily-unavailable', '/alerts', '/favicon.ico'])
      expect(isUncachedPath(p), p).toBe(true)
    for (const p of ['/', '/hi', '/news', '/hi/news?page=2', '/api/news/KSR', '/feeds/news.xml', '/sitemap.xml']) expect(isUncachedPath(p), p).toBe(false)
    expect(isSearchPage('/hi/search?q=x')).toBe(true)
    expect(isSearchPage('/searches')).toBe(false)
  })
})
