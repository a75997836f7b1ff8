import { sessionYearOf } from '@/lib/sessionYear'

import type { SeedContext } from '../context'

export const SCHOOL_NAME = 'Kestrel Springs Residential School'
/** Its code in the old API's addresses (`/api/news/KSR`). */
export const SCHOOL_CODE = 'KSR'

export async function seedProfile(s: SeedContext) {
  const logo = await s.image('school-logo', `${SCHOOL_NAME} crest`, 'logo', 'KSR')
  await s.ensureGlobal('school-profile', (d) => Boolean(d.name), {
    name: SCHOOL_NAME,
    shortName: 'KSR',
    brandColour: '#123c73',
    affiliation: 'Affiliated to the Central Board of Secondary Education (CBSE), New Delhi',
    affiliationNumber: '3430000 (demo)',
    tagline: 'Learning with light, living with purpose',
    logo,
    foundedOn: '1978-01-09T00:00:00.000Z',
    firstRollStrength: 27,
    sessionStartMonth: 'April',
    sessionEndMonth: 'March',
    studentCount: 4407,
    teacherCount: 154,
    adminStaffCount: 17,
    supportStaffCount: 40,
    houses: [
      { name: 'Auriga', colour: 'Blue' },
      { name: 'Dorado', colour: 'Green' },
      { name: 'Columba', colour: 'Red' },
      { name: 'Phoenix', colour: 'Yellow' },
    ],
    emails: [
      { label: 'School office', email: 'office@ksr-school.example' },
      { label: 'Admissions', email: 'admissions@ksr-school.example' },
    ],
    phones: [
      { label: 'Main campus', number: '+91 651 240 1978' },
      { label: 'Dhurwa campus', number: '+91 651 244 0927' },
    ],
    address: 'Kestrel Springs Residential School\nHill View Road, Doranda\nRanchi, Jharkhand 834002',
    extendedCampusAddress: 'Dhurwa Campus, Sector 3, Dhurwa, Ranchi, Jharkhand 834004',
    mapEmbedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=85.30%2C23.32%2C85.34%2C23.35&layer=mapnik&marker=23.335%2C85.320',
    socialLinks: [
      { platform: 'Facebook', url: 'https://www.facebook.com/ksr.school.example' },
      { platform: 'Instagram', url: 'https://www.instagram.com/ksr.school.example' },
      { platform: 'YouTube', url: 'https://www.youtube.com/@ksr-school-example' },
    ],
    erpPortalUrl: 'https://erp.ksr-school.example/login',
    parentPortalUrl: 'https://parents.ksr-school.example',
    erpVendor: 'CampusLedger School ERP',
    helpDesk: { email: 'helpdesk@ksr-school.example', hours: '8:00 AM to 8:00 PM' },
    copyright: `© {year} ${SCHOOL_NAME}. All rights reserved.`,
  })

  await s.ensureGlobal('home-page', (d) => Boolean((d.aboutTeaser as { heading?: string } | undefined)?.heading), {
    aboutTeaser: {
      heading: 'Welcome to Kestrel Springs',
      text:
        'Since a January morning in 1978, when twenty-seven children walked into two borrowed classrooms, ' +
        'Kestrel Springs has grown into a community of more than four thousand learners across two campuses in Ranchi. ' +
        'We teach the CBSE curriculum with care for the whole child: mind, body and character.',
    },
    featureCards: [
      {
        title: 'Educational Aims',
        text: 'Curious, confident and kind young people who think for themselves and work well with others.',
        link: '/about-school',
      },
      {
        title: 'Our Motto',
        text: '“Tamaso mā jyotirgamaya”: lead us from darkness to light, from not knowing to understanding.',
        link: '/about-school',
      },
      {
        title: 'Syllabus',
        text: 'The CBSE curriculum from Pre KG to Class XII, with co-curricular and physical education for every child.',
        link: '/syllabus-curriculum',
      },
    ],
  })

  // This session's, named for the session the demo is installed in.
  const session = sessionYearOf(new Date())
  const holidayList = await s.pdf('holiday-list', `Holiday List ${session}`, [
    'Republic Day: 26 January',
    'Holi: March (as declared)',
    'Summer vacation: 15 May to 15 June',
    'Independence Day: 15 August',
    'Durga Puja: October (as declared)',
    'Diwali and Chhath: October / November (as declared)',
    'Winter break: 25 December to 1 January',
  ])
  const academicCalendar = await s.pdf('academic-calendar', `Academic Calendar ${session}`, [
    'April: new session begins; Investiture ceremony',
    'July: Periodic Test I',
    'September: Half-yearly examination',
    'November: Annual Day',
    'December: Periodic Test II',
    'February-March: Annual examination',
  ])
  await s.ensureGlobal('downloads', (d) => Boolean(d.holidayList), { holidayList, academicCalendar })
}
