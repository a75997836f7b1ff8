'use client'

import './(site)/site.css'

/**
 * What a visitor sees when even the site's layout cannot be made (the database away before
 * anything was cached): a whole page of its own, in both languages, needing nothing from the
 * CMS. The server answers it 503 with Retry-After (scripts/serve.ts). Next requires it to be a
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
          <h1>Please try again in a minute</h1>
          <p>This page cannot be shown just now: the site is busy or being looked after. Nothing is lost.</p>
          <p lang="hi">यह पृष्ठ अभी नहीं दिखाया जा सकता: साइट व्यस्त है या उसका रखरखाव हो रहा है। कुछ भी खोया नहीं है।</p>
          <ul className="link-list">
            <li>
              <a href="">Try again · फिर से प्रयास करें</a>
            </li>
            <li>
              <a href="/">Go to the home page · मुखपृष्ठ</a>
            </li>
          </ul>
        </main>
      </body>
    </html>
  )
}
