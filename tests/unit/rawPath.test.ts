import { describe, expect, it } from 'vitest'

import { isApiTraversal } from '@/lib/rawPath'

describe('raw API paths', () => {
  it('flags .. segments under /api/, plain or percent-encoded', () => {
    for (const url of [
      '/api/image/../ksr.db',
      '/api/image/%2e%2e/%2e%2e/ksr.db',
      '/api/image/%2E%2E%2Fksr.db',
      '/api/image/.%2e/x',
      '/api/image/KSR/public/Images/..',
      '/api/image/..%5cx',
    ]) {
      expect(isApiTraversal(url), url).toBe(true)
    }
  })

  it('leaves ordinary paths and other routes alone', () => {
    for (const url of ['/api/image/a..b.jpg', '/api/news/KSR', '/api/subGallery?id=..', '/gallery/../x', '/api/image/...']) {
      expect(isApiTraversal(url), url).toBe(false)
    }
  })
})
