import type { SeedContext } from '../context'
import { sessionYearOf } from '@/lib/sessionYear'

import { richText } from '../richText'

export const ACTIVITY_TABS = [
  'The House System',
  'Physical',
  'Literary',
  'Social and Cultural',
  'Excursion/Picnic',
  'Academic Event Session',
] as const

export const STUDENT_COUNCIL_TABS = [
  'Annual Day', 'Education Fair', 'Dhurwa Campus', "Fresher's Day", 'Independence Day',
  'Independence Day Dhurva', 'As You Like It', "Children's day", 'Debate (ENG)(IX & X)', 'Debate',
  'English Debate (XI-XII)', 'English Rhymes', 'Extempore 6', 'Extempore 7',
  'Hindi Story Telling Competition', 'Investiture', 'Kabaddi', 'Mehandi', 'Music VIII to X',
  'Music XI to XII', 'Painting', 'Quiz XI to XII', 'Quiz IX to X', 'Rangoli', "Teacher's Day", 'Volleyball',
] as const

const filled = (field: string) => (d: Record<string, unknown>) => {
  const v = d[field]
  return Array.isArray(v) ? v.length > 0 : Boolean(v)
}

export async function seedAboutAndPrincipal(s: SeedContext) {
  const photo = await s.image('about-main-building', 'The main building at Doranda seen from the assembly ground')
  await s.ensureGlobal('about-page', filled('history'), {
    history: richText(
      { h: 2, text: 'Our history' },
      'Kestrel Springs Residential School opened on 9 January 1978 with 27 students, two teachers and two rooms lent by a neighbourhood library. The founders wanted a school where children from every background would learn in English without losing their roots.',
      'Today the school is affiliated to the Central Board of Secondary Education, New Delhi, and teaches 4407 students from Pre KG to Class XII. They are taught and cared for by 154 teachers, 17 administrative staff and 40 supporting staff.',
      'The session runs from April to March. Every student belongs to one of four houses: Auriga (Blue), Dorado (Green), Columba (Red) and Phoenix (Yellow).',
    ),
    extendedCampus: richText(
      { h: 2, text: 'The Dhurwa extended campus' },
      'Our extended campus at Dhurwa houses the primary wing, a second science block and playing fields for football, kabaddi and volleyball. School buses connect the two campuses every morning.',
    ),
    educationalAims: richText(
      { h: 2, text: 'Educational aims' },
      { ul: [
        'To help every child read, reason and express themselves with confidence.',
        'To build scientific temper and respect for evidence.',
        'To nurture empathy, honesty and a sense of service.',
        'To keep body and mind healthy through sport, yoga and the arts.',
      ] },
    ),
    motto: 'Tamaso mā jyotirgamaya',
    mottoMeaning: 'Lead us from darkness to light: from not knowing to understanding, and from understanding to wisdom.',
    photo,
  })

  const principal = await s.image('principal-portrait', 'Portrait of the principal, Dr. Meera Srinivasan', 'portrait', 'Principal')
  await s.ensureGlobal('principal-message', filled('principalName'), {
    quotation: 'A school is not a building; it is the promise we make to every child who walks through the gate.',
    principalName: 'Dr. Meera Srinivasan',
    designation: 'Principal',
    photo: principal,
    letter: richText(
      'Dear parents and students,',
      'Every April a new group of children joins us, some holding a parent’s hand tightly, some already running towards the swings. Our work is the same for all of them: to notice each child, to find what lights them up, and to give them the skills and the courage to follow it.',
      'We teach the CBSE curriculum with rigour, but marks are not the whole story. The debate that a shy student finally joins, the kabaddi match lost with good grace, the science project that failed three times before it worked: these shape character as much as any examination.',
      'I invite parents to be our partners. Read the circulars, come to the parent-teacher meetings, and talk to us whenever something worries you. Our doors, and our help desk, are open.',
      'With warm regards,',
      'Dr. Meera Srinivasan, Principal',
    ),
  })
}

