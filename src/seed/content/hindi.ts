/**
 * Hindi for the demo school: the home page texts and the About page, written for this
 * project. The Principal's message and the other pages are left in English on purpose, so
 * the Hindi site shows how an untranslated page falls back to English and says so.
 * Like the rest of the seed, a Hindi text staff have already written is left alone.
 */
import type { CollectionSlug } from 'payload'

import type { SchoolGate } from '@/tenancy'

import { richText } from '../richText'
import type { SeedContext } from '../context'

type Card = { id?: string | null; title: string; text: string; link: string }

const CARDS: Record<string, { title: string; text: string }> = {
  'Educational Aims': {
    title: 'शैक्षिक उद्देश्य',
    text: 'जिज्ञासु, आत्मविश्वासी और संवेदनशील युवा, जो स्वयं सोचें और दूसरों के साथ मिलकर काम करें।',
  },
  'Our Motto': {
    title: 'हमारा ध्येय वाक्य',
    text: '“तमसो मा ज्योतिर्गमय”: हमें अंधकार से प्रकाश की ओर, अनजानेपन से समझ की ओर ले चलो।',
  },
  Syllabus: {
    title: 'पाठ्यक्रम',
    text: 'प्री-केजी से कक्षा XII तक सीबीएसई पाठ्यक्रम, हर बच्चे के लिए सह-शैक्षिक और शारीरिक शिक्षा के साथ।',
  },
}

/** Saves a page's Hindi fields. */
const updatePage = (school: SchoolGate, { slug, data, ...options }: { slug: CollectionSlug; data: Record<string, unknown>; locale: string; depth: number }) =>
  school.savePage(slug, data, options)

const hasHindi = async (school: SchoolGate, slug: 'home-page' | 'about-page') => {
  const doc = (await school.page(slug, { depth: 0, locale: 'hi' })) as { translationStamps?: { hi?: string } | null }
  return Boolean(doc.translationStamps?.hi)
}

export async function seedHindi(s: SeedContext) {
  const { school } = s
  if (!(await hasHindi(school, 'home-page'))) {
    const home = await school.page('home-page', { depth: 0, locale: 'en' })
    const cards = ((home.featureCards ?? []) as Card[]).map((c) => ({
      id: c.id,
      link: c.link,
      ...(CARDS[c.title] ?? { title: c.title, text: c.text }),
    }))
    await updatePage(school, {
      slug: 'home-page',
      locale: 'hi',
      depth: 0,
      data: {
        aboutTeaser: {
          heading: 'केस्ट्रल स्प्रिंग्स में आपका स्वागत है',
          text:
            'जनवरी 1978 की एक सुबह, जब सत्ताईस बच्चे दो उधार ली हुई कक्षाओं में पहुँचे थे, तब से केस्ट्रल स्प्रिंग्स ' +
            'राँची के दो परिसरों में चार हज़ार से अधिक विद्यार्थियों का परिवार बन चुका है। ' +
            'हम सीबीएसई पाठ्यक्रम पढ़ाते हैं और पूरे बच्चे का ध्यान रखते हैं: मन, शरीर और चरित्र।',
        },
        featureCards: cards,
      },
    })
  }
  if (!(await hasHindi(school, 'about-page'))) {
    await updatePage(school, {
      slug: 'about-page',
      locale: 'hi',
      depth: 0,
      data: {
        history: richText(
          { h: 2, text: 'हमारा इतिहास' },
          'केस्ट्रल स्प्रिंग्स रेज़िडेंशियल स्कूल 9 जनवरी 1978 को 27 विद्यार्थियों, दो शिक्षकों और पास के एक पुस्तकालय से मिले दो कमरों के साथ शुरू हुआ। संस्थापक ऐसा विद्यालय चाहते थे जहाँ हर पृष्ठभूमि के बच्चे अपनी जड़ों से जुड़े रहकर अंग्रेज़ी में पढ़ सकें।',
          'आज विद्यालय केंद्रीय माध्यमिक शिक्षा बोर्ड (सीबीएसई), नई दिल्ली से संबद्ध है और प्री-केजी से कक्षा XII तक 4407 विद्यार्थियों को पढ़ाता है। उनकी पढ़ाई और देखभाल 154 शिक्षक, 17 प्रशासनिक कर्मचारी और 40 सहायक कर्मचारी करते हैं।',
          'सत्र अप्रैल से मार्च तक चलता है। हर विद्यार्थी चार सदनों में से एक का सदस्य होता है: ऑरिगा (नीला), डोरैडो (हरा), कोलंबा (लाल) और फ़ीनिक्स (पीला)।',
        ),
        extendedCampus: richText(
          { h: 2, text: 'धुर्वा का विस्तारित परिसर' },
          'धुर्वा स्थित हमारे विस्तारित परिसर में प्राथमिक विभाग, विज्ञान का दूसरा भवन और फ़ुटबॉल, कबड्डी व वॉलीबॉल के मैदान हैं। हर सुबह स्कूल बसें दोनों परिसरों को जोड़ती हैं।',
        ),
        educationalAims: richText(
          { h: 2, text: 'शैक्षिक उद्देश्य' },
          {
            ul: [
              'हर बच्चे को आत्मविश्वास के साथ पढ़ने, तर्क करने और अपनी बात कहने में सक्षम बनाना।',
              'वैज्ञानिक दृष्टिकोण और प्रमाण के प्रति सम्मान विकसित करना।',
              'सहानुभूति, ईमानदारी और सेवा-भाव को पोषित करना।',
              'खेल, योग और कलाओं के माध्यम से तन और मन को स्वस्थ रखना।',
            ],
          },
        ),
        motto: 'तमसो मा ज्योतिर्गमय',
        mottoMeaning: 'हमें अंधकार से प्रकाश की ओर ले चलो: अनजानेपन से समझ की ओर, और समझ से विवेक की ओर।',
      },
    })
  }
}
