import DataLoader from 'dataloader';
import { Arg, Ctx, Field, FieldResolver, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { requireGatewayOwn } from '../../graphql/identity';
import { Article, ArticleStatus } from '../article/article.entity';
import { READER_LANGUAGE_ARG } from '../edition/edition.inputs';
import { EditionService } from '../edition/edition.service';
import { ViewsService } from './views.service';

@InputType({ description: 'One article view as the gateway saw it (no address: a daily salted hash).' })
export class ViewInputType {
  @Field({ description: 'Slug of the article read.' }) slug!: string;
  @Field({ description: 'YYYY-MM-DD (UTC).' }) day!: string;
  @Field({ description: 'Hex hash of address and user agent with that day’s salt.' }) visitor!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The referrer’s domain, or search / social / direct / internal (default direct).',
  })
  source?: string | null;
  @Field(() => String, { nullable: true, description: 'desktop, mobile, tablet or other (default other).' })
  device?: string | null;
  @Field(() => Int, { nullable: true, description: 'UTC hour of the view, 0-23 (default: now).' })
  hour?: number | null;
}

@InputType({ description: 'How often one reader searched for a term on a day.' })
export class SearchInputType {
  @Field({ description: 'What the reader searched for.' }) term!: string;
  @Field({ description: 'YYYY-MM-DD (UTC).' }) day!: string;
  @Field({ description: 'Hex hash of the reader’s address with that day’s salt (distinct readers decide what trends).' })
  visitor!: string;
  @Field(() => Int, { description: 'How many times that reader searched it that day.' }) count!: number;
}

@ObjectType({ description: 'What a batch of reader activity added.' })
export class RecordedActivity {
  @Field(() => Int, { description: 'Views that were new (not the same reader again that day).' }) views!: number;
  @Field(() => Int, { description: 'Search terms recorded (terms outside the allowed form are dropped).' })
  searches!: number;
}

@ObjectType({ description: 'Views of an article (editors only).' })
export class ArticleViews {
  @Field(() => Int, { description: 'Every day counted.' }) total!: number;
  @Field(() => Int, { description: 'The last 7 days, today included.' }) lastWeek!: number;
}

@ObjectType({ description: 'A published article and its views over the last 7 days.' })
export class MostReadArticle {
  @Field(() => Int, { description: 'Readers over the last 7 days.' }) views!: number;
  @Field(() => Article, { description: 'The article.' }) article!: Article;
}

const viewLoaders = new WeakMap<GraphContext, DataLoader<number, ArticleViews>>();

@Resolver()
export class ViewsResolver {
  @Mutation(() => RecordedActivity, {
    description: "The gateway's own batches only (a claim its proxy never sends): counted views and searches.",
  })
  recordReaderActivity(
    @Ctx() ctx: GraphContext,
    @Arg('views', () => [ViewInputType], { description: 'Counted views (deduplicated per reader, article and day).' })
    views: ViewInputType[],
    @Arg('searches', () => [SearchInputType], { defaultValue: [], description: 'Search terms with their counts.' })
    searches: SearchInputType[],
  ): Promise<RecordedActivity> {
    requireGatewayOwn(ctx.identity, 'records reader activity');
    return new ViewsService(ctx.em).record(views, searches);
  }

  @Query(() => [MostReadArticle], { description: 'Published articles most read over the last 7 days, most first.' })
  async mostReadArticles(
    @Ctx() ctx: GraphContext,
    @Arg('limit', () => Int, { defaultValue: 5, description: 'How many (page size).' }) limit: number,
    @Arg('language', () => String, { nullable: true, description: READER_LANGUAGE_ARG }) language: string | null,
  ): Promise<MostReadArticle[]> {
    // One edition's ranking in SQL, so a page of one edition gets its full count (ADR 0052).
    const edition = await EditionService.of(ctx.em).readerLanguage(language);
    const ranked = await new ViewsService(ctx.em).mostRead(limit, undefined, edition);
    // Still published now: an article unpublished this week drops out of the ranking.
    const articles = await ctx.em.find(Article, { id: { $in: ranked.map((r) => r.articleId) }, status: ArticleStatus.published });
    const byId = new Map(articles.map((a) => [a.id, a]));
    return ranked.filter((r) => byId.has(r.articleId)).map((r) => ({ views: r.views, article: byId.get(r.articleId)! }));
  }
}

@Resolver(() => Article)
export class ArticleViewsResolver {
  @FieldResolver(() => ArticleViews, { nullable: true, description: 'Editors only; null for readers.' })
  views(@Root() article: Article, @Ctx() ctx: GraphContext): Promise<ArticleViews> | null {
    if (!ctx.identity.editor) return null;
    let loader = viewLoaders.get(ctx);
    if (!loader) {
      const service = new ViewsService(ctx.em);
      loader = new DataLoader(async (ids: readonly number[]) => {
        const views = await service.viewsOf(ids);
        return ids.map((id) => views.get(id) ?? { total: 0, lastWeek: 0 });
      });
      viewLoaders.set(ctx, loader);
    }
    return loader.load(article.id);
  }
}
