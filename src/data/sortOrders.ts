/**
 * The order of every list the site and the API show, each ending in the id so that equal
 * dates always come out the same way. Export writes records in this order and import
 * recreates them so that it comes out the same again (see content/import).
 */
export const SORT = {
  news: ['-fromDate', '-id'],
  events: ['-date', '-id'],
  albums: ['-date', '-id'],
  highlights: ['-createdAt', '-id'],
  notifications: ['-createdAt', '-id'],
  registrations: ['-createdAt', '-id'],
  slides: ['order', 'id'],
  testimonials: ['createdAt', 'id'],
  toppers: ['-sessionYear', '-percentage', 'name', '-id'],
  faculty: ['order', 'name', 'id'],
  circulars: ['-date', '-id'],
  media: ['-date', '-id'],
  transferCertificates: ['-dateOfIssue', '-id'],
} satisfies Record<string, string[]>

/** Whether a list runs newest (or largest) first. */
export const descending = (sort: string[]) => sort[0]?.startsWith('-') ?? false
