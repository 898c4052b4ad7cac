// Spec §5: blank is "required"; anything that is not name@domain.tld without spaces is invalid.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type NewsletterEmailProblem = { title: string; description: string } | null;

export function newsletterEmailProblem(email: string): NewsletterEmailProblem {
  if (!email.trim()) return { title: 'Email Required', description: 'Please enter your email address' };
  if (!EMAIL_PATTERN.test(email.trim())) return { title: 'Invalid Email', description: 'Please enter a valid email address' };
  return null;
}
