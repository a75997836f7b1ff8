import { build, day, dayInMonth } from '../builders'
import type { SeedContext } from '../context'

const doc = (value: number) => ({ relationTo: 'documents' as const, value })

export const HERO_SLIDES = [
  'Morning assembly at Doranda', 'Annual Day 2025', 'Science exhibition', 'Inter-house athletics',
  'Library reading hour', 'Robotics club', 'Independence Day parade', 'Art studio',
  'Music ensemble', 'Dhurwa campus', 'Kabaddi champions', 'Eco club planting drive',
  'Chemistry laboratory', 'Class XII farewell', 'Yoga day', 'Investiture ceremony',
  'Teachers’ Day', 'Children’s Day fair', 'Youth Summit 2024',
]

export async function seedHome(s: SeedContext) {
  for (const [i, title] of HERO_SLIDES.entries()) {
    const image = await s.image(`hero-${title}`, title, 'hero')
    await s.ensure('hero-slides', { title: { equals: title } }, { title, image, order: i + 1 })
  }

  const highlights = [
    ['Admissions open for Pre KG, LKG, UKG and Class XI for 2026-27', 'Admission notice 2026-27'],
    ['Winter uniform from 15 November: see the uniform circular', 'Winter uniform circular'],
    ['Half-yearly examination date sheet for Classes VI to IX', 'Half-yearly date sheet'],
    ['Annual sports meet on 12 December at the Dhurwa ground', 'Sports meet programme'],
  ]
  for (const [description, file] of highlights) {
    const attachment = await s.pdf(`highlight-${file}`, file!)
    await s.ensure('highlights', { description: { equals: description } }, {
      description, attachments: [doc(attachment)], _status: 'published',
    })
  }

  const notice = await s.pdf('notice-admissions-2026-27', 'Admission notice 2026-27', [
    'Registration for Pre KG, LKG, UKG and Class XI opens on 1 December.',
    'Age as on 1 April: Pre KG 3-4 years, LKG 4-5 years, UKG 5-6 years.',
  ])
  const noticeImage = await s.image('notification-admissions', 'Children reading in the school library', 'photo', 'Admissions 2026-27')
  await s.ensure('notifications', { title: { equals: 'Admissions 2026-27 are open' } }, {
    title: 'Admissions 2026-27 are open',
    description: 'Registration for Pre KG, LKG, UKG and Class XI is open. Read the notice for the age criteria and documents needed.',
    image: [noticeImage],
    attachments: [doc(notice)],
    url: 'https://erp.ksr-school.example/registration',
    _status: 'published',
  })
  const ptm = await s.image('notification-ptm', 'Parents and teachers talking in a classroom', 'photo', 'Parent-teacher meeting')
  await s.ensure('notifications', { title: { equals: 'Parent-teacher meeting on Saturday' } }, {
    title: 'Parent-teacher meeting on Saturday',
    description: 'Report cards of the half-yearly examination will be shared with parents from 9:00 AM to 12:00 PM.',
    image: [ptm],
    _status: 'published',
  })

  const form = await s.pdf('registration-form-2026-27', 'Registration form 2026-27', [
    'Name of the child:', 'Date of birth:', 'Class applied for:', 'Parent’s name and mobile number:',
  ])
  await s.ensure('online-registrations', { title: { equals: 'Online registration for 2026-27' } }, {
    title: 'Online registration for 2026-27', attachments: [doc(form)],
  })

  const testimonials = [
    ['Dr. Meera Srinivasan', 'Principal', 'Our children learn best when school and home pull in the same direction. Thank you, parents, for your trust.'],
    ['Mrs. Sunita Prasad', 'Parent', 'My daughter was painfully shy in Class III. The debate club has given her a voice she uses every day.'],
    ['Rahul Xalxo', 'Alumnus, batch of 2012', 'The science teachers here let us break things to see how they worked. I still do that, as an engineer.'],
    ['Mr. Imran Qureshi', 'Parent', 'The help desk answers at eight in the evening. For working parents that matters more than anything.'],
  ]
  for (const [name, category, message] of testimonials) {
    const photo = await s.image(`testimonial-${name}`, `Portrait of ${name}`, 'portrait', name!.split(' ').slice(-1)[0])
    await s.ensure('testimonials', { name: { equals: name } }, { name, category, message, photo })
  }
}

