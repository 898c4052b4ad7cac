import { useQuery } from '@apollo/client/react';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { articlePath } from '../../components/ArticleCard';
import { MostReadDocument } from '../../gql/graphql';

const MOST_READ_COUNT = 5;

/** "Most Read": what readers read most over the last 7 days. Hidden until there is something. */
export function MostReadBlock({ excludeId }: { excludeId?: number }) {
  const { data } = useQuery(MostReadDocument, { variables: { limit: MOST_READ_COUNT + 1 } });
  const items = (data?.mostReadArticles ?? []).filter((m) => m.article.id !== excludeId).slice(0, MOST_READ_COUNT);
  if (items.length === 0) return null;
  return (
    <Paper component="aside" variant="outlined" aria-labelledby="most-read-title" sx={{ p: 2.5 }}>
      <Typography id="most-read-title" variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1.5 }}>
        Most Read
      </Typography>
      <ol style={{ margin: 0, paddingLeft: '1.25rem' }} data-testid="most-read">
        {items.map(({ article }) => (
          <li key={article.id} style={{ marginBottom: '0.6rem' }}>
            <Link
              component={RouterLink}
              to={articlePath(article.slug)}
              color="text.primary"
              underline="hover"
              sx={{ fontWeight: 600 }}
            >
              {article.title}
            </Link>
          </li>
        ))}
      </ol>
    </Paper>
  );
}
