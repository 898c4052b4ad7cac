// Spec §5: blank is "required"; anything that is not name@domain.tld without spaces is invalid.
// The words are catalog ids (i18n/messages), written in the edition's language by the form.
import type { MessageId } from '../../i18n/messages';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type NewsletterEmailProblem = { title: MessageId; description: MessageId } | null;

export function newsletterEmailProblem(email: string): NewsletterEmailProblem {
  if (!email.trim()) return { title: 'newsletter.emailRequired', description: 'newsletter.emailRequiredHint' };
  if (!EMAIL_PATTERN.test(email.trim())) return { title: 'newsletter.emailInvalid', description: 'newsletter.emailInvalidHint' };
  return null;
}
