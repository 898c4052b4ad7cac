import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useHttpStatus } from '../../app/server-page';
import { useDocumentMeta } from '../../lib/document-meta';

export function NotFoundPage() {
  useHttpStatus(404);
  useDocumentMeta('Page Not Found', 'This page does not exist.');
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
        404 Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The page you're looking for isn't here.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to Home
      </Button>
    </Container>
  );
}
