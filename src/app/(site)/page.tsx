import { getLatestNews, getSchoolProfile } from '@/data/queries'
import { formatDate } from '@/lib/dates'

// Rendered per request from the CMS until the cached, revalidated home page lands.
export const dynamic = 'force-dynamic'

export default async function HomePage() {
  const [school, news] = await Promise.all([getSchoolProfile(), getLatestNews(6)])
  return (
    <main>
      <h1>{school.name}</h1>
      {school.tagline ? <p>{school.tagline}</p> : null}
      <address aria-label="Address">{school.address}</address>
      <section aria-labelledby="latest-news">
        <h2 id="latest-news">Latest news</h2>
        {news.length === 0 ? (
          <p>Stay tuned for latest updates</p>
        ) : (
          <ul className="news-list">
            {news.map((item) => (
              <li key={item.id}>
                <h3>{item.title}</h3>
                <time dateTime={item.fromDate}>{formatDate(item.fromDate)}</time>
                <p>{item.description}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  )
}
