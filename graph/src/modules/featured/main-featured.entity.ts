import { Entity, ManyToOne, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { Article } from '../article/article.entity';
import { FeaturedRoute } from './featured-route';

/**
 * One row per route and edition: (route, language) is the primary key, so a route of an edition can
 * never hold two main articles, and each edition's pages have their own (ADR 0053).
 */
@Entity({ tableName: 'main_featured' })
export class MainFeatured {
  [OptionalProps]?: 'createdAt';
  [PrimaryKeyProp]?: ['route', 'language'];

  @PrimaryKey({ type: 'string' })
  route!: FeaturedRoute;

  /** The edition (a language tag); always the article's own. */
  @PrimaryKey({ type: 'text' })
  language!: string;

  @ManyToOne({ entity: () => Article, deleteRule: 'cascade' })
  article!: Article;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();
}
