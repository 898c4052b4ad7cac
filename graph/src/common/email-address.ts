// The one rule for an email address a reader or an editor types (newsletter, member sign-in links,
// an editor's test digest): a bare address, local@domain.tld, at most 254 characters. A display name
// or a comment (`T<troll@x.com>`, `x(y)troll@x.com`) is mailed by nodemailer to the inbox inside it,
// while bans, per-recipient and per-domain limits would count it as another address: refused.
import { badInput } from './errors';

const BARE_ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const MAX_ADDRESS_LENGTH = 254;

/** The address trimmed, or a 400 naming `email`: blank, or not one bare address. */
export function emailAddressOf(raw: string | null | undefined): string {
  const email = (raw ?? '').trim();
  if (!email) throw badInput('email', 'Please enter your email address');
  if (email.length > MAX_ADDRESS_LENGTH || !BARE_ADDRESS.test(email))
    throw badInput('email', 'Please enter a valid email address');
  return email;
}
