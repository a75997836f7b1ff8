import { createECDH } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { DEFAULT_PUSH_HOSTS, parsePushSubscription, pushHostAllowed, pushMessage, vapidKeys } from './push'

const P256DH = createECDH('prime256v1').generateKeys().toString('base64url')
const AUTH = Buffer.alloc(16, 7).toString('base64url')
/** The topics a site offers (the config's, src/features/notices/topics). */
const TOPICS = ['alerts', 'circulars', 'news', 'events', 'achievements']
const sub = (endpoint: string, o: Record<string, unknown> = {}) => ({ subscription: { endpoint, keys: { p256dh: P256DH, auth: AUTH } }, topics: ['alerts'], ...o })

describe('the site’s VAPID keys', () => {
  it('are a P-256 key pair made from the secret: the same on every instance, another for another secret', () => {
    const keys = vapidKeys('secret-one')
    expect(keys).toEqual(vapidKeys('secret-one'))
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65)
    expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32)
    const ecdh = createECDH('prime256v1')
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'))
    expect(ecdh.getPublicKey().toString('base64url')).toBe(keys.publicKey)
    expect(vapidKeys('secret-two').publicKey).not.toBe(keys.publicKey)
  })
})

describe('a phone’s subscription', () => {
  it('is taken only for the browsers’ push services, over https', () => {
    expect(pushHostAllowed('https://fcm.googleapis.com/fcm/send/abc', DEFAULT_PUSH_HOSTS)).toBe(true)
    expect(pushHostAllowed('https://wns2-pn1p.notify.windows.com/w/?token=x', DEFAULT_PUSH_HOSTS)).toBe(true)
    expect(pushHostAllowed('https://notify.windows.com.evil.example/x', DEFAULT_PUSH_HOSTS)).toBe(false)
    expect(pushHostAllowed('https://evilnotify.windows.com/x', DEFAULT_PUSH_HOSTS)).toBe(false)
    expect(pushHostAllowed('http://fcm.googleapis.com/fcm/send/abc', DEFAULT_PUSH_HOSTS)).toBe(false)
    expect(pushHostAllowed('https://user:pw@fcm.googleapis.com/x', DEFAULT_PUSH_HOSTS)).toBe(false)
    expect(pushHostAllowed('https://10.0.0.5/admin', DEFAULT_PUSH_HOSTS)).toBe(false)
    expect(pushHostAllowed('not a url', DEFAULT_PUSH_HOSTS)).toBe(false)
  })

  it('names what is wrong with it', () => {
    const ok = parsePushSubscription(sub('https://fcm.googleapis.com/fcm/send/abc'), DEFAULT_PUSH_HOSTS, TOPICS)
    expect(ok).toEqual({ ok: true, value: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', p256dh: P256DH, auth: AUTH, topics: ['alerts'] } })
    const field = (input: unknown) => {
      const r = parsePushSubscription(input, DEFAULT_PUSH_HOSTS, TOPICS)
      return r.ok ? null : r.problem.field
    }
    expect(field(sub('https://internal.example/x'))).toBe('subscription.endpoint')
    expect(field(sub(`https://fcm.googleapis.com/${'a'.repeat(1000)}`))).toBe('subscription.endpoint')
    expect(field({ subscription: { endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: 'short', auth: AUTH } }, topics: ['alerts'] })).toBe('subscription.keys.p256dh')
    expect(field({ subscription: { endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: P256DH, auth: 'x' } }, topics: ['alerts'] })).toBe('subscription.keys.auth')
    expect(field(sub('https://fcm.googleapis.com/x', { topics: [] }))).toBe('topics')
    expect(field(sub('https://fcm.googleapis.com/x', { topics: ['alerts', 'gossip'] }))).toBe('topics')
    expect(field(null)).toBe('subscription.endpoint')
  })
})

describe('a push', () => {
  it('carries the title, a line, and the page to open', () => {
    expect(JSON.parse(pushMessage([{ kind: 'alerts', title: 'School closed', summary: 'Rain', url: 'https://s.example/' }], 'KSR', 'notice-1', 'en'))).toEqual({
      title: 'School closed',
      body: 'Rain',
      url: 'https://s.example/',
      tag: 'notice-1',
      lang: 'en',
    })
  })

  it('carries the message’s tracked link to open on a tap, and its reference for the phone to say it arrived', () => {
    const item = { kind: 'alerts', title: 'School closed', summary: 'Rain', url: 'https://s.example/notices/o/4.9.AbCdEfGhIjKlMnOp', ref: '4.9.AbCdEfGhIjKlMnOp' }
    expect(JSON.parse(pushMessage([item], 'KSR', 'notice-4', 'en'))).toMatchObject({ url: item.url, ref: item.ref })
  })

  it('carries the subscriber’s preferences page and its button’s words, when given', () => {
    const item = { kind: 'news', title: 'VI-A picnic', summary: '', url: 'https://s.example/news/1' }
    const prefs = { url: 'https://s.example/hi/notices/preferences?s=1&t=x', action: 'पसंद बदलें' }
    expect(JSON.parse(pushMessage([item], 'KSR', 'notice-2', 'hi', prefs))).toMatchObject({ preferences: prefs.url, preferencesAction: 'पसंद बदलें' })
  })
})
