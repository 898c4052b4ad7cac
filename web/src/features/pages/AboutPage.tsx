import { StaticPage } from './StaticPage';

export function AboutPage() {
  return (
    <StaticPage
      title="About Savepoint"
      description="Who we are: Savepoint is a weekly gaming news and reviews publication."
      intro="Savepoint is a weekly gaming publication for players who want the news, the verdicts and the strategies in one place."
      sections={[
        {
          heading: 'What we cover',
          body: 'Industry news, in-depth reviews, esports results and storylines, hardware, the web side of gaming, and guides that get you past the hard parts.',
        },
        {
          heading: 'How we work',
          body: 'Our editors play what they review, say where a score comes from, and correct mistakes in the open. Reviews are never paid for.',
        },
        {
          heading: 'Get in touch',
          body: 'Tips, corrections and partnership ideas are welcome through the contact page.',
        },
      ]}
    />
  );
}
