/**
 * The school's own name and logo in the admin, in place of Payload's: on the sign-in page
 * (Logo) and at the start of the admin's breadcrumb bar (Icon). Both come from the School
 * profile of the school whose domain the admin is on (name, short name, logo), read when the page renders, so a new logo or name shows
 * at once. Server components: Payload passes them its Local API.
 */
import type { Payload } from 'payload'

import { forSchool } from '@/tenancy'
import { requestSchool } from '@/tenancy/request.server'

type Brand = { name: string; shortName: string; logo: string | null }

type Upload = { url?: string | null; sizes?: { thumb?: { url?: string | null } | null } | null }

async function brand(payload: Payload): Promise<Brand> {
  // The school of the admin's host (each school's staff sign in on its own domain); on a host
  // that is no school's, the deployment's own words.
  const school = await requestSchool()
  // The name and logo are public.
  const profile = school ? await forSchool(payload, school).page('school-profile', { depth: 1, select: { name: true, shortName: true, logo: true } }) : null
  const name = profile?.name?.trim() || 'School website'
  const logo = profile?.logo && typeof profile.logo === 'object' ? (profile.logo as Upload) : null
  return { name, shortName: profile?.shortName?.trim() || name, logo: logo?.sizes?.thumb?.url || logo?.url || null }
}

/** The sign-in page's heading: the logo above the school's name, and what this page is. */
export async function SchoolLogo({ payload }: { payload: Payload }) {
  const { name, logo } = await brand(payload)
  return (
    <div className="school-brand">
      {/* The name beside it says what the logo is. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- sized at upload (the thumb); no runtime optimiser */}
      {logo ? <img className="school-brand__logo" src={logo} alt="" width={96} height={96} /> : null}
      <h1 className="school-brand__name">{name}</h1>
      <p className="school-brand__what">Website administration</p>
    </div>
  )
}

/** The small logo in the breadcrumb bar (a link to the dashboard), named for the school. */
export async function SchoolIcon({ payload }: { payload: Payload }) {
  const { shortName, logo } = await brand(payload)
  return logo ? (
    // eslint-disable-next-line @next/next/no-img-element -- sized at upload (the thumb); no runtime optimiser
    <img className="school-icon" src={logo} alt={shortName} width={24} height={24} />
  ) : (
    <span className="school-icon school-icon--text">{shortName}</span>
  )
}

/** The school's name for the admin's page titles ("Dashboard · Kendriya Sainik … admin"). */
export async function schoolNameFor(payload: Payload): Promise<string> {
  return (await brand(payload)).name
}
