import { StaticPage } from './StaticPage';

export function PrivacyPage() {
  return (
    <StaticPage
      titleId="privacy.title"
      descriptionId="privacy.description"
      introId="privacy.intro"
      sections={[
        {
          headingId: 'privacy.section1.heading',
          bodyId: 'privacy.section1.body',
        },
        {
          headingId: 'privacy.section2.heading',
          bodyId: 'privacy.section2.body',
        },
        {
          headingId: 'privacy.section3.heading',
          bodyId: 'privacy.section3.body',
        },
        {
          headingId: 'privacy.section4.heading',
          bodyId: 'privacy.section4.body',
        },
      ]}
    />
  );
}
