import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { UPDATED_LABEL_HOURS } from '../config/constants';
import type { ArticleCardFragment } from '../gql/reader/graphql';
import { cardArticle } from '../testing/articles';
import { renderWithApp } from '../testing/render';
import { ArticleCard } from './ArticleCard';
import { EditionIntlProvider } from '../i18n/EditionIntlProvider';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const renderCard = (overrides: Partial<Record<string, unknown>>) =>
  render(
    <MemoryRouter>
      <ArticleCard article={cardArticle(overrides) as unknown as ArticleCardFragment} />
    </MemoryRouter>,
    { wrapper: EditionIntlProvider },
  );

describe('the "Updated" label on a card', () => {
  it('shows for a recent correction only', async () => {
    renderWithApp(
      <>
        <ArticleCard article={cardArticle({ title: 'Fresh', correctedAt: hoursAgo(2) })} />
        <ArticleCard article={cardArticle({ title: 'Old', correctedAt: hoursAgo(UPDATED_LABEL_HOURS + 1) })} />
        <ArticleCard article={cardArticle({ title: 'Never' })} />
      </>,
    );
    expect(await screen.findAllByText('Updated')).toHaveLength(1);
    expect(screen.getByText('Updated').closest('article')).toHaveTextContent('Fresh');
  });

  it('is left out of the server-rendered card (a cached page would keep it past the window)', () => {
    const html = renderToString(
      <EditionIntlProvider>
        <MemoryRouter>
          <ArticleCard article={cardArticle({ correctedAt: hoursAgo(1) })} />
        </MemoryRouter>
      </EditionIntlProvider>,
    );
    expect(html).not.toContain('Updated');
  });
});

describe('the comment count on a card', () => {
  it('shows the comment count beside the reading time, as text inside the card link', () => {
    renderCard({ commentCount: 1234 });
    expect(screen.getByTestId('article-meta')).toHaveTextContent('3 min read · 1,234 comments');
    expect(screen.getByTestId('comment-count').tagName).toBe('SPAN');
  });

  it('says "1 comment" for one, and nothing for none (or comments off: graph answers 0)', () => {
    renderCard({ commentCount: 1 });
    expect(screen.getByTestId('comment-count')).toHaveTextContent(/^1 comment$/);
    renderCard({ commentCount: 0 });
    expect(screen.getAllByTestId('comment-count')).toHaveLength(1);
  });
});
