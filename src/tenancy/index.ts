/**
 * Tenancy: which school a request, job or command is for, and the one gate for privileged data
 * access (docs/security.md, "Isolation between schools"; docs/decisions/0012-many-schools.md).
 *
 * Code outside src/tenancy imports this file, `@/tenancy/request.server` (pages and API routes:
 * the school of Next's request), `@/tenancy/rules` (pure host and code rules), `@/tenancy/config`
 * (the Payload config's plugin and collections) or `@/tenancy/admin` (the admin's server
 * functions, which import Payload's UI); everything else here is internal (`npm run lint` says so).
 */
export { allSchools, forSchool, namesItsSchool, ACCOUNT_SCHOOLS, SCHOOL_FIELD, type AllSchoolsGate, type AllSchoolsReason, type SchoolGate } from './gate'
export type { How, School } from './school'
export { inSchool } from './scope'
export { everySchool, forSchoolOf, hostMatch, schoolAtHost, schoolForCommand, schoolOfRead, schoolOfRecord, schoolOfStaff, schoolsOf } from './which'
export { schoolsList } from './list'
export { findPage, isPage, withoutSchool } from './pages'
export { isShared } from './plugin'
export { readFor } from './which'
export { publicOriginOf, schoolIdOf, type SchoolEntry } from './rules'
export { addDomain, addSchoolRecord, addSchoolWith, ensureSchool, type NewSchool } from './schools'
export type { KeptHosts } from './collection'
export { mayOpen } from './payloadCollections'
