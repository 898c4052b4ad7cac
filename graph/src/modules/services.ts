// Every domain service, built on one EntityManager (a fork per request or per job).
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_MEDIA_LIMITS } from '../config/defaults';
import { ActivityService } from './activity/activity.service';
import { ArticleService } from './article/article.service';
import type { PublishingDeps, PublishingService } from './article/publishing.service';
import { CalendarService } from './calendar/calendar.service';
import { CategoryService } from './category/category.service';
import { FeaturedService } from './featured/featured.service';
import { GameService } from './game/game.service';
import { type MediaLimits, MediaService } from './media/media.service';
import { LiveService } from './live/live.service';
import { NewsletterService } from './newsletter/newsletter.service';
import { PreviewService } from './preview/preview.service';
import { RevisionService } from './revision/revision.service';
import { ReviewService } from './review/review.service';
import { SearchService } from './search/search.service';
import { TagService } from './tag/tag.service';
import { type PasswordHashCost, UserService } from './user/user.service';

export interface GraphServices {
  em: EntityManager;
  articles: ArticleService;
  publishing: PublishingService;
  categories: CategoryService;
  tags: TagService;
  users: UserService;
  featured: FeaturedService;
  newsletter: NewsletterService;
  search: SearchService;
  revisions: RevisionService;
  previews: PreviewService;
  activity: ActivityService;
  media: MediaService;
  games: GameService;
  reviews: ReviewService;
  calendar: CalendarService;
  live: LiveService;
}

export type ServiceDeps = PublishingDeps & { media?: MediaLimits; passwordHashCost?: PasswordHashCost };

export function createServices(em: EntityManager, deps: ServiceDeps = {}): GraphServices {
  const articles = new ArticleService(em, deps);
  return {
    em,
    articles,
    publishing: articles.publishing,
    categories: new CategoryService(em),
    tags: new TagService(em),
    users: new UserService(em, deps.passwordHashCost),
    featured: new FeaturedService(em),
    newsletter: new NewsletterService(em),
    search: new SearchService(em),
    revisions: new RevisionService(em, articles),
    previews: new PreviewService(em, articles),
    activity: new ActivityService(em),
    // Callers without a config (scripts, tests) get the defaults; graph passes its config's limits.
    media: new MediaService(em, deps.media ?? DEFAULT_MEDIA_LIMITS),
    games: new GameService(em),
    reviews: new ReviewService(em),
    calendar: new CalendarService(em),
    live: new LiveService(em),
  };
}
