import { useEffect, useRef, useState } from 'react';
import { ArticleContent } from '../../components/ArticleContent';
import { LiveBadge, type LiveStatus } from '../../components/LiveBadge';
import type { LiveBlogEntryFragment, LiveBlogStartFragment } from '../../gql/reader/graphql';
import { formatDate, formatRelative } from '../../lib/dates';
import { usePublicationFormat } from '../../lib/publication-format';
import './live.css';
import { useT } from '../../i18n/use-t';

interface Live {
  status: LiveStatus;
  startsAt?: string | null;
  endsAt?: string | null;
}

function EntryTime({ iso, now }: { iso: string; now: number | null }) {
  const format = usePublicationFormat();
  const t = useT();
  // "3 min. ago": shown only once the page runs (the server's clock would be stale in a cached page).
  const ago = now !== null ? (formatRelative(iso, now, format) ?? t('live.justNow')) : null;
  const clock = formatDate(iso, 'clock', format);
  return (
    <time dateTime={iso} className="live-entry-time" title={`${formatDate(iso, 'short', format)} ${clock}`}>
      {ago !== null ? <span className="live-entry-ago">{ago} · </span> : null}
      {clock}
    </time>
  );
}

/** Pinned entries first, then newest first. */
const ordered = (entries: LiveBlogEntryFragment[]) =>
  [...entries].sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.id - a.id);

/**
 * The live blog under an article: rendered on the server (readers without JavaScript and search
 * engines get every entry), then following the push stream while the blog is live. New entries wait
 * behind an "N new updates" button while the reader is scrolled down, so nothing moves under them.
 */
export function LiveBlog({
  articleId,
  live: initialLive,
  start,
  onStatus,
}: {
  articleId: number;
  live: Live;
  /** The entries and stream head the article page's own query brought. */
  start: LiveBlogStartFragment | null | undefined;
  /** Told each status the stream or a poll brings (the page's own badge follows it). */
  onStatus?: (status: LiveStatus) => void;
}) {
  const format = usePublicationFormat();
  const t = useT();
  const [entries, setEntries] = useState<LiveBlogEntryFragment[] | null>(null);
  const [waiting, setWaiting] = useState<LiveBlogEntryFragment[]>([]);
  const [live, setLive] = useState<Live>(initialLive);
  const [now, setNow] = useState<number | null>(null);
  const [mode, setMode] = useState<'push' | 'poll' | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const shown = entries ?? start?.entries ?? [];
  const head = start?.head;

  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);

  // Only a change of status is news to the page: it rendered the first one itself.
  const statusRendered = useRef(false);
  useEffect(() => {
    if (statusRendered.current) onStatus?.(live.status);
    statusRendered.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live.status]);

  useEffect(() => {
    if (!head || initialLive.status === 'ended') return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const scrolledAway = () => (top.current ? top.current.getBoundingClientRect().top < 0 : false);
    const upsert = (list: LiveBlogEntryFragment[], entry: LiveBlogEntryFragment) => [
      entry,
      ...list.filter((e) => e.id !== entry.id),
    ];
    void import('./live-client').then(({ followLiveBlog }) => {
      if (cancelled) return;
      const first = start?.entries ?? [];
      setEntries((current) => current ?? first);
      stop = followLiveBlog(articleId, head, first, {
        entry: (entry) => {
          if (scrolledAway()) setWaiting((list) => upsert(list, entry));
          else setEntries((list) => upsert(list ?? [], entry));
        },
        updated: (entry) => {
          setEntries((list) => (list ?? []).map((e) => (e.id === entry.id ? entry : e)));
          setWaiting((list) => list.map((e) => (e.id === entry.id ? entry : e)));
        },
        deleted: (id) => {
          setEntries((list) => (list ?? []).filter((e) => e.id !== id));
          setWaiting((list) => list.filter((e) => e.id !== id));
        },
        status: (next) => setLive(next),
        reset: ({ live: now, entries: current }) => {
          setEntries([...current].reverse());
          setWaiting([]);
          if (now) setLive(now);
        },
        mode: setMode,
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
    // The stream starts once, from the rendered head.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [articleId, head]);

  const showWaiting = () => {
    setEntries((list) => [...waiting, ...(list ?? []).filter((e) => !waiting.some((w) => w.id === e.id))]);
    setWaiting([]);
    // The pill goes with the updates it held: the keyboard (and a screen reader) follows the view to the
    // top of the blog instead of falling back to <body>.
    top.current?.focus({ preventScroll: true });
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const list = ordered(shown);
  const keyEvents = list.filter((e) => e.keyEvent).sort((a, b) => a.id - b.id);
  return (
    <section className="live-blog" aria-labelledby="live-blog-title" data-testid="live-blog" data-mode={mode ?? undefined}>
      <div ref={top} tabIndex={-1} className="live-blog-head">
        <h2 id="live-blog-title" className="live-blog-title">
          <LiveBadge status={live.status} /> {t('live.updates')}
        </h2>
        {live.status === 'upcoming' && live.startsAt ? (
          <p className="meta">
            {t('live.startsAt', {
              when: `${formatDate(live.startsAt, 'short', format)} ${formatDate(live.startsAt, 'clock', format)}`,
            })}
          </p>
        ) : null}
      </div>
      {keyEvents.length ? (
        <nav aria-label={t('live.keyEvents')} className="live-key-events">
          <h3>{t('live.keyEvents')}</h3>
          <ol>
            {keyEvents.map((e) => (
              <li key={e.id}>
                <a href={`#entry-${e.id}`} className="link">
                  <EntryTime iso={e.createdAt} now={null} />{' '}
                  {e.content
                    .replace(/<[^>]*>/g, ' ')
                    .trim()
                    .slice(0, 90)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div aria-live="polite" className="live-pill-slot">
        {waiting.length ? (
          <button type="button" className="live-pill" onClick={showWaiting} data-testid="live-pill">
            {t('live.newUpdates', { count: waiting.length })}
          </button>
        ) : null}
      </div>
      {list.length === 0 ? <p className="meta">{t('live.noUpdates')}</p> : null}
      <ol className="live-entries" data-testid="live-entries">
        {list.map((entry) => (
          <li
            key={entry.id}
            id={`entry-${entry.id}`}
            className="live-entry"
            data-pinned={entry.pinned || undefined}
            data-testid="live-entry"
          >
            <div className="live-entry-meta">
              <EntryTime iso={entry.createdAt} now={now} />
              {entry.pinned ? <span className="live-entry-flag">{t('live.pinned')}</span> : null}
              {entry.keyEvent ? <span className="live-entry-flag">{t('live.keyEvent')}</span> : null}
              {entry.authorName ? <span className="live-entry-author">{entry.authorName}</span> : null}
            </div>
            <ArticleContent html={entry.content} />
          </li>
        ))}
      </ol>
    </section>
  );
}