export async function seedNewsAndEvents(s: SeedContext, now: Date) {
  // Dated back from the day the demo is installed, so a fresh install reads like a live school.
  const ago = (days: number) => day(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate() - days)
  // The news categories staff choose from, in English and Hindi.
  const categories = { sports: ['Sports', 'खेलकूद'], events: ['Celebrations', 'उत्सव'], academics: ['Academics', 'शैक्षणिक'], campus: ['Campus', 'परिसर'] } as const
  const categoryIds: Record<string, number> = {}
  for (const [key, [label, hindi]] of Object.entries(categories)) {
    const id = await s.ensure('news-categories', { label: { equals: label } }, { label })
    await s.school.update({ collection: 'news-categories', id, locale: 'hi', data: { label: hindi } })
    categoryIds[key] = id
  }
  const news: [string, string, string, keyof typeof categories, boolean, string?][] = [
    ['Inter-school kabaddi trophy comes home', 'Our under-17 boys’ team won the district kabaddi championship at Morabadi stadium.', ago(3), 'sports', false, 'Kabaddi team with the district trophy'],
    ['Annual Day: “Rhythms of Jharkhand”', 'Over six hundred students performed dances and plays drawn from the folk traditions of the state.', ago(12), 'events', true, 'Students performing a folk dance on Annual Day'],
    ['Van Mahotsav: 500 saplings planted', 'The eco club planted 500 saplings at the Dhurwa campus with help from the forest department.', ago(40), 'campus', false],
    ['Science exhibition winners', 'A water-purifier made of clay and rice husk by Class IX students won the first prize.', ago(95), 'academics', false],
    ['CBSE Class XII results: 99.4% pass', 'Forty-two students scored above 95%. Congratulations to students, parents and teachers.', ago(190), 'academics', true],
    ['New robotics laboratory opened', 'The robotics laboratory at Doranda has 30 work stations for Classes VI to XII.', ago(320), 'campus', false],
    ['Hindi Pakhwada celebrated', 'Story telling, poetry recitation and essay writing in Hindi over two weeks.', ago(430), 'events', false],
    ['Board examination results', 'Class X: 100% pass; Class XII: 99.1% pass.', ago(560), 'academics', true],
  ]
  for (const [title, description, fromDate, category, withFile, photo] of news) {
    const attachments = [
      ...(photo ? [{ relationTo: 'images' as const, value: await s.image(`news-photo-${title}`, photo, 'photo', photo) }] : []),
      ...(withFile ? [doc(await s.pdf(`news-${title}`, title, [description]))] : []),
    ]
    await s.ensure('news', { title: { equals: title } }, { ...build.news({ title, description, fromDate, attachments }), category: categoryIds[category] })
  }

  const events: [string, number, number, string, string, string][] = [
    ['Parent-teacher meeting', -1, 8, '9:00 AM - 12:00 PM', 'Classrooms', 'Half-yearly report cards shared with parents.'],
    ['Inter-house quiz finals', -1, 22, '10:00 AM', 'Auditorium', 'Auriga, Dorado, Columba and Phoenix meet in the finals.'],
    ['Children’s Day fair', 0, 3, '8:00 AM - 1:00 PM', 'Assembly ground', 'Games and food stalls run by the teachers.'],
    ['English debate (XI-XII)', 0, 12, '11:00 AM', 'Auditorium', 'Motion: This house believes homework should be optional.'],
    ['Annual sports meet', 0, 20, '7:30 AM onwards', 'Dhurwa ground', 'Athletics, relays and the march past.'],
    ['Mathematics Olympiad', 0, 27, '9:00 AM', 'Classrooms', 'School round of the olympiad for Classes V to X.'],
    ['Winter camp begins', 1, 4, '9:00 AM', 'Dhurwa campus', 'Three days of outdoor learning for Classes VI to VIII.'],
    ['Christmas carol evening', 1, 18, '4:00 PM', 'Auditorium', 'The school choir sings carols in English, Hindi and Nagpuri.'],
    ['Republic Day celebration', 2, 26, '8:00 AM', 'Assembly ground', 'Flag hoisting and cultural programme.'],
    ['Science exhibition', -3, 14, '10:00 AM - 2:00 PM', 'Science block', 'Working models by Classes VI to IX.'],
  ]
  for (const [title, offset, date, time, venue, description] of events) {
    const image = await s.image(`event-${title}`, `${title} at the school`)
    await s.ensure('events', { title: { equals: title } }, build.event({
      title, date: dayInMonth(now, offset, date), time, venue, description, images: [image],
    }))
  }
}

