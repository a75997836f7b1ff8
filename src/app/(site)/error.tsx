'use client'

/**
 * What a visitor sees when a page fails after the site's header and footer were made (a read
 * of the database failing): a plain message in both languages, inside the site's layout. The
 * server answers such a failure 503 with Retry-After (scripts/serve.ts); a page the response
 * cache makes is answered with its own kept "try again" page instead (src/server/responseCache).
 * Next requires an error boundary to be a client component; it needs no script to read.
 */
export default function PageError() {
  return (
    <div className="content-page">
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
    </div>
  )
}
