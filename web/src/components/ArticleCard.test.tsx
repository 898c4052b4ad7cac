import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ArticleCardFragment } from '../gql/reader/graphql';
import { cardArticle } from '../testing/articles';
import { ArticleCard } from './ArticleCard';

const renderCard = (overrides: Partial<Record<string, unknown>>) =>
  render(
    <MemoryRouter>
      <ArticleCard article={cardArticle(overrides) as unknown as ArticleCardFragment} />
    </MemoryRouter>,
  );

describe('ArticleCard', () => {
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
