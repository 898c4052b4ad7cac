import { Activity } from '../modules/activity/activity.entity';
import { Article } from '../modules/article/article.entity';
import { Media } from '../modules/media/media.entity';
import { ArticleRevision } from '../modules/revision/revision.entity';
import { Category } from '../modules/category/category.entity';
import { MainFeatured } from '../modules/featured/main-featured.entity';
import { Subscriber } from '../modules/newsletter/subscriber.entity';
import { Tag } from '../modules/tag/tag.entity';
import { ApiToken } from '../modules/user/api-token.entity';
import { User } from '../modules/user/user.entity';

/** @public Loaded with require() in mikro-orm.config.ts, after the migrator has run (see migrate.ts). */
export const entities = [Article, Category, Tag, User, ApiToken, Subscriber, MainFeatured, ArticleRevision, Activity, Media];
