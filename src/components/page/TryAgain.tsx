/**
 * The words of the site's error pages ((site)/error.tsx inside the layout, global-error.tsx
 * without it): what happened and what to do, in both languages, needing nothing from the CMS
 * (the database may be what failed). Plain markup, no state: it reads without JavaScript.
 */
export function TryAgain() {
  return (
    <>
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
    </>
  )
}
