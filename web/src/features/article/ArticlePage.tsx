import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { SiteLink } from '../../components/SiteLink';
import { Button, ButtonLink } from '../../components/Button';
import { Icon } from '../../components/icons';
import { Skeleton } from '../../components/Skeleton';
import { ArticleThumbnail } from '../../components/ArticleThumbnail';
import { ArticleMeta } from '../../components/ArticleMeta';
import { CategoryBadge } from '../../components/CategoryBadge';
import { FollowSlot } from '../../components/FollowSlot';
import { lazyPage } from '../../app/lazy-page';
import { useHttpStatus, useReaderQuery } from '../../app/server-page';
import { EmptyState, ErrorState } from '../../components/StatusMessage';
import { categoryListingPath } from '../../config/categories';
import { useDocumentMeta } from '../../lib/document-meta';
import { htmlToText } from '../../lib/excerpt';
import { youTubeId } from '../../lib/video';
import { VideoEmbed } from '../../components/VideoEmbed';
import { ArticleContent } from '../../components/ArticleContent';
import { VerdictBox, type PlatformNames } from '../../components/VerdictBox';
import { ArticleGameFacts } from './ArticleGameFacts';
import type { ArticleGameFactsFragment } from '../../gql/reader/graphql';
import { LiveBadge, type LiveStatus } from '../../components/LiveBadge';
import { useCategoryLabel } from '../../i18n/use-category-label';
import { formatLongDate } from '../../lib/dates';
import { MostReadBlock } from './MostReadBlock';
import { RelatedArticles, useRelatedArticles } from './RelatedArticles';
import { articlePageQuery } from './article-data';
import { namesLanguage } from '../../i18n/edition';
import { useEdition } from '../../lib/edition';
import { shareArticle } from './share';
import './article.css';
import { usePublicationFormat } from '../../lib/publication-format';
import { usePlatformsInEdition } from '../../i18n/use-platforms';
import { useT } from '../../i18n/use-t';

// Comments (issue 23) are a chunk of their own, fetched once the reader engages with the page (scrolls,
// moves the pointer, touches or types) and nears the end of the article, or arrives at #comments: a
// first visit downloads none of it (e2e/first-visit.test.ts), and the server-rendered article stays
// the same cached page for everyone.
const CommentsSection = lazy(() => import('../../members/CommentsSection'));
const ENGAGEMENT_EVENTS = ['scroll', 'pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;

function LazyComments({ articleId }: { articleId: number }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const t = useT();
  useEffect(() => {
    if (shown) return;
    const element = anchor.current;
    if (window.location.hash.startsWith('#comment') || !element || !('IntersectionObserver' in window)) {
      setShown(true);
      return;
    }
    let observer: IntersectionObserver | undefined;
    const engaged = () => {
      for (const name of ENGAGEMENT_EVENTS) window.removeEventListener(name, engaged);
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setShown(true);
        },
        { rootMargin: '600px 0px' },
      );
      observer.observe(element);
    };
    for (const name of ENGAGEMENT_EVENTS) window.addEventListener(name, engaged, { passive: true });
    return () => {
      for (const name of ENGAGEMENT_EVENTS) window.removeEventListener(name, engaged);
      observer?.disconnect();
    };
  }, [shown]);
  return (
    <div ref={anchor} id={shown ? undefined : 'comments'}>
      {shown ? (
        <Suspense fallback={<p className="muted">{t('article.loadingComments')}</p>}>
          <CommentsSection articleId={articleId} />
        </Suspense>
      ) : null}
    </div>
  );
}
// Only live blogs load the live blog's code (the first visit's JavaScript budget, e2e/first-visit). A
// lazy page part: the server renders it in one pass (its code is loaded with the pages) and names
// its chunk for the browser to preload.
const LiveBlog = lazyPage('LiveBlog', () => import('./LiveBlog').then((m) => m.LiveBlog));

/** At least a screen tall: the footer below must not sit in view and then jump when the article arrives. */
function ArticleSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" aria-label={t('article.loading')} className="article-skeleton">
      <Skeleton width={240} />
      <Skeleton width={90} />
      <Skeleton height={64} />
      <Skeleton width="70%" />
      <Skeleton media />
      <Skeleton />
      <Skeleton />
      <Skeleton width="80%" />
    </div>
  );
}

type MediaArticle = {
  id: number;
  title: string;
  categorySlug: string;
  category: { name: string };
  featuredImage: string | null;
  featuredImageAlt: string | null;
  thumbnailUrl: string | null;
};

/** The featured image, or the YouTube player when the image URL is a video link (spec §2). */
function ArticleMedia({ id, title, categorySlug, category, featuredImage, featuredImageAlt, thumbnailUrl }: MediaArticle) {
  const videoId = youTubeId(featuredImage);
  const t = useT();
  if (videoId) {
    return <VideoEmbed videoId={videoId} title={t('article.video', { title })} className="article-media" />;
  }
  if (!featuredImage && !thumbnailUrl) return null;
  return (
    <div className="article-media">
      <ArticleThumbnail
        article={{ id, title, categorySlug, category, featuredImage, featuredImageAlt, thumbnailUrl }}
        eager
        sizes="article"
      />
    </div>
  );
}

