import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../common/errors';
import { checkPage } from '../../common/pagination';
import type { Article } from '../article/article.entity';
import { ArticleService } from '../article/article.service';
import { SEARCH_MATCH, SEARCH_ORDER, SEARCH_QUERY_CTE, normalizeSearchText } from './search-sql';

export class SearchService {
  constructor(private readonly em: EntityManager) {}

  /** Published articles matching the text, best first. */
  async search(query: string, limit: number): Promise<Article[]> {
    const text = normalizeSearchText(query);
    if (!text) throw badInput('query', 'Please enter something to search for');
    if (text.length > 200) throw badInput('query', 'Search text must be at most 200 characters');
    checkPage(limit, 0);
    const rows: { id: number }[] = await this.em.execute(
      `WITH ${SEARCH_QUERY_CTE}
       SELECT a.id FROM article a CROSS JOIN q
       WHERE a.status = 'published' AND ${SEARCH_MATCH}
       ORDER BY ${SEARCH_ORDER}, a.published_at DESC NULLS LAST, a.id DESC
       LIMIT ?`,
      [text, text, limit],
    );
    return new ArticleService(this.em).findInOrder(rows.map((r) => r.id));
  }
}
