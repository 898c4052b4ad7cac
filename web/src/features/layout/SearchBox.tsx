import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Icon } from '../../components/icons';
import { useT } from '../../i18n/use-t';

/**
 * The header search: it drives the home page's search through /?search=term, which survives a
 * reload. The form also works as a plain GET to that URL, for a reader who presses Enter before
 * the page has hydrated (or without JavaScript): the server renders the same search page.
 */
export function SearchBox({ onSearched }: { onSearched?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const current = location.pathname === '/' ? (params.get('search') ?? '') : '';
  const [term, setTerm] = useState(current);
  const t = useT();

  useEffect(() => {
    setTerm(current);
  }, [current]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field's own value, not the state: words typed before hydration are in the field while the
    // hydrated state still holds the server's (empty) term, and they are what the reader searched for.
    const typed = new FormData(event.currentTarget).get('search');
    const trimmed = (typeof typed === 'string' ? typed : term).trim();
    void navigate(trimmed ? `/?search=${encodeURIComponent(trimmed)}` : '/');
    onSearched?.();
  };

  return (
    <form role="search" action="/" method="get" onSubmit={submit} className="search-box">
      <Icon name="search" className="search-icon" />
      <input
        className="input"
        type="search"
        name="search"
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
      {/* Enter submits; the button (a form's button submits) is for whoever cannot press Enter (voice
          control, switch access). No attributes: every byte here is in each reader's first visit. */}
      <button>{t('search.button')}</button>
    </form>
  );
}