/** The sidebar: More in {category}, then Most Read without the stories already shown. */
function ArticleAside({
  slug,
  articleId,
  category,
  game,
  platformNames,
}: {
  slug: string;
  articleId: number;
  category: { slug: string; name: string };
  game: ArticleGameFactsFragment | null | undefined;
  platformNames: PlatformNames;
}) {
  const { related } = useRelatedArticles({ slug, articleId });
  return (
    <div className="article-aside">
      {game ? <ArticleGameFacts game={game} platformNames={platformNames} /> : null}
      <RelatedArticles slug={slug} articleId={articleId} category={category} />
      <MostReadBlock excludeIds={[articleId, ...related.map((a) => a.id)]} />
    </div>
  );
}

export function ArticlePage() {
  const format = usePublicationFormat();
  const t = useT();
  const categoryLabel = useCategoryLabel();
  const { slug = '' } = useParams();
  const edition = useEdition();
  const { query, variables } = articlePageQuery(slug, namesLanguage(edition));
  const { data, loading, error } = useReaderQuery(query, { variables });
  // Slugs are unique across editions: an article of another edition is not found under this one's
  // prefix (ADR 0049; its own edition's URL is in the page's hreflang links, not a redirect).
  const found = data?.articleBySlug ?? null;
  const article = found && found.language === edition.language ? found : null;
  const platformNames: PlatformNames = new Map(usePlatformsInEdition(data?.gamePlatforms).map((p) => [p.id, p.name]));
  // A live blog's status as its stream or polls last told it (ended, reopened), for the badge at the
  // top; the blog below shows its own. Kept with the article it belongs to: the page stays mounted
  // from one article to the next.
  const [liveNow, setLiveNow] = useState<{ articleId: number; status: LiveStatus } | null>(null);
  useHttpStatus(!loading && !error && !article ? 404 : null);

  useDocumentMeta(
    loading ? null : article ? article.title : t(error ? 'common.error' : 'article.notFound'),
    article ? article.metaDescription || article.excerpt || htmlToText(article.content).slice(0, 160) : null,
  );

  let body;
  if (loading && !data) body = <ArticleSkeleton />;
  else if (error) body = <ErrorState title={t('common.error')} message={t('article.fetchFailed')} />;
  else if (!article) {
    body = (
      <EmptyState title={t('article.notFound')} hint={t('article.notFoundHint')}>
        <ButtonLink to="/" variant="contained">
          {t('common.backToHome')}
        </ButtonLink>
      </EmptyState>
    );
  } else {
    const game = article.games[0] ?? null;
    const verdict = (placement: 'top' | 'end') =>
      article.review ? (
        <VerdictBox review={article.review} platformNames={platformNames} placement={placement} game={game} />
      ) : null;
    body = (
      <div className="article-layout">
        <article className="article">
          <nav aria-label={t('article.breadcrumb')} className="breadcrumbs">
            <ol>
              <li>
                <SiteLink to="/" className="link">
                  {t('nav.home')}
                </SiteLink>
              </li>
              <li>
                <SiteLink to={categoryListingPath(article.category.slug)} className="link">
                  {categoryLabel(article.category.slug, article.category.name)}
                </SiteLink>
              </li>
              <li aria-current="page">{article.title}</li>
            </ol>
          </nav>
          <div className="badge-row">
            <CategoryBadge category={article.categorySlug} name={article.category.name} />
            <FollowSlot
              kind="categories"
              slug={article.category.slug}
              name={categoryLabel(article.category.slug, article.category.name)}
            />
            {game ? <FollowSlot kind="games" slug={game.slug} name={game.name} /> : null}
            {article.live ? (
              <LiveBadge status={liveNow?.articleId === article.id ? liveNow.status : article.live.status} />
            ) : null}
          </div>
          <h1 className="display">{article.title}</h1>
          {article.excerpt ? <p className="article-standfirst">{article.excerpt}</p> : null}
          <div className="article-byline">
            <ArticleMeta article={article} long className="article-meta" linkComments />
            <Button variant="outlined" onClick={() => void shareArticle(article, window.location.href, t('article.copied'))}>
              <Icon name="share" />
              {t('article.share')}
            </Button>
          </div>
          {article.corrections.length ? (
            <aside className="corrections-box" aria-label={t('article.corrections')} data-testid="corrections-box">
              <ul>
                {article.corrections.map((c) => (
                  <li key={c.id}>
                    <strong>
                      {t(c.kind === 'correction' ? 'article.correctionOn' : 'article.updateOn', {
                        date: formatLongDate(c.createdAt, format),
                      })}
                    </strong>{' '}
                    {c.note}
                  </li>
                ))}
              </ul>
            </aside>
          ) : null}
          {verdict('top')}
          <ArticleMedia {...article} />
          <ArticleContent html={article.content} />
          {article.live ? (
            <Suspense fallback={null}>
              {/* Keyed as the comments are: going to another live blog must not keep this one's entries,
                  status and stream (the page stays mounted from one article to the next). */}
              <LiveBlog
                key={article.id}
                articleId={article.id}
                live={article.live}
                start={article.liveBlog}
                onStatus={(status) => setLiveNow({ articleId: article.id, status })}
              />
            </Suspense>
          ) : null}
          {verdict('end')}
          {article.tags.length ? (
            <ul aria-label={t('article.tags')} className="chip-list">
              {article.tags.map((tag) => (
                <li key={tag.id} className="chip">
                  {`#${tag.name}`}
                </li>
              ))}
            </ul>
          ) : null}
          <LazyComments key={article.id} articleId={article.id} />
        </article>
        <ArticleAside
          slug={slug}
          articleId={article.id}
          category={article.category}
          game={article.primaryGame}
          platformNames={platformNames}
        />
      </div>
    );
  }

  return <div className="container page">{body}</div>;
}
