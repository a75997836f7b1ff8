'use client'
/** At the top of one's own account page while the password printed at first start is still in use. */
import { Banner } from '@payloadcms/ui'

import { MUST_CHANGE_PASSWORD_MESSAGE } from '@/lib/admin'

export const PasswordChangeNotice = () => (
  <div role="alert" className="password-change-notice">
    <Banner type="error">
      <strong>Choose a new password.</strong> {MUST_CHANGE_PASSWORD_MESSAGE}
    </Banner>
  </div>
)