export async function seedGalleries(s: SeedContext) {
  const albums: [string, string, string][] = [
    ['Annual Day 2025', day(2025, 11, 22), 'Rhythms of Jharkhand: folk dance and drama by 600 students.'],
    ['Independence Day 2025', day(2025, 8, 15), 'Flag hoisting, march past and songs at both campuses.'],
    ['Van Mahotsav 2025', day(2025, 7, 5), 'Planting saplings at the Dhurwa campus.'],
    ['Investiture Ceremony 2025', day(2025, 4, 25), 'The new student council takes its oath.'],
    ['Sports Meet 2024', day(2024, 12, 14), 'Track and field events at the Dhurwa ground.'],
    ['Children’s Day 2024', day(2024, 11, 14), 'Teachers perform for the students.'],
    ['Science Exhibition 2024', day(2024, 8, 14), 'Working models and experiments.'],
    ['Yoga Day 2024', day(2024, 6, 21), 'Surya namaskar on the assembly ground.'],
    ['Annual Day 2023', day(2023, 11, 25), 'A musical journey through the seasons.'],
    ['Teachers’ Day 2023', day(2023, 9, 5), 'Students take over the classrooms for a day.'],
    ['Excursion to Hundru Falls 2023', day(2023, 2, 10), 'Class VII visits the falls and the Subarnarekha river.'],
    ['Republic Day 2026', day(2026, 1, 26), 'Cultural programme after the flag hoisting.'],
    ['Holi Celebration 2026', day(2026, 3, 3), 'Colours, songs and sweets in the primary wing.'],
  ]
  for (const [title, date, description] of albums) {
    const photos = []
    for (let i = 1; i <= 4; i++) photos.push(await s.image(`gallery-${title}-${i}`, `${title}: photo ${i}`, 'photo', title))
    await s.ensure('gallery-albums', { title: { equals: title } }, build.galleryAlbum(photos, { title, date, description }))
  }

  const media: [string, string][] = [
    ['City daily covers our kabaddi win', day(2025, 9, 3)],
    ['Radio interview with the Principal', day(2025, 6, 10)],
    ['Science exhibition in the newspaper', day(2024, 8, 16)],
    ['Eco club featured on local television', day(2024, 7, 8)],
    ['Youth Summit 2024 press coverage', day(2024, 8, 30)],
    ['Annual Day review', day(2023, 11, 27)],
  ]
  for (const [title, date] of media) {
    const image = await s.image(`media-${title}`, `Newspaper cutting: ${title}`, 'photo', title)
    await s.ensure('media-items', { title: { equals: title } }, { title, date, image })
  }
}

