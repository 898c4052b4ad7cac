import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { SiteLink } from '../../components/SiteLink';
import { FOOTER_LATEST_COUNT, FOOTER_YEAR, PRODUCT_NAME } from '../../config/constants';
import { useEdition } from '../../lib/edition';
import { footerLatestQuery } from './footer-data';
import { FOOTER_LINKS } from './nav-links';

function LatestArticles() {
  const { query, variables } = footerLatestQuery(useEdition().language);
  const { data, error } = useQuery(query, { variables });
  useEffect(() => {
    if (error) console.error('Failed to fetch latest articles', error);
  }, [error]);
  const articles = data?.articles.articles ?? [];

  if (error) {
    return (
      <p className="muted" role="status" data-testid="footer-latest-error">
        Failed to fetch latest articles
      </p>
    );
  }
  if (articles.length === 0) {
    return (
      <div className="muted" data-testid="footer-latest-loading">
        <p>Loading articles...</p>
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
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-columns">
          <div>
            <p className="footer-brand">{PRODUCT_NAME}</p>
            <p className="muted">Weekly gaming news, reviews, esports and guides for players who want the whole story.</p>
          </div>
          <nav aria-label="Footer">
            <h2 className="footer-heading">Explore</h2>
            <ul className="footer-list">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <SiteLink to={link.to} className="link">
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className="footer-heading">Latest Articles</h2>
            <LatestArticles />
          </div>
        </div>
        <p className="muted footer-copy">
          © {FOOTER_YEAR} {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
