import { StaticPage } from './StaticPage';

export function TermsPage() {
  return (
    <StaticPage
      titleId="terms.title"
      descriptionId="terms.description"
      introId="terms.intro"
      sections={[
        {
          headingId: 'terms.section1.heading',
          bodyId: 'terms.section1.body',
        },
        {
          headingId: 'terms.section2.heading',
          bodyId: 'terms.section2.body',
        },
        {
          headingId: 'terms.section3.heading',
          bodyId: 'terms.section3.body',
        },
        {
          headingId: 'terms.section4.heading',
          bodyId: 'terms.section4.body',
        },
      ]}
    />
  );
}