export async function seedPeople(s: SeedContext) {
  const toppers: [string, 'X' | 'XII', string, number, string][] = [
    ['Ananya Sharma', 'XII', '2024-25', 98.2, 'Science'], ['Kabir Ansari', 'XII', '2024-25', 97.6, 'Commerce'], ['Riya Lakra', 'XII', '2024-25', 96.8, 'Humanities'],
    ['Ishaan Gupta', 'X', '2024-25', 99.0, ''], ['Sneha Minz', 'X', '2024-25', 98.4, ''], ['Aditya Rao', 'X', '2024-25', 97.8, ''],
    ['Priyanka Das', 'XII', '2023-24', 97.4, 'Science'], ['Mohit Jain', 'XII', '2023-24', 96.2, 'Commerce'], ['Sara Khan', 'XII', '2023-24', 95.8, 'Humanities'],
    ['Arjun Mehta', 'X', '2023-24', 98.6, ''], ['Tanya Kerketta', 'X', '2023-24', 97.2, ''], ['Vivek Soren', 'X', '2023-24', 96.6, ''],
    ['Nikita Agarwal', 'XII', '2022-23', 96.8, 'Science'], ['Rohit Pandey', 'XII', '2022-23', 95.4, 'Commerce'],
    ['Pooja Tirkey', 'X', '2022-23', 98.0, ''], ['Aman Sinha', 'X', '2022-23', 97.0, ''],
  ]
  // Each topper's parent gave consent for the photo and name (invented parents, as the toppers are).
  const parents = ['Sunita', 'Rajesh', 'Meena', 'Sanjay', 'Kavita', 'Manoj', 'Rekha', 'Arvind']
  for (const [i, [name, klass, sessionYear, percentage, stream]] of toppers.entries()) {
    const photo = await s.image(`topper-${name}`, `Portrait of ${name}`, 'portrait', name.split(' ')[0])
    const surname = name.split(' ').slice(1).join(' ')
    const consent = await s.ensure('consent-records', { childName: { equals: name } }, {
      childName: name, givenBy: `${parents[i % parents.length]} ${surname}`, relation: i % 2 ? 'Father' : 'Mother',
      dateGiven: `${sessionYear.slice(0, 4)}-05-20T00:00:00.000Z`, scope: 'photo-and-name',
      evidence: 'Signed consent form kept in the school office file.',
    })
    await s.ensure('toppers', { and: [{ name: { equals: name } }, { sessionYear: { equals: sessionYear } }] },
      build.topper({ name, class: klass, sessionYear, percentage, stream: stream || null, photo, consent }))
  }

  const faculty: [string, string, string][] = [
    ['Dr. Meera Srinivasan', 'Principal', 'Administration'], ['Mr. Rakesh Choudhary', 'Vice Principal', 'Administration'],
    ['Mrs. Anita Kujur', 'PGT (English)', 'Teaching'], ['Mr. Deepak Munda', 'PGT (Physics)', 'Teaching'],
    ['Dr. Sanjay Verma', 'PGT (Chemistry)', 'Teaching'], ['Mrs. Farah Naaz', 'PGT (Biology)', 'Teaching'],
    ['Mr. Ashok Mahto', 'PGT (Mathematics)', 'Teaching'], ['Mrs. Kiran Bhagat', 'PGT (Accountancy)', 'Teaching'],
    ['Mr. Prakash Ekka', 'PGT (Economics)', 'Teaching'], ['Mrs. Rekha Singh', 'PGT (History)', 'Teaching'],
    ['Mr. Vikram Tigga', 'PGT (Computer Science)', 'Teaching'], ['Mrs. Shweta Kumari', 'PGT (Hindi)', 'Teaching'],
    ['Mr. Nitin Barla', 'TGT (Mathematics)', 'Teaching'], ['Mrs. Lata Oraon', 'TGT (Science)', 'Teaching'],
    ['Mrs. Priti Jha', 'TGT (English)', 'Teaching'], ['Mr. Anil Kachhap', 'TGT (Social Science)', 'Teaching'],
    ['Mrs. Geeta Horo', 'TGT (Hindi)', 'Teaching'], ['Mr. Sameer Hussain', 'TGT (Sanskrit)', 'Teaching'],
    ['Mrs. Neha Toppo', 'PRT', 'Teaching'], ['Mrs. Asha Lohra', 'PRT', 'Teaching'],
    ['Ms. Divya Pathak', 'PRT', 'Teaching'], ['Mrs. Manju Bara', 'PRT', 'Teaching'],
    ['Ms. Ruchi Saxena', 'PRT', 'Teaching'], ['Mrs. Salma Bano', 'Pre-primary teacher', 'Teaching'],
    ['Mr. Joseph Lakra', 'Physical Education Teacher', 'Teaching'], ['Mrs. Bindu Nag', 'Music Teacher', 'Teaching'],
    ['Mr. Harish Mahli', 'Art Teacher', 'Teaching'], ['Mrs. Nandini Ghosh', 'Special Educator', 'Teaching'],
    ['Ms. Shalini Ekka', 'Counsellor', 'Support'], ['Mr. Rajesh Kumar', 'Librarian', 'Support'],
    ['Mr. Manoj Sahu', 'Office Superintendent', 'Administrative'], ['Mrs. Poonam Devi', 'Accountant', 'Administrative'],
  ]
  for (const [i, [name, designation, category]] of faculty.entries()) {
    await s.ensure('faculty', { name: { equals: name } }, build.faculty({ name, designation, category, order: i + 1 }))
  }
}

