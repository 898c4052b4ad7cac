// One inbox, one key (issue 44). A ban must outlive the account, so it is kept by the address the
// member signed in with — but deleting an account erases the address (GDPR), so what is kept is a
// keyed hash of it: HMAC-SHA-256 under the INTERNAL_SECRET, which a dump of the database alone
// cannot reverse by hashing guessed addresses. The address is first made canonical by validator's
// normalizeEmail (lower case; the dots and +tags that Gmail, Outlook, Yahoo and iCloud ignore), so
// `Troll+2@GoogleMail.com` is the banned `troll@gmail.com` again, and the same rule counts magic
// links per recipient.
import { createHmac } from 'node:crypto';
import normalizeEmail from 'validator/lib/normalizeEmail';

/** The inbox an address reaches, as one string. */
export function canonicalAddress(email: string): string {
  const trimmed = email.trim().normalize('NFKC');
  return normalizeEmail(trimmed) || trimmed.toLowerCase();
}

/** The key a ban on this address is kept under (hex, 64 characters). */
export const banKeyOf = (secret: string, email: string): string =>
  createHmac('sha256', secret)
    .update(`member-ban:${canonicalAddress(email)}`)
    .digest('hex');