export async function seedAcademicPages(s: SeedContext) {
  await s.ensureGlobal('syllabus-page', filled('sections'), {
    sections: [
      {
        heading: 'Syllabus',
        body: richText(
          'The school follows the syllabus prescribed by the CBSE and the NCERT textbooks from Class I to Class XII. Pre-primary classes follow an activity-based programme built around play, stories and number sense.',
          'Classes XI and XII offer Science (with Mathematics or Biology), Commerce and Humanities streams.',
        ),
      },
      {
        heading: 'Co-curricular activities',
        body: richText(
          'Every student takes part in at least one club each term: music, dance, art, robotics, eco club, quiz or debate. Work in these clubs is assessed and reported on the report card.',
        ),
      },
      {
        heading: 'Physical education',
        body: richText(
          'Physical education is compulsory for all classes. Students must wear the P.T. uniform on P.T. days. A medical certificate is required to be excused from physical activity for more than a week.',
        ),
      },
      {
        heading: 'Session and routine',
        body: richText(
          'The academic session runs from April to March. Assessment follows two terms, each with a periodic test and a term-end examination. The school day begins with the morning assembly.',
        ),
      },
    ],
  })

  // The current session's date sheet, named for the session the demo is installed in, comes first.
  const session = sessionYearOf(new Date())
  const currentSheet = await s.pdf(`date-sheet-${session}-half-yearly`, `Date Sheet: Half-Yearly Examination ${session}, Classes VI to IX`, [
    'Day 1: English',
    'Day 2: Hindi',
    'Day 3: Mathematics',
    'Day 4: Science',
    'Day 5: Social Science',
    'Day 6: Sanskrit / Computer Science',
    'Examinations begin at 8:30 AM and end at 11:30 AM. The school closes at 12:00 noon on examination days.',
    'Invigilators seat the students ten minutes before each paper begins.',
  ])
  const dateSheet = await s.pdf('date-sheet-2020-21-ix-xi', 'Date Sheet: Annual Examination 2020-21, Class IX & XI', [
    'Monday: English',
    'Wednesday: Mathematics',
    'Friday: Science / Accountancy / History',
    'Monday: Social Science / Economics',
    'Wednesday: Hindi / Sanskrit',
    'Examinations begin at 8:30 AM. Students must carry their admit cards.',
  ])
  await s.ensureGlobal('exam-schedule-page', filled('dateSheets'), {
    intro: 'Date sheets for the school examinations are published here as soon as they are final.',
    dateSheets: [
      { title: `Half-Yearly Examination ${session}: date sheet for Classes VI to IX`, file: currentSheet },
      { title: 'Annual Examination 2020-21 Class IX & XI', file: dateSheet },
    ],
  })

  const academicPdf = await s.pdf('academic-event-session', 'Academic Event Session 2025-26', [
    'Science exhibition: August',
    'Mathematics Olympiad: September',
    'Inter-house English debate: October',
    'Career guidance session for Classes X and XII: December',
  ])
  const activityText: Record<(typeof ACTIVITY_TABS)[number], string> = {
    'The House System':
      'Every student belongs to one of four houses: Auriga (Blue), Dorado (Green), Columba (Red) and Phoenix (Yellow). Houses compete in sport, debate, music and discipline through the year, and the winning house lifts the Founders’ Shield on Annual Day.',
    Physical:
      'Athletics, football, kabaddi, volleyball, basketball, chess and yoga are coached by trained physical education teachers. The annual sports meet is held in December.',
    Literary:
      'Debates, extempore, recitation, story telling in Hindi and English, and the school magazine Loquacity give every child a stage and a page.',
    'Social and Cultural':
      'Students celebrate the festivals of India together, run a community cleanliness drive every term and visit the old-age home in Doranda with gifts they make themselves.',
    'Excursion/Picnic':
      'Each class goes on at least one educational excursion a year: Patratu valley, Hundru Falls, the state museum and the Birsa zoological park are favourites.',
    'Academic Event Session': 'The schedule of academic events for the session is below.',
  }
  await s.ensureGlobal('activities-page', filled('tabs'), {
    tabs: ACTIVITY_TABS.map((title) => ({
      title,
      body: richText(activityText[title]),
      ...(title === 'Academic Event Session' ? { embeddedPdf: academicPdf } : {}),
    })),
  })

  const tabs = []
  for (const title of STUDENT_COUNCIL_TABS) {
    const photos = [
      await s.image(`council-${title}-1`, `${title}: students on stage`, 'photo', title),
      await s.image(`council-${title}-2`, `${title}: students and teachers together`, 'photo', title),
    ]
    tabs.push({ title, photos })
  }
  await s.ensureGlobal('student-council-page', filled('tabs'), {
    intro: 'The student council plans and runs the school’s events. Photographs from each event are below.',
    tabs,
  })
}

