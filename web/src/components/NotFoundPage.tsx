import { useHttpStatus } from '../app/server-page';
import { ButtonLink } from './Button';
import { useDocumentMeta } from '../lib/document-meta';
import './not-found.css';
import { FormattedMessage } from 'react-intl';
import { useT } from '../i18n/use-t';

export function NotFoundPage() {
  useHttpStatus(404);
  const t = useT();
  useDocumentMeta(t('notFound.title'), t('notFound.description'));
  return (
    <div className="container page not-found">
      <h1 className="display">
        <FormattedMessage id="notFound.heading" />
      </h1>
      <p className="muted">
        <FormattedMessage id="notFound.body" />
      </p>
      <ButtonLink to="/" variant="contained">
        <FormattedMessage id="common.backToHome" />
      </ButtonLink>
    </div>
  );
}
