import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FOOTER_LATEST_COUNT, FOOTER_YEAR, PRODUCT_NAME } from '../../config/constants';
import { FooterLatestDocument } from '../../gql/graphql';
import { FOOTER_LINKS } from './nav-links';

function LatestArticles() {
  const { data, error } = useQuery(FooterLatestDocument, { variables: { limit: FOOTER_LATEST_COUNT } });
  useEffect(() => {
    if (error) console.error('Failed to fetch latest articles', error);
  }, [error]);
  const articles = data?.articles.articles ?? [];

  if (error) {
    return (
      <Typography variant="body2" color="text.secondary" role="status" data-testid="footer-latest-error">
        Failed to fetch latest articles
      </Typography>
    );
  }
  if (articles.length === 0) {
    return (
      <Box data-testid="footer-latest-loading">
        <Typography variant="body2" color="text.secondary">
          Loading articles...
        </Typography>
        {Array.from({ length: FOOTER_LATEST_COUNT }, (_, i) => (
          <Typography key={i} variant="body2" color="text.secondary" aria-hidden>
            —
          </Typography>
        ))}
      </Box>
    );
  }
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="footer-latest">
      {articles.map((article) => (
        <li key={article.id}>
          <Link component={RouterLink} to={`/articles/${article.slug}`} color="text.secondary" underline="hover" variant="body2">
            {article.title}
          </Link>
        </li>
      ))}
    </Stack>
  );
}

export function Footer() {
  return (
    <Box component="footer" sx={{ mt: 8, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="xl" sx={{ py: 5 }}>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 2fr' } }}>
          <Box>
            <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.2rem', mb: 1 }}>
              {PRODUCT_NAME}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Weekly gaming news, reviews, esports and guides for players who want the whole story.
            </Typography>
          </Box>
          <Box component="nav" aria-label="Footer">
            <Typography component="h2" sx={{ fontWeight: 700, mb: 1, fontSize: '1rem' }}>
              Explore
            </Typography>
            <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} color="text.secondary" underline="hover" variant="body2">
                    {link.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
          <Box>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 1, fontSize: '1rem' }}>
              Latest Articles
            </Typography>
            <LatestArticles />
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
          © {FOOTER_YEAR} {PRODUCT_NAME}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
