import { useEffect } from 'react';
import { useReaderQuery } from '../../app/server-page';
import { SiteLink } from '../../components/SiteLink';
import { FOOTER_LATEST_COUNT, FOOTER_YEAR, PRODUCT_NAME } from '../../config/constants';
import { useEdition } from '../../lib/edition';
import { footerLatestQuery } from './footer-data';
import { FOOTER_LINKS } from './nav-links';
import { useT } from '../../i18n/use-t';

function LatestArticles() {
  const { query, variables } = footerLatestQuery(useEdition().language);
  const { data, error } = useReaderQuery(query, { variables });
  useEffect(() => {
    if (error) console.error('Failed to fetch latest articles', error);
  }, [error]);
  const articles = data?.articles.articles ?? [];
  const t = useT();

  if (error) {
    return (
      <p className="muted" role="status" data-testid="footer-latest-error">
        {t('footer.latestFailed')}
      </p>
    );
  }
  if (articles.length === 0) {
    return (
      <div className="muted" data-testid="footer-latest-loading">
        <p>{t('footer.loading')}</p>
        {Array.from({ length: FOOTER_LATEST_COUNT }, (_, i) => (
          <p key={i} aria-hidden>
            —
          </p>
        ))}
      </div>
    );
  }
  return (
    <ul className="footer-list" data-testid="footer-latest">
      {articles.map((article) => (
        <li key={article.id}>
          <SiteLink to={`/articles/${article.slug}`} className="link">
            {article.title}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-columns">
          <div>
            <p className="footer-brand">{PRODUCT_NAME}</p>
            <p className="muted">{t('footer.tagline')}</p>
          </div>
          <nav aria-label={t('footer.nav')}>
            <h2 className="footer-heading">{t('footer.explore')}</h2>
            <ul className="footer-list">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <SiteLink to={link.to} className="link">
                    {t(link.labelId)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className="footer-heading">{t('footer.latest')}</h2>
            <LatestArticles />
          </div>
        </div>
        <p className="muted footer-copy">{t('footer.copyright', { year: String(FOOTER_YEAR), product: PRODUCT_NAME })}</p>
      </div>
    </footer>
  );
}
