// Every domain service, built on one EntityManager (a fork per request or per job).
import type { EntityManager } from '@mikro-orm/postgresql';
import { ArticleService, type ArticleServiceDeps } from './article/article.service';
import { CategoryService } from './category/category.service';
import { FeaturedService } from './featured/featured.service';
import { NewsletterService } from './newsletter/newsletter.service';
import { SearchService } from './search/search.service';
import { TagService } from './tag/tag.service';
import { UserService } from './user/user.service';

export interface GraphServices {
  em: EntityManager;
  articles: ArticleService;
  categories: CategoryService;
  tags: TagService;
  users: UserService;
  featured: FeaturedService;
  newsletter: NewsletterService;
  search: SearchService;
}

export type ServiceDeps = ArticleServiceDeps;

export function createServices(em: EntityManager, deps: ServiceDeps = {}): GraphServices {
  return {
    em,
    articles: new ArticleService(em, deps),
    categories: new CategoryService(em),
    tags: new TagService(em),
    users: new UserService(em),
    featured: new FeaturedService(em),
    newsletter: new NewsletterService(em),
    search: new SearchService(em),
  };
}
