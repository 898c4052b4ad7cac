// /preview/<token>: a draft or scheduled article shown to whoever holds the link, laid out as readers
// will see it. The gateway marks the page noindex; graph answers null once the link is revoked or
// the article is published.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { CategoryBadge } from '../../components/CategoryBadge';
import { PreviewArticleDocument } from '../../gql/graphql';
import { useDocumentMeta } from '../../lib/document-meta';
import { ArticleContent } from '../article/ArticleContent';

export function PreviewPage() {
  const { token = '' } = useParams();
  const { data, loading } = useQuery(PreviewArticleDocument, { variables: { token }, fetchPolicy: 'network-only' });
  const article = data?.articleByPreviewToken ?? null;
  useDocumentMeta(loading ? null : article ? `Preview: ${article.title}` : 'Preview Unavailable', null);

  if (loading && !data) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Skeleton height={64} />
        <Skeleton variant="rectangular" height={240} />
      </Container>
    );
  }
  if (!article) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert severity="info">
          This preview link has expired or was revoked. If the article is published, it is on the site now.
        </Alert>
      </Container>
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Alert severity="warning" sx={{ mb: 3 }}>
        Preview of an unpublished article (
        {article.status === 'scheduled' && article.scheduledFor
          ? `scheduled for ${new Date(article.scheduledFor).toLocaleString()}`
          : 'draft'}
        ). Please do not share it further.
      </Alert>
      <Stack spacing={2} component="article">
        <Box>
          <CategoryBadge category={article.categorySlug} />
        </Box>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }}>
          {article.title}
        </Typography>
        {article.excerpt ? (
          <Typography variant="h6" component="p" color="text.secondary">
            {article.excerpt}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          By {article.author.displayName}
        </Typography>
        {article.featuredImage && !/youtu/.test(article.featuredImage) ? (
          <Box component="img" src={article.featuredImage} alt="" sx={{ width: '100%', borderRadius: 2 }} />
        ) : null}
        <ArticleContent html={article.content} />
      </Stack>
    </Container>
  );
}
