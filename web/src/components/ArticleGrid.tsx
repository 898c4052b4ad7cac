import type { ArticleCardFragment } from '../gql/reader/graphql';
import { ArticleCard, ArticleCardSkeleton } from './ArticleCard';
import { useT } from '../i18n/use-t';

/**
 * Which cards run two columns wide so the last row is never a lone card: with 3 columns, 10 cards
 * become a wide first card, 6 single ones and a wide last card (4 full rows).
 */
export function wideCards(count: number, columns: number): Set<number> {
  const wide = new Set<number>();
  const remainder = count % columns;
  if (count < columns || remainder === 0) return wide;
  const needed = columns - remainder; // each wide card fills one extra cell
  if (needed >= 1) wide.add(0);
  if (needed >= 2) wide.add(count - 1);
  return wide;
}

export function ArticleGrid({ articles }: { articles: ArticleCardFragment[] }) {
  const wideOnLarge = wideCards(articles.length, 3);
  const wideOnMedium = wideCards(articles.length, 2);
  return (
    <div className="grid" data-testid="article-grid">
      {articles.map((article, index) => {
        const className = [wideOnMedium.has(index) && 'wide-md', wideOnLarge.has(index) && 'wide-lg'].filter(Boolean).join(' ');
        return (
          <div key={article.id} className={className || undefined}>
            <ArticleCard article={article} />
          </div>
        );
      })}
    </div>
  );
}

export function ArticleGridSkeleton({ count = 6 }: { count?: number }) {
  const t = useT();
  return (
    <div className="grid" aria-busy="true" aria-label={t('grid.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <ArticleCardSkeleton key={i} />
      ))}
    </div>
  );
}
