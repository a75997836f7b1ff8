import { notFound } from 'next/navigation'

import { ContentPage } from '@/components/page/ContentPage'
import { RichText } from '@/components/page/RichText'
import { getPolicyPage } from '@/content/policy-pages/reads'
import { withSharing } from '@/data/seo'
import { POLICY_PAGES, policyPath, type PolicySlug } from '@/lib/policies'

const labelOf = (slug: PolicySlug) => POLICY_PAGES.find((p) => p.slug === slug)?.label ?? slug

/** A policy page's metadata: its title from the CMS (the code's name while none is published). */
export async function policyMetadata(slug: PolicySlug) {
  const doc = await getPolicyPage(slug)
  return withSharing({ title: doc?.title ?? labelOf(slug), alternates: { canonical: policyPath(slug) } })
}

/** One of the policy pages (lib/policies): its published document's title and text. */
export async function PolicyPage({ slug }: { slug: PolicySlug }) {
  const doc = await getPolicyPage(slug)
  if (!doc) notFound()
  return (
    <ContentPage title={doc.title} updatedAt={doc.updatedAt} translation={[doc.translationStamps]}>
      <RichText data={doc.body} />
    </ContentPage>
  )
}
