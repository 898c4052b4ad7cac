// The reader header's language switcher (issue 46): only the translations that exist for the page —
// an article's published translations, on any other page every edition's same page. Links are
// plain anchors that load the other edition's page (another edition is another router basename).
// A <details> disclosure: opened and followed with the keyboard as it comes (Enter/Space, Tab).
import { useLocation } from 'react-router-dom';
import { useReaderQuery } from '../../app/server-page';
import { useT } from '../../i18n/use-t';
import { editionPath, useEdition } from '../../lib/edition';
import { editionsQuery, switcherArticleQuery } from './switcher-data';

const ARTICLE_PATH = /^\/articles\/([^/]+)\/?$/;

interface Choice {
  language: string;
  name: string;
  href: string;
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The page's translations: `language`, its edition's name and where it is. */
function useChoices(): Choice[] {
  const { pathname, search } = useLocation();
  const editions = useReaderQuery(editionsQuery().query, { variables: {} }).data?.editions ?? [];
  const slug = decoded(ARTICLE_PATH.exec(pathname)?.[1] ?? '');
  // The article page's own query brought these: read from the cache, never asked again.
  const article = useReaderQuery(switcherArticleQuery(slug ?? '').query, {
    variables: { slug: slug ?? '' },
    fetchPolicy: 'cache-only',
    skip: !slug,
  }).data?.articleBySlug;
  const pathIn = (urlPrefix: string | null, path: string) =>
    editionPath(path, { language: '', urlPrefix, direction: 'ltr', locale: '' });
  if (slug) {
    if (!article) return [];
    const members = [{ language: article.language, slug }, ...article.translations];
    return editions.flatMap((edition) => {
      const member = members.find((m) => m.language === edition.language);
      return member
        ? [
            {
              language: edition.language,
              name: edition.name,
              href: pathIn(edition.urlPrefix, `/articles/${encodeURIComponent(member.slug)}`),
            },
          ]
        : [];
    });
  }
  return editions.map((edition) => ({
    language: edition.language,
    name: edition.name,
    href: pathIn(edition.urlPrefix, pathname + search),
  }));
}

export function LanguageSwitcher() {
  const { language } = useEdition();
  const t = useT();
  const choices = useChoices();
  const current = choices.find((choice) => choice.language === language);
  if (choices.length < 2 || !current) return null;
  return (
    <details className="language-switcher">
      <summary aria-label={t('switcher.current', { name: current.name })}>
        <span lang={current.language}>{current.name}</span>
      </summary>
      <ul aria-label={t('switcher.list')}>
        {choices.map((choice) => (
          <li key={choice.language}>
            <a
              href={choice.href}
              hrefLang={choice.language}
              lang={choice.language}
              aria-current={choice.language === language ? 'true' : undefined}
            >
              {choice.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