export async function seedCirculars(s: SeedContext) {
  const items: [string, 'News Letter' | 'Loquacity', string | null][] = [
    ['News Letter: April 2025', 'News Letter', day(2025, 4, 30)],
    ['News Letter: August 2025', 'News Letter', day(2025, 8, 31)],
    ['News Letter: November 2025', 'News Letter', day(2025, 11, 30)],
    ['News Letter: January 2024', 'News Letter', day(2024, 1, 31)],
    ['News Letter: July 2024', 'News Letter', day(2024, 7, 31)],
    ['News Letter: October 2023', 'News Letter', day(2023, 10, 31)],
    ['News Letter: March 2026', 'News Letter', day(2026, 3, 31)],
    ['News Letter: special edition on the founders', 'News Letter', null],
    ['News Letter: alumni stories', 'News Letter', null],
    ['Loquacity 2025', 'Loquacity', day(2025, 12, 15)],
    ['Loquacity 2024', 'Loquacity', day(2024, 12, 16)],
    ['Loquacity 2023', 'Loquacity', day(2023, 12, 18)],
    ['Loquacity: 40 years of the school', 'Loquacity', null],
  ]
  for (const [title, category, date] of items) {
    const file = await s.pdf(`circular-${title}`, title, [
      `${title}.`,
      category === 'Loquacity'
        ? 'The school magazine: poems, stories, essays and artwork by our students.'
        : 'News from the classrooms, the playing fields and the staff room.',
    ])
    await s.ensure('circulars', { title: { equals: title } }, build.circular([doc(file)], { title, category, date }))
  }
}

export async function seedTransferCertificates(s: SeedContext) {
  const tcs: [string, string, string, string, string][] = [
    // As schools write them: digits (as the old register), or with letters, / and -.
    ['KSR/2026/0042', 'Ananya Kujur', 'VI', day(2026, 4, 20), 'KSR/TC/2026/019'],
    ['10234', 'Rohan Verma', 'VIII', day(2025, 4, 10), 'KSR/TC/2025/014'],
    ['11872', 'Aisha Parveen', 'X', day(2025, 5, 22), 'KSR/TC/2025/031'],
    ['9821', 'Sumit Kumar Oraon', 'XII', day(2025, 6, 3), 'KSR/TC/2025/047'],
    ['12450', 'Meghna Roy', 'V', day(2025, 7, 18), 'KSR/TC/2025/052'],
    ['10987', 'Harsh Vardhan Singh', 'IX', day(2025, 9, 1), 'KSR/TC/2025/066'],
    ['13011', 'Lily Tete', 'III', day(2026, 1, 12), 'KSR/TC/2026/004'],
    // Issued in 2019: past the default five years, so the lookup no longer shows it.
    ['8120', 'Kavita Lakra', 'X', day(2019, 3, 28), 'KSR/TC/2019/022'],
  ]
  for (const [admissionNumber, studentName, classLastStudied, dateOfIssue, tcNumber] of tcs) {
    const certificate = await s.certificate(tcNumber, [
      `TC number: ${tcNumber}`,
      `Admission number: ${admissionNumber}`,
      `Name of the student: ${studentName}`,
      `Class last studied: ${classLastStudied}`,
      `Date of issue: ${dateOfIssue.slice(0, 10)}`,
      'Conduct: Good. All dues paid.',
    ])
    await s.ensure('transfer-certificates', { admissionNumber: { equals: admissionNumber } },
      build.transferCertificate(certificate, { admissionNumber, studentName, classLastStudied, dateOfIssue, tcNumber }))
  }
}