export async function seedAdmissionUniformTimings(s: SeedContext) {
  await s.ensureGlobal('admission-page', filled('admissionRules'), {
    intro: 'Admission is granted on the availability of seats and in accordance with CBSE rules.',
    admissionRules: [
      { text: 'Admission is generally made only in Pre KG, LKG, UKG and Grade XI.' },
      { text: 'No admission is made in Grades X and XII.' },
      { text: 'Registration forms are available at the school office and through the online registration link on the home page.' },
      { text: 'A transfer certificate from the previous school, countersigned where required, is needed at the time of admission.' },
    ],
    ageNote: 'Age as on 1st April of the year of admission',
    ageCriteria: [
      { className: 'Pre KG', age: '3-4 years' },
      { className: 'LKG', age: '4-5 years' },
      { className: 'UKG', age: '5-6 years' },
    ],
    feeRules: [
      { text: 'A late fee fine of Rs. 10 is charged for the first late month, and Rs. 25 for every further month of default.' },
      { text: 'The name of a student whose fees are unpaid for 6 months is struck off the rolls.' },
      { text: 'Once a student registers for the school bus, the bus fee is charged for 11 months.' },
      { text: 'The annual fee is paid together with the July tuition fee.' },
      { text: 'The fees for February and March are collected together with the January fee.' },
      { text: 'Students of Grades X and XII must clear all dues by January 20 to receive their admit cards.' },
      { text: 'A student joining in the middle of the session pays the fee for the whole session.' },
      { text: 'A transfer certificate is issued on one month’s notice in writing, or on payment of one month’s fee in lieu of notice.' },
      { text: 'Every student must have at least 2 pairs of the school uniform.' },
    ],
  })

  const row = (item: string, description: string) => ({ item, description })
  await s.ensureGlobal('uniform-page', filled('notes'), {
    intro: 'Students must come to school in the complete, clean uniform every day.',
    boys: {
      regular: [row('Shirt', 'White half-sleeve shirt with school monogram'), row('Trousers', 'Steel-grey trousers (shorts up to Class V)'), row('Belt', 'Navy blue school belt'), row('Shoes', 'Black leather shoes with grey socks')],
      pt: [row('T-shirt', 'House-colour T-shirt'), row('Track pants', 'White track pants'), row('Shoes', 'White canvas shoes with white socks')],
      winter: [row('Sweater', 'Navy blue V-neck full-sleeve sweater'), row('Blazer', 'Navy blue blazer with school crest (Class VI upwards)'), row('Shirt and trousers', 'As regular, full-sleeve shirt')],
      ptWinter: [row('Track suit', 'Navy blue track suit with house-colour piping'), row('Shoes', 'White canvas shoes with white socks')],
    },
    girls: {
      regular: [row('Shirt', 'White half-sleeve shirt with school monogram'), row('Skirt / salwar', 'Steel-grey pleated skirt; grey salwar and white kurta from Class IX'), row('Shoes', 'Black leather shoes with grey socks'), row('Hair', 'Navy blue ribbons or hair bands')],
      pt: [row('T-shirt', 'House-colour T-shirt'), row('Track pants', 'White track pants'), row('Shoes', 'White canvas shoes with white socks')],
      winter: [row('Sweater', 'Navy blue V-neck full-sleeve sweater'), row('Blazer', 'Navy blue blazer with school crest (Class VI upwards)'), row('Stockings', 'Grey woollen stockings')],
      ptWinter: [row('Track suit', 'Navy blue track suit with house-colour piping'), row('Shoes', 'White canvas shoes with white socks')],
    },
    notes: [
      { text: 'At least 2 pairs of the uniform are needed.' },
      { text: 'The P.T. uniform is worn on the days of the P.T. period and on Saturdays.' },
      { text: 'Winter uniform is worn from 15 November to 15 February.' },
    ],
  })

  await s.ensureGlobal('timings-page', filled('classTimings'), {
    classTimings: [
      { classes: 'Pre KG', summer: '09:00 - 11:30', winter: '10:00 - 12:30' },
      { classes: 'LKG - II', summer: '08:00 - 13:00', winter: '09:00 - 14:00' },
      { classes: 'III - X', summer: '07:50 - 13:45', winter: '08:50 - 14:45' },
      { classes: 'XI - XII', summer: '06:50 - 11:30', winter: '07:50 - 12:30' },
      { classes: 'Saturday: III - X', summer: '07:50 - 13:10', winter: '08:50 - 14:10' },
    ],
    busDepartures: [
      { days: 'Monday to Friday', summer: '13:50', winter: '14:50' },
      { days: 'Saturday', summer: '13:20', winter: '14:20' },
    ],
    officeHours: [
      { office: 'Principal', hours: '14:00 - 15:00' },
      { office: 'Vice Principal', hours: '14:00 - 15:00' },
      { office: 'Parent help desk', hours: '8:00 AM to 8:00 PM' },
    ],
    notes: [{ text: 'Parents may meet the Principal and Vice Principal during office hours on working days.' }],
  })
}

