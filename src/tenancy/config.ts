/**
 * What the Payload config takes from tenancy (src/payload.config.ts, src/content): the plugin
 * that makes every collection per school, and the schools collection itself.
 */
export { perSchool } from './plugin'
export { Schools } from './collection'
export { perSchoolPayloadCollections } from './payloadCollections'
