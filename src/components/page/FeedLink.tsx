import type { Feed } from '@/lib/feeds'

/** A link to the feed that mirrors a page: a feed reader, or a calendar app, keeps up with it. */
export function FeedLink({ feed }: { feed: Feed }) {
  return (
    <p className="feed-link">
      <a href={feed.url} type={feed.type}>
        {feed.label}
      </a>
    </p>
  )
}
