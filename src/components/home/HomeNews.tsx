import { getLatestNews } from '@/data/queries'
import { section } from '@/data/section'
import { NewsCard } from '../NewsCard'
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
          {news.data.map((n) => (
            <NewsCard key={n.id} item={n} />
          ))}
        </Carousel>
      )}
    </section>
  )
}
