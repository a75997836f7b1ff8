'use client'

import { TryAgain } from '@/components/page/TryAgain'

import './(site)/site.css'

/**
 * What a visitor sees when even the site's layout cannot be made (the database away before
 * anything was cached): a whole page of its own, in both languages, needing nothing from the
 * CMS. The server answers it 503 with Retry-After (src/server/serve.ts). Next requires it to be a
 * client component with its own <html>; it needs no script to read.
 */
export default function GlobalError() {
  return (
    <html lang="en">
      <head>
        <title>Please try again in a minute</title>
        <meta name="robots" content="noindex" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </head>
      <body>
        <main id="main" className="content-page">
          <TryAgain />
        </main>
      </body>
    </html>
  )
}
