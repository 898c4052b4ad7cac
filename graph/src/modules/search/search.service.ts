import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../common/errors';
import { checkPage } from '../../common/pagination';
import { ArticleQueries, type ListedArticle } from '../article/article.queries';
import { searchTextOf } from './search-sql';

export class SearchService {
  constructor(private readonly em: EntityManager) {}

  /** Published articles matching the text, best first (the rule is in search-sql.ts). */
  async search(query: string, limit: number, withContent = true, language: string | null = null): Promise<ListedArticle[]> {
    const text = searchTextOf(query, 'query');
    if (!text) throw badInput('query', 'Please enter something to search for');
    checkPage(limit, 0);
    const page = await new ArticleQueries(this.em).page('public', { search: text, language }, limit, 0, {
      withCount: false,
      withContent,
    });
    return page.articles;
  }
}
