import { StaticPage } from './StaticPage';

export function TermsPage() {
  return (
    <StaticPage
      title="Terms of Service"
      description="The terms for using Savepoint's website and newsletter."
      intro="By using Savepoint you agree to these terms. They are short on purpose."
      sections={[
        {
          heading: 'Using the site',
          body: 'Read, share and link to our articles freely. Do not copy whole articles elsewhere without permission.',
        },
        {
          heading: 'Content',
          body: 'Articles reflect the opinion of their authors at the time of writing. Game details, prices and schedules can change after publication.',
        },
        {
          heading: 'Newsletter',
          body: 'The newsletter is free and you can leave it whenever you like.',
        },
        {
          heading: 'Changes',
          body: 'We may update these terms; the current version is always on this page.',
        },
      ]}
    />
  );
}
