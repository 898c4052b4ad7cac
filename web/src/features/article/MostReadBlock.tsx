import { SiteLink } from '../../components/SiteLink';
import { useReaderQuery } from '../../app/server-page';
import { articlePath } from '../../components/ArticleCard';
import { ScoreBadge } from '../../components/ScoreBadge';
import { useEdition } from '../../lib/edition';
import { MOST_READ_COUNT, mostReadQuery } from './article-data';
import { useT } from '../../i18n/use-t';

/**
 * "Most Read": what readers read most over the last 7 days, less the stories already on the
 * screen (the article itself, its related list). Hidden until there is something.
 */
export function MostReadBlock({ excludeIds }: { excludeIds: number[] }) {
  const { language } = useEdition();
  const { query, variables } = mostReadQuery(language);
  const { data } = useReaderQuery(query, { variables });
  const t = useT();
  const items = (data?.mostReadArticles ?? []).filter((m) => !excludeIds.includes(m.article.id)).slice(0, MOST_READ_COUNT);
  if (items.length === 0) return null;
  return (
    <aside aria-labelledby="most-read-title" className="panel most-read">
      <h2 id="most-read-title" className="kicker">
        {t('article.mostRead')}
      </h2>
      <ol data-testid="most-read">
        {items.map(({ article }) => (
          <li key={article.id}>
            <SiteLink to={articlePath(article.slug)} className="link">
              {article.title}
            </SiteLink>
            {article.review ? (
              <>
                {' '}
                <ScoreBadge score={article.review.score} label={article.review.label} />
              </>
            ) : null}
          </li>
        ))}
      </ol>
    </aside>
  );
}
