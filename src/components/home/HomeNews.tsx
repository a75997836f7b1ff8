import { getLatestNews } from '@/data/queries'
import { section } from '@/data/section'
import { dayAndMonth } from '@/lib/dates'
import { firstFile } from '@/lib/media'
import { SectionError } from '../SectionError'
import { Carousel } from './Carousel'
import { SectionHeading } from './SectionHeading'

const PLACEHOLDERS = [1, 2, 3]

/** Latest News; three placeholder cards while there is none. */
export async function HomeNews() {
  const news = await section('news', getLatestNews)
  return (
    <section aria-labelledby="latest-news">
      <SectionHeading id="latest-news" title="Latest News" href="/news" linkLabel="All news" />
      {!news.ok ? (
        <SectionError what="Latest news" />
      ) : news.data.length === 0 ? (
        <ul className="news-placeholders">
          {PLACEHOLDERS.map((i) => (
            <li key={i} className="card news-card">
              <p className="news-card__date">DD/MM</p>
              <h3>News Title</h3>
              <p>Stay tuned for latest updates</p>
            </li>
          ))}
        </ul>
      ) : (
        <Carousel label="Latest news" variant="news">
          {news.data.map((n) => {
            const d = dayAndMonth(n.fromDate)
            const file = firstFile(n.attachments)
            return (
              <article key={n.id} className="card news-card">
                {d ? (
                  <p className="news-card__date">
                    <time dateTime={n.fromDate.slice(0, 10)}>
                      {d.day} {d.month}
                    </time>
                  </p>
                ) : null}
                <h3>{n.title}</h3>
                <p>{n.description}</p>
                {file?.url ? (
                  <a href={file.url} target="_blank" rel="noopener">
                    Read more<span className="visually-hidden">: {n.title} (opens in a new tab)</span>
                  </a>
                ) : null}
              </article>
            )
          })}
        </Carousel>
      )}
    </section>
  )
}
