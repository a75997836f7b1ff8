import { words } from '@/data/i18n'
import { getLatestNews } from '@/content/news/reads'
import { section } from '@/data/section'
import { NewsCard } from '../NewsCard'
import { SectionError } from '../SectionError'
import { Carousel } from './Carousel'
import { SectionHeading } from './SectionHeading'
import { routes } from '@/lib/routes'

const PLACEHOLDERS = [1, 2, 3]

/** Latest News; three placeholder cards while there is none. */
export async function HomeNews() {
  const [news, { t, label }] = await Promise.all([section('news', getLatestNews), words()])
  return (
    <section aria-labelledby="latest-news">
      <SectionHeading id="latest-news" title="Latest News" href={routes.news} linkLabel="All news" />
      {!news.ok ? (
        <SectionError what="Latest news" />
      ) : news.data.length === 0 ? (
        <ul className="news-placeholders">
          {PLACEHOLDERS.map((i) => (
            <li key={i} className="card news-card">
              <p className="news-card__date">DD/MM</p>
              <h3>{t.newsTitlePlaceholder}</h3>
              <p>{t.stayTuned}</p>
            </li>
          ))}
        </ul>
      ) : (
        <Carousel label={label('Latest news')} variant="news">
          {news.data.map((n) => (
            <NewsCard key={n.id} item={n} />
          ))}
        </Carousel>
      )}
    </section>
  )
}
