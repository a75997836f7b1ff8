import { describe, expect, it } from 'vitest'

import { collections } from '@/content'
import { noticeTopics } from '../../topics'
import { confirmationMail, noticeMail } from './mail'

/** The config's topics, with the words their types give them. */
const topics = noticeTopics(collections)
const chosen = (...names: string[]) => topics.filter((t) => names.includes(t.name))

describe('notice e-mails', () => {
  it('carry one-click unsubscribe and say the same in text and HTML, escaped', () => {
    const mail = noticeMail({
      school: 'Kestrel <Springs>',
      items: [{ kind: 'circulars', title: 'Fee <due> by 10th', summary: 'News Letter', url: 'https://school.example/newsletters' }],
      topics,
      unsubscribe: 'https://school.example/subscriptions/unsubscribe?s=1&t=x',
      locale: 'en',
    })
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<https://school.example/subscriptions/unsubscribe?s=1&t=x>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    expect(mail.subject).toBe('Fee <due> by 10th')
    expect(mail.text).toContain('Circular: Fee <due> by 10th')
    expect(mail.html).toContain('Fee &lt;due&gt; by 10th')
    expect(mail.html).not.toContain('<due>')
    const hindi = confirmationMail({ school: 'केएसआर', link: 'https://school.example/hi/notices/confirm?s=1&t=x', locale: 'hi', topics: chosen('alerts', 'news'), frequency: 'daily' })
    expect(hindi.subject).toBe('केएसआर की सूचनाओं की पुष्टि करें')
    expect(hindi.html).toContain('lang="hi"')
    // It says what confirming agrees to.
    expect(hindi.text).toContain('आपातकालीन सूचनाएँ (विद्यालय बंद, अत्यावश्यक बदलाव); समाचार')
    expect(hindi.text).toContain('दिन में एक ई-मेल, शाम को')
  })

  it('name each item by its topic’s word in the subscriber’s language; an emergency alert’s subject says what it is', () => {
    const item = (kind: string, title: string) => ({ kind, title, summary: '', url: 'https://school.example/' })
    const mail = (locale: 'en' | 'hi', ...items: ReturnType<typeof item>[]) => noticeMail({ school: 'KSR', items, topics, unsubscribe: 'https://school.example/u', locale })
    expect(mail('en', item('alerts', 'School closed')).subject).toBe('Emergency alert: School closed')
    expect(mail('hi', item('alerts', 'विद्यालय बंद')).subject).toBe('आपातकालीन सूचना: विद्यालय बंद')
    expect(mail('en', item('events', 'Annual day')).text).toContain('Event: Annual day')
    expect(mail('hi', item('events', 'वार्षिकोत्सव')).text).toContain('कार्यक्रम: वार्षिकोत्सव')
    expect(mail('en', item('achievements', 'State chess title')).subject).toBe('State chess title')
    expect(mail('en', item('achievements', 'State chess title')).text).toContain('Achievement: State chess title')
    expect(mail('hi', item('achievements', 'राज्य शतरंज खिताब')).text).toContain('उपलब्धि: राज्य शतरंज खिताब')
    // A notice queued under a topic the config has since dropped: its title alone.
    expect(mail('en', item('gone', 'Old news'), item('news', 'New news')).text).toMatch(/^Old news\n[\s\S]*\nNews: New news\n/)
  })
})

describe('classes in notice e-mails (issue #45)', () => {
  it('list the classes chosen in the confirmation, and say when none was; say nothing of classes where the school keeps none', () => {
    const confirm = (classes?: string[]) =>
      confirmationMail({ school: 'KSR', link: 'https://school.example/notices/confirm?s=1&t=x', locale: 'en', topics: chosen('news'), frequency: 'immediate', classes }).text
    expect(confirm(['VI-A', 'X-B'])).toContain('Classes: VI-A, X-B.')
    expect(confirm([])).toContain('Classes: none (only the notices for the whole school).')
    expect(confirm(undefined)).not.toContain('Classes')
    const hindi = confirmationMail({ school: 'केएसआर', link: 'https://school.example/hi/notices/confirm?s=1&t=x', locale: 'hi', topics: chosen('news'), frequency: 'daily', classes: ['VI-A'] })
    expect(hindi.text).toContain('कक्षाएँ: VI-A.')
  })

  it('carry the preferences link next to the unsubscribe link, in text and HTML', () => {
    const preferences = 'https://school.example/notices/preferences?s=1&t=y'
    const mail = noticeMail({ school: 'KSR', items: [], topics, unsubscribe: 'https://school.example/u', preferences, locale: 'en' })
    expect(mail.text).toContain(`Change your classes or what you get: ${preferences}`)
    expect(mail.html).toContain(`<a href="https://school.example/notices/preferences?s=1&amp;t=y">Change your choices</a>`)
  })
})
