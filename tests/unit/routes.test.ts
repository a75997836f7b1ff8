import { describe, expect, it } from 'vitest'

import {
  adminEntryOf,
  answersOwnInput,
  bodyLimitFor,
  englishOfHindi,
  hasOwnWriteRules,
  isApiAddress,
  isApiPath,
  isCmsApiPath,
  isFormPage,
  isLocalPath,
  isNoReturnPath,
  isPagePath,
  isSearchPage,
  isStaffPath,
  isUncachedPath,
  listingSectionOf,
  recordOf,
  routes,
  skipsLinkCheck,
  uploadOf,
} from '@/lib/routes'

describe('the route table', () => {
  it('builds the addresses of pages', () => {
    expect(routes.newsItem(12)).toBe('/news/12')
    expect(routes.event(7)).toBe('/events/7')
    expect(routes.album('64b0f a')).toBe('/sub-gallery?id=64b0f%20a')
    expect(routes.toppers('XII')).toBe('/toppers-xii')
    expect(routes.toppers('X')).toBe('/toppers-x')
    expect(routes.file('documents', 'fees.pdf')).toBe('/files/documents/fees.pdf')
    expect(routes.admin('news', 5)).toBe('/admin/collections/news/5')
    expect(routes.admin('about-page')).toBe('/admin/collections/about-page')
  })

  it('reads back the addresses it builds', () => {
    expect(recordOf(routes.newsItem(12))).toEqual({ section: 'news', id: '12' })
    expect(recordOf(routes.event(7))).toEqual({ section: 'events', id: '7' })
    expect(recordOf(routes.listed('achievements', 4))).toEqual({ section: 'achievements', id: '4' })
    for (const other of [routes.news, routes.album(3), '/news/3/x', '/news/', '//3', 'news/3']) expect(recordOf(other), other).toBeNull()

    expect(listingSectionOf(routes.listing('sports-day'))).toBe('sports-day')
    for (const other of ['/', '/Sports', '/a--b', '/-a', '/news/3', '/search?q=x']) expect(listingSectionOf(other), other).toBeNull()

    expect(uploadOf(routes.file('images', 'hall.webp'))).toEqual({ collection: 'images', name: 'hall.webp', viaCms: false })
    expect(uploadOf('/cms-api/documents/file/fees.pdf')).toEqual({ collection: 'documents', name: 'fees.pdf', viaCms: true })
    for (const other of ['/files/certificates/tc.pdf', '/files/images/', '/files/images/a/b', '/cms-api/images/a.webp', '/files/images'])
      expect(uploadOf(other), other).toBeNull()

    expect(adminEntryOf(routes.admin('news', 5))).toEqual({ kind: 'collections', slug: 'news' })
    expect(adminEntryOf('/admin/globals/downloads?tab=1')).toEqual({ kind: 'globals', slug: 'downloads' })
    for (const other of ['/admin', '/admin/collections/', '/Admin/collections/news', '/admin/account', '/news/5']) expect(adminEntryOf(other), other).toBeNull()
  })

  it('splits off the Hindi prefix, spelled as the proxy routes it unless told any case', () => {
    expect(englishOfHindi('/hi')).toBe('/')
    expect(englishOfHindi('/hi/')).toBe('/')
    expect(englishOfHindi('/hi/news?page=2')).toBe('/news?page=2')
    expect(englishOfHindi('/hi?month=2026-01')).toBe('/?month=2026-01')
    for (const other of ['/', '/history', '/HI/news', 'hi/news']) expect(englishOfHindi(other), other).toBeNull()
    expect(englishOfHindi('/HI/news', { anyCase: true })).toBe('/news')
  })

  it('tells a path of this site from another host', () => {
    for (const local of ['/', '/news?page=2', '/a//b']) expect(isLocalPath(local), local).toBe(true)
    for (const other of ['//evil.example', '/\\evil.example', 'news', '', 'https://school.example/']) expect(isLocalPath(other), other).toBe(false)
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
    // The API's own addresses are /api/… in small letters; other spellings are answered 404.
    expect(isApiAddress('/api/news/KSR?page=2')).toBe(true)
    for (const other of ['/api', '/api?x=/', '/API/news/KSR', '/apis/x']) expect(isApiAddress(other), other).toBe(false)
    expect(isCmsApiPath('/CMS-API/users')).toBe(true)
    expect(isCmsApiPath('/CMS-API/users', { anyCase: false })).toBe(false)
    expect(isCmsApiPath('/cms-api', { anyCase: false })).toBe(true)
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
    // A phone's service worker says a push arrived: authorised by the notice's signed reference alone.
    expect(hasOwnWriteRules('/subscriptions/received')).toBe(true)
    // The preferences page's Save: a form of this site's, under the Origin check as every form.
    expect(hasOwnWriteRules(routes.savePreferences)).toBe(false)
    expect(answersOwnInput(routes.savePreferences)).toBe(true)
    for (const p of [routes.noticePreferences, `/hi${routes.noticePreferences}?s=1&t=x`]) expect(isUncachedPath(p), p).toBe(true)
    expect(isFormPage('/hi/feedback')).toBe(true)
    expect(isFormPage('/notices/sms')).toBe(true)
    expect(isFormPage('/news')).toBe(false)
  })

  it('gives each address its body limit', () => {
    expect(bodyLimitFor('/cms-api/images', 'multipart/form-data; boundary=b').bytes).toBe(26 * 1024 * 1024)
    expect(bodyLimitFor('/cms-api/images', 'application/json').bytes).toBe(2 * 1024 * 1024)
    expect(bodyLimitFor('/cms-api/graphql', 'application/json').bytes).toBe(100 * 1024)
    expect(bodyLimitFor('/admin', 'application/json').bytes).toBe(26 * 1024 * 1024)
    expect(bodyLimitFor('/api/tc/verify').bytes).toBe(4 * 1024)
    expect(bodyLimitFor('/feedback')).toEqual({ bytes: 64 * 1024, what: 'a form' })
  })

  it('keeps the forms, files, lookups and staff’s pages out of the response cache, in either language', () => {
    for (const p of ['/admin', '/files/images/a.webp', '/api/tc/x', '/api/image/a.jpg', '/feedback', '/hi/notices', '/notices/sms', '/notices/o/1.2.AbCdEfGhIjKlMnOp', '/hi/notices/o/1.2.AbCdEfGhIjKlMnOp', '/subscriptions/received', '/temporarily-unavailable', '/alerts', '/favicon.ico'])
      expect(isUncachedPath(p), p).toBe(true)
    for (const p of ['/', '/hi', '/news', '/hi/news?page=2', '/api/news/KSR', '/feeds/news.xml', '/sitemap.xml']) expect(isUncachedPath(p), p).toBe(false)
    expect(isSearchPage('/hi/search?q=x')).toBe(true)
    expect(isSearchPage('/searches')).toBe(false)
  })

  it('leaves links to staff’s pages, the APIs, generated images and certificates out of the link check', () => {
    for (const p of ['/admin', '/admin/collections/news', '/cms-api/users', '/api/news/KSR', '/api/tc/KSR', '/preview', '/icons/192.png', '/share-image/3', '/tc/certificate/1', '/alerts/dismiss'])
      expect(skipsLinkCheck(p), p).toBe(true)
    // As Next routes them: another spelling, or a `?` that was part of a name (decoded), is no such address.
    for (const p of ['/news', '/tc', '/files/images/a.webp', '/feeds/news.xml', '/Admin', '/admin?x', '/apis']) expect(skipsLinkCheck(p), p).toBe(false)
  })
})
