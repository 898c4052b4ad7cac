// The header's and footer's links; labels are catalog ids (i18n/messages).
import type { MessageId } from '../../i18n/messages';

interface NavLink {
  to: string;
  labelId: MessageId;
}

export const HEADER_LINKS = [
  { to: '/', labelId: 'nav.home' },
  { to: '/articles', labelId: 'nav.articles' },
  { to: '/reviews', labelId: 'nav.reviews' },
  { to: '/esports', labelId: 'nav.esports' },
  { to: '/guides', labelId: 'nav.guides' },
  { to: '/web', labelId: 'nav.web' },
] as const satisfies readonly NavLink[];

export const FOOTER_LINKS = [
  { to: '/', labelId: 'nav.home' },
  { to: '/articles', labelId: 'nav.articles' },
  { to: '/esports', labelId: 'nav.esports' },
  { to: '/web', labelId: 'nav.web' },
  { to: '/guides', labelId: 'nav.guides' },
  { to: '/contact', labelId: 'nav.contact' },
  { to: '/privacy', labelId: 'nav.privacy' },
  { to: '/terms', labelId: 'nav.terms' },
  { to: '/about', labelId: 'nav.about' },
] as const satisfies readonly NavLink[];
