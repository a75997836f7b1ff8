import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { NotFoundPage } from '@/components/page/NotFoundPage'
import { ListedItem, ListedList, listedMetadata, listedTarget } from '@/content/listing/pages'
import { markNotFound } from '@/server/renderContext'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ missing: string[] }>; searchParams: Promise<{ page?: string | string[] }> }

const targetOf = async ({ params, searchParams }: Props) => listedTarget((await params).missing, (await searchParams).page)

const NOT_FOUND: Metadata = { title: 'Page not found', robots: { index: false } }

export async function generateMetadata(props: Props): Promise<Metadata> {
  const target = await targetOf(props)
  return target ? listedMetadata(target) : NOT_FOUND
}

/**
 * Any path no page file claims: a content type's own list or item page (src/content/listing),
 * else the site's 404 page, inside the shell, rendered on the server so it reads without
 * JavaScript (the server answers it with status 404). Outside the server's own renders (a staff
 * preview) it falls back to Next's notFound().
 */
export default async function Missing(props: Props) {
  const target = await targetOf(props)
  const page = target === null ? null : 'page' in target ? await ListedList(target) : await ListedItem(target)
  if (page) return page
  if (!markNotFound()) notFound()
  return <NotFoundPage />
}
