import { StaticPage } from './StaticPage';

export function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      description="How Savepoint handles the little personal data it keeps."
      intro="We keep as little about you as we can. This page explains what that is and why."
      sections={[
        {
          heading: 'What we collect',
          body: 'If you subscribe to the newsletter we store your email address. Editors who log in have a session cookie. Reading articles needs no account.',
        },
        {
          heading: 'How we use it',
          body: 'Your email address is used only to send the newsletter you asked for. We do not sell or share it.',
        },
        {
          heading: 'Cookies',
          body: 'A single session cookie keeps editors logged in. Readers are not tracked across sites.',
        },
        {
          heading: 'Your choices',
          body: 'You can unsubscribe from the newsletter at any time, or write to us to have your address removed.',
        },
      ]}
    />
  );
}
