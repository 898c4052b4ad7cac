import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShareIcon from '@mui/icons-material/Share';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ArticleThumbnail } from '../../components/ArticleThumbnail';
import { ArticleMeta } from '../../components/ArticleMeta';
import { CategoryBadge } from '../../components/CategoryBadge';
import { useHttpStatus } from '../../app/server-page';
import { EmptyState, ErrorState } from '../../components/StatusMessage';
import { categoryListingPath } from '../../config/categories';
import { ArticlePageDocument } from '../../gql/graphql';
import { useDocumentMeta } from '../../lib/document-meta';
import { htmlToText } from '../../lib/excerpt';
import { youTubeEmbedUrl, youTubeId } from '../../lib/video';
import { ArticleContent } from './ArticleContent';
import { MostReadBlock } from '../most-read/MostReadBlock';
import { RelatedArticles } from './RelatedArticles';
import { shareArticle } from './share';

/** At least a screen tall: the footer below must not sit in view and then jump when the article arrives. */
function ArticleSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading article" sx={{ minHeight: '100vh', maxWidth: 780 }}>
      <Skeleton width={240} />
      <Skeleton width={90} />
      <Skeleton height={64} />
      <Skeleton width="70%" />
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <Skeleton />
      <Skeleton />
      <Skeleton width="80%" />
    </Stack>
  );
}

type MediaArticle = {
  id: number;
  title: string;
  categorySlug: string;
  featuredImage: string | null;
  thumbnailUrl: string | null;
};

/** The featured image, or the YouTube player when the image URL is a video link (spec §2). */
function ArticleMedia({ id, title, categorySlug, featuredImage, thumbnailUrl }: MediaArticle) {
  const videoId = youTubeId(featuredImage);
  if (videoId) {
    return (
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', borderRadius: 2, overflow: 'hidden', bgcolor: 'black' }}>
        <Box
          component="iframe"
          src={youTubeEmbedUrl(videoId)}
          title={`Video: ${title}`}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          loading="lazy"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </Box>
    );
  }
  if (!featuredImage && !thumbnailUrl) return null;
  return (
    <Box sx={{ borderRadius: 2, overflow: 'hidden' }}>
      <ArticleThumbnail article={{ id, title, categorySlug, featuredImage, thumbnailUrl }} eager sizes="article" />
    </Box>
  );
}

export function ArticlePage() {
  const { slug = '' } = useParams();
  const { data, loading, error } = useQuery(ArticlePageDocument, { variables: { slug } });
  const article = data?.articleBySlug ?? null;
  useHttpStatus(!loading && !error && !article ? 404 : null);

  useDocumentMeta(
    loading ? null : article ? article.title : error ? 'Error' : 'Article Not Found',
    article ? article.metaDescription || article.excerpt || htmlToText(article.content).slice(0, 160) : null,
  );

  let body;
  if (loading && !data) body = <ArticleSkeleton />;
  else if (error) body = <ErrorState title="Error" message="Failed to fetch article" />;
  else if (!article) {
    body = (
      <EmptyState title="Article Not Found" hint="The article you're looking for doesn't exist or has been removed.">
        <Button component={RouterLink} to="/" variant="contained">
          Back to Home
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, lg: 6 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 780px) minmax(280px, 340px)' },
          justifyContent: 'space-between',
          alignItems: 'start',
        }}
      >
        <Box component="article">
          <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
            <Link component={RouterLink} to="/" color="text.secondary" underline="hover">
              Home
            </Link>
            <Link component={RouterLink} to={categoryListingPath(article.category.slug)} color="text.secondary" underline="hover">
              {article.category.name}
            </Link>
            <Typography color="text.primary" aria-current="page" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {article.title}
            </Typography>
          </Breadcrumbs>
          <Stack spacing={2}>
            <Box>
              <CategoryBadge category={article.categorySlug} />
            </Box>
            <Typography variant="h1" sx={{ wordBreak: 'break-word' }}>
              {article.title}
            </Typography>
            {article.excerpt ? (
              <Typography component="p" color="text.secondary" sx={{ fontSize: '1.2rem', lineHeight: 1.5, maxWidth: '60ch' }}>
                {article.excerpt}
              </Typography>
            ) : null}
            <Stack
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
            >
              <ArticleMeta article={article} long variant="body1" />
              <Button
                variant="outlined"
                startIcon={<ShareIcon />}
                onClick={() => void shareArticle(article, window.location.href)}
              >
                Share
              </Button>
            </Stack>
            <ArticleMedia {...article} />
            <ArticleContent html={article.content} />
            {article.tagNames.length ? (
              <Stack
                direction="row"
                useFlexGap
                sx={{ flexWrap: 'wrap', gap: 1 }}
                aria-label="Tags"
                component="ul"
                style={{ listStyle: 'none', padding: 0 }}
              >
                {article.tagNames.map((tag) => (
                  <li key={tag}>
                    <Chip label={`#${tag}`} variant="outlined" />
                  </li>
                ))}
              </Stack>
            ) : null}
          </Stack>
        </Box>
        <Stack spacing={3}>
          <RelatedArticles articleId={article.id} category={article.category} />
          <MostReadBlock excludeId={article.id} />
        </Stack>
      </Box>
    );
  }

  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      {body}
    </Container>
  );
}
