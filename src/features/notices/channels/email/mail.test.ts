import { describe, expect, it } from 'vitest'

import { confirmationMail, noticeMail } from './mail'

describe('notice e-mails', () => {
  it('carry one-click unsubscribe and say the same in text and HTML, escaped', () => {
    const mail = noticeMail({
      school: 'Kestrel <Springs>',
      items: [{ kind: 'circulars', title: 'Fee <due> by 10th', summary: 'News Letter', url: 'https://school.example/newsletters' }],
      unsubscribe: 'https://school.example/subscriptions/unsubscribe?s=1&t=x',
      locale: 'en',
    })
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<https://school.example/subscriptions/unsubscribe?s=1&t=x>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    expect(mail.subject).toBe('Fee <due> by 10th')
    expect(mail.text).toContain('Circular: Fee <due> by 10th')
    expect(mail.html).toContain('Fee &lt;due&gt; by 10th')
    expect(mail.html).not.toContain('<due>')
    const hindi = confirmationMail({ school: 'केएसआर', link: 'https://school.example/hi/notices/confirm?s=1&t=x', locale: 'hi', topics: ['alerts', 'news'], frequency: 'daily' })
    expect(hindi.subject).toBe('केएसआर की सूचनाओं की पुष्टि करें')
    expect(hindi.html).toContain('lang="hi"')
    // It says what confirming agrees to.
    expect(hindi.text).toContain('आपातकालीन सूचनाएँ (विद्यालय बंद, अत्यावश्यक बदलाव); समाचार')
    expect(hindi.text).toContain('दिन में एक ई-मेल, शाम को')
  })
})
