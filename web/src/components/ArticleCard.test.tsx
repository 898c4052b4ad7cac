import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { UPDATED_LABEL_HOURS } from '../config/constants';
import { cardArticle } from '../testing/articles';
import { renderWithApp } from '../testing/render';
import { ArticleCard } from './ArticleCard';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

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
      <MemoryRouter>
        <ArticleCard article={cardArticle({ correctedAt: hoursAgo(1) })} />
      </MemoryRouter>,
    );
    expect(html).not.toContain('Updated');
  });
});
