import { useHttpStatus } from '../app/server-page';
import { ButtonLink } from './Button';
import { useDocumentMeta } from '../lib/document-meta';
import './not-found.css';

export function NotFoundPage() {
  useHttpStatus(404);
  useDocumentMeta('Page Not Found', 'This page does not exist.');
  return (
    <div className="container page not-found">
      <h1 className="display">404 Page Not Found</h1>
      <p className="muted">The page you're looking for isn't here.</p>
      <ButtonLink to="/" variant="contained">
        Back to Home
      </ButtonLink>
    </div>
  );
}
