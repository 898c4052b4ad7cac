import { StaticPage } from './StaticPage';

export function AboutPage() {
  return (
    <StaticPage
      titleId="about.title"
      descriptionId="about.description"
      introId="about.intro"
      sections={[
        {
          headingId: 'about.section1.heading',
          bodyId: 'about.section1.body',
        },
        {
          headingId: 'about.section2.heading',
          bodyId: 'about.section2.body',
        },
        {
          headingId: 'about.section3.heading',
          bodyId: 'about.section3.body',
        },
      ]}
    />
  );
}
