import { APIError } from 'payload'

/**
 * A staff-account request refused for a reason its sender is told in a whole sentence (4xx):
 * the current password missing, a new password due first, an invitation not valid. Logged as
 * routine, not as a server error (payload.config's loggingLevels, which go by this name).
 */
export class AccountRefusal extends APIError {
  constructor(message: string, status: 400 | 403 | 429) {
    super(message, status, undefined, true)
    this.name = 'AccountRefusal'
  }
}
