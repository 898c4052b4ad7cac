export const HEADER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/articles', label: 'Articles' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/esports', label: 'Esports' },
  { to: '/guides', label: 'Guides' },
  { to: '/web', label: 'Web' },
] as const;

export const FOOTER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/articles', label: 'Articles' },
  { to: '/esports', label: 'Esports' },
  { to: '/web', label: 'Web' },
  { to: '/guides', label: 'Guides' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/about', label: 'About' },
] as const;