export async function seedCampusPages(s: SeedContext) {
  const places = [
    'Main building', 'Science laboratories', 'Computer laboratory', 'Library',
    'Auditorium', 'Sports ground', 'Music room', 'Art studio', 'Dhurwa campus',
  ]
  const photos = []
  for (const caption of places) {
    photos.push({ image: await s.image(`infrastructure-${caption}`, `${caption} of the school`), caption })
  }
  await s.ensureGlobal('infrastructure-page', filled('photos'), {
    intro: 'Two campuses, 105 classrooms and 12 laboratories on 20970 square metres.',
    photos,
  })

  await s.ensureGlobal('parent-portal-help', filled('guides'), {
    intro: 'The parent portal shows attendance, results, circulars and fees. These steps help you get started.',
    guides: [
      { heading: 'Logging in', steps: [{ text: 'Open the parent portal from the link at the top of the home page.' }, { text: 'Enter the user name and password sent to you by SMS.' }, { text: 'Choose your child’s name if you have more than one child in the school.' }] },
      { heading: 'Resetting your password', steps: [{ text: 'Click “Forgot password” on the sign-in page.' }, { text: 'Enter the mobile number registered with the school.' }, { text: 'You will receive your credentials by SMS on that number.' }] },
      { heading: 'Paying fees online', steps: [{ text: 'Sign in and open “Fees”.' }, { text: 'Choose the months to pay and check the amount, including any late fee.' }, { text: 'Pay by UPI, net banking or card, and download the receipt.' }] },
      { heading: 'Installing the mobile app', steps: [{ text: 'Search for the school ERP vendor’s parent app in your phone’s app store.' }, { text: 'Install it and enter the school code KSR.' }, { text: 'Sign in with the same user name and password as the portal.' }] },
    ],
  })

  const erpImages = [
    await s.image('erp-dashboard', 'Parent portal dashboard showing attendance and fees'),
    await s.image('erp-fees', 'Online fee payment screen'),
    await s.image('erp-app', 'Parent mobile app home screen'),
  ]
  await s.ensureGlobal('erp-page', filled('portals'), {
    intro: richText('The school runs its administration on the CampusLedger School ERP. Parents, students and teachers each have their own portal.'),
    portals: [
      { title: 'Parent portal', description: 'Attendance, report cards, circulars and fee payment for parents.', image: erpImages[0] },
      { title: 'Online fees', description: 'Pay tuition, bus and annual fees online and download receipts.', image: erpImages[1] },
      { title: 'Mobile app', description: 'Notifications and homework on your phone.', image: erpImages[2] },
    ],
  })

  const coordinator = await s.image('ksrys-coordinator', 'Portrait of the summit coordinator, Mr. Arjun Tirkey', 'portrait', 'Coordinator')
  const principal = await s.image('principal-portrait', 'Portrait of the principal, Dr. Meera Srinivasan', 'portrait', 'Principal')
  await s.ensureGlobal('youth-summit', filled('title'), {
    title: 'KSR Youth Summit 2024',
    date: '2024-08-29T00:00:00.000Z',
    startTime: '8:00am',
    endTime: '6:30pm',
    grades: '9-12',
    fee: 800,
    venue: 'School auditorium, Doranda campus',
    about: richText(
      'The KSR Youth Summit is an annual one-day summit where students of grades 9 to 12 from schools across Jharkhand debate the questions of their time in committee sessions modelled on deliberative assemblies.',
      'The registration fee of Rs. 800 covers lunch, refreshments and the delegate kit.',
    ),
    messages: [
      { author: 'Dr. Meera Srinivasan', role: 'Principal', message: 'The summit asks young people to listen as carefully as they speak. I look forward to welcoming delegates from across the state.', photo: principal },
      { author: 'Mr. Arjun Tirkey', role: 'Summit coordinator', message: 'Prepare your research, respect your fellow delegates, and come ready to change your mind when the evidence asks you to.', photo: coordinator },
    ],
    committees: [
      { name: 'Environment Council', agenda: [{ text: 'Protecting the forests and rivers of the Chota Nagpur plateau' }] },
      { name: 'Youth Parliament', agenda: [{ text: 'Screen time and the mental health of adolescents' }] },
      { name: 'Security Council', agenda: [{ text: 'Safety of students online' }] },
      { name: 'Press Corps', agenda: [{ text: 'Reporting the summit: news writing, photography and ethics' }] },
    ],
  })
}
