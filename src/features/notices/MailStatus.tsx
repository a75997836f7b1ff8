import { emailUnavailable } from './channels/email'

/**
 * Above the subscribers and notices lists in the admin, while the deployment cannot send e-mail
 * (./channels/email `emailUnavailable`): why parents are not offered notices by e-mail, and
 * what happens to e-mail notices meanwhile.
 */
export function MailStatus() {
  if (!emailUnavailable()) return null
  return (
    <p role="note" style={{ margin: '0 0 1rem', padding: '0.75rem 1rem', border: '1px solid currentColor', borderRadius: 4 }}>
      <strong>E-mail is not set up on this website yet</strong> (the server has no SMTP_URL). Parents are not offered notices
      by e-mail on the Get notices page, and e-mails to existing subscribers wait until it is set up. Phone (push) notices
      work. Ask your website provider to set up e-mail.
    </p>
  )
}
