import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Article } from '../article/article.entity';
import { FeaturedRoute } from './featured-route';

/** One row per route: the route is the primary key, so a route can never hold two main articles. */
@Entity({ tableName: 'main_featured' })
export class MainFeatured {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'string' })
  route!: FeaturedRoute;

  @ManyToOne({ entity: () => Article, deleteRule: 'cascade' })
  article!: Article;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();
}
