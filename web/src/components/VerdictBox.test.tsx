import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../testing/render';
import { ArticleGrid } from './ArticleGrid';
import { cardArticle, reviewVerdict } from '../testing/articles';
import { VerdictBox } from './VerdictBox';

const names = new Map([
  ['pc', 'PC'],
  ['switch-2', 'Nintendo Switch 2'],
]);

describe('VerdictBox', () => {
  it('shows the score, label, verdict, pros and cons, what it was played on and for how long, and the disclosure', () => {
    renderWithApp(
      <VerdictBox
        review={reviewVerdict()}
        platformNames={names}
        placement="top"
        game={{ name: 'Tidebreaker', slug: 'tidebreaker' }}
      />,
    );
    const box = screen.getByRole('region', { name: 'Verdict: Tidebreaker' });
    expect(within(box).getByText('Score 8.5 out of 10, Recommended')).toBeInTheDocument();
    expect(within(box).getByText('Recommended', { selector: '.verdict-label' })).toBeInTheDocument();
    expect(within(box).getByText('A tense naval roguelike.')).toBeInTheDocument();
    const pros = within(box).getByRole('heading', { name: 'Pros' }).nextElementSibling as HTMLElement;
    expect(
      within(pros)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Crew traits that change every run']);
    const cons = within(box).getByRole('heading', { name: 'Cons' }).nextElementSibling as HTMLElement;
    expect(
      within(cons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Brutal late-game storms']);
    expect(within(box).getByText('PC, Nintendo Switch 2')).toBeInTheDocument();
    expect(within(box).getByText('27 hours')).toBeInTheDocument();
    expect(within(box).getByText('Review code provided by the publisher')).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Tidebreaker' })).toHaveAttribute('href', '/games/tidebreaker');
  });

  it('leaves out what the review does not carry', () => {
    renderWithApp(
      <VerdictBox
        review={reviewVerdict({
          score: 4,
          label: 'Avoid',
          verdict: null,
          pros: [],
          cons: [],
          platformsTested: [],
          playtimeHours: null,
          disclosure: null,
        })}
        platformNames={names}
        placement="end"
      />,
    );
    const box = screen.getByRole('region', { name: 'Our verdict' });
    expect(within(box).getByTestId('score-badge')).toHaveAttribute('data-label', 'Avoid');
    expect(within(box).queryByRole('heading', { name: 'Pros' })).not.toBeInTheDocument();
    expect(within(box).queryByRole('heading', { name: 'Cons' })).not.toBeInTheDocument();
    expect(within(box).queryByText('Played on')).not.toBeInTheDocument();
    expect(within(box).queryByText('Playtime')).not.toBeInTheDocument();
  });
});

describe('score badges on cards', () => {
  it('appear on cards of reviews only, with the score and its label', () => {
    renderWithApp(
      <ArticleGrid
        articles={[
          cardArticle({
            title: 'Scored',
            categorySlug: 'review',
            review: { __typename: 'Review', score: 9, label: 'Essential' },
          }),
          cardArticle({ title: 'Plain news' }),
        ]}
      />,
    );
    const [scored, plain] = screen.getAllByTestId('article-card');
    expect(within(scored).getByTestId('score-badge')).toHaveTextContent('9Score 9 out of 10, Essential');
    expect(within(plain).queryByTestId('score-badge')).not.toBeInTheDocument();
  });
});
