// Comments under an article (issue 23). Loaded in a chunk of its own once the article is on screen
// (ArticlePage imports it lazily), so it costs a first visit nothing. The list is public and read
// fresh; who is signed in is asked only when this browser has the member hint cookie. The HTML of a
// comment is graph's: the text escaped, links marked nofollow ugc noopener.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../components/Button';
import { Notice } from '../components/StatusMessage';
import { formatShortDate } from '../lib/dates';
import { http } from '../lib/http';
import { currentMember, type Member } from './member-api';
import { MemberSignInForm } from './MemberSignInForm';
import './members.css';
import { usePublicationFormat } from '../lib/publication-format';
import { useT } from '../i18n/use-t';
import { useRefusalWords, useServerMessage } from '../i18n/use-server-message';

export interface CommentView {
  id: number;
  articleId: number;
  parentId: number | null;
  body: string;
  html: string;
  author: { id: number; displayName: string } | null;
  status: string;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  replies?: CommentView[];
}

interface CommentPage {
  mode: 'on' | 'off' | 'closed';
  totalCount: number;
  nextCursor: number | null;
  comments: CommentView[];
}

const EDIT_WINDOW_MS = 10 * 60_000;
const PAGE = 20;

/**
 * `threads` with `comment` (posted or edited) in its place: an edited one where it is, a reply last
 * in its thread, a new thread first (newest first) or after those loaded (oldest first).
 */
function withComment(threads: CommentView[], comment: CommentView, newestFirst: boolean): CommentView[] {
  const replaced = (list: CommentView[]) =>
    list.some((c) => c.id === comment.id)
      ? list.map((c) => (c.id === comment.id ? { ...comment, replies: c.replies } : c))
      : null;
  if (comment.parentId === null) {
    const thread = { ...comment, replies: [] };
    return replaced(threads) ?? (newestFirst ? [thread, ...threads] : [...threads, thread]);
  }
  return threads.map((t) =>
    t.id === comment.parentId ? { ...t, replies: replaced(t.replies ?? []) ?? [...(t.replies ?? []), comment] } : t,
  );
}

/** `threads` without the deleted comment: a thread with replies stays as "deleted", as graph lists it. */
function withoutComment(threads: CommentView[], id: number): CommentView[] {
  return threads.flatMap((t) => {
    if (t.id === id) return t.replies?.length ? [{ ...t, deleted: true, body: '', html: '' }] : [];
    const replies = (t.replies ?? []).filter((r) => r.id !== id);
    if (replies.length === (t.replies ?? []).length) return [t];
    return t.deleted && replies.length === 0 ? [] : [{ ...t, replies }];
  });
}

function CommentForm({
  articleId,
  parentId,
  initial = '',
  label,
  submitLabel,
  onDone,
  onCancel,
  editId,
}: {
  articleId: number;
  parentId?: number;
  initial?: string;
  label: string;
  submitLabel: string;
  onDone: (message: string, comment: CommentView) => void;
  onCancel?: () => void;
  editId?: number;
}) {
  const id = useId();
  const [body, setBody] = useState(initial);
  const [website, setWebsite] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const refusal = useRefusalWords();
  const serverMessage = useServerMessage();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = editId
        ? await http<{ message: string; comment: CommentView }>('PUT', `/api/comments/${editId}`, { body })
        : await http<{ message: string; comment: CommentView }>('POST', `/api/articles/${articleId}/comments`, {
            body,
            parentId: parentId ?? null,
            website: website || null,
          });
      setBody('');
      const outcome = answer.comment.status === 'pending' ? 'comments.held' : editId ? 'comments.updated' : 'comments.posted';
      onDone(serverMessage(answer.message, outcome), answer.comment);
    } catch (failure) {
      setError(refusal(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="comment-form" onSubmit={(event) => void submit(event)}>
      {error ? <Notice severity="error">{error}</Notice> : null}
      <label htmlFor={`${id}-body`}>{label}</label>
      <textarea
        id={`${id}-body`}
        value={body}
        maxLength={5000}
        rows={parentId || editId ? 3 : 4}
        required
        onChange={(event) => setBody(event.target.value)}
      />
      {/* A trap for bots: people never see or fill it. */}
      <div className="comment-trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('comments.website')}</label>
        <input
          id={`${id}-website`}
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(e) => setWebsite(e.target.value)}
        />
      </div>
      <div className="comment-form-actions">
        <span className="muted">{body.length}/5000</span>
        {onCancel ? (
          <Button variant="text" onClick={onCancel}>
            {t('comments.cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="contained" disabled={busy || !body.trim()}>
          {busy ? t('comments.sending') : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function ReportMenu({ commentId }: { commentId: number }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const t = useT();
  const refusal = useRefusalWords();
  const serverMessage = useServerMessage();
  if (done) return <span className="muted comment-reported">{done}</span>;
  async function report(event: FormEvent) {
    event.preventDefault();
    try {
      const answer = await http<{ message: string }>('POST', `/api/comments/${commentId}/report`, { reason });
      setDone(serverMessage(answer.message, 'comments.reported'));
    } catch (failure) {
      setError(refusal(failure));
    }
  }
  return (
    <details className="comment-menu" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary aria-label={t('comments.moreActions')}>⋯</summary>
      <form className="comment-report" onSubmit={(event) => void report(event)}>
        {error ? <Notice severity="error">{error}</Notice> : null}
        <label htmlFor={`${id}-reason`}>{t('comments.reportReason')}</label>
        <input id={`${id}-reason`} required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        <Button type="submit" variant="outlined" size="small">
          {t('comments.report')}
        </Button>
      </form>
    </details>
  );
}

function CommentItem({
  comment,
  member,
  mode,
  onWritten,
  onDeleted,
  onFailed,
  now,
}: {
  comment: CommentView;
  member: Member | null;
  mode: CommentPage['mode'];
  onWritten: (message: string, comment: CommentView) => void;
  onDeleted: (message: string, comment: CommentView) => void;
  onFailed: (message: string) => void;
  now: number;
}) {
  const format = usePublicationFormat();
  const t = useT();
  const refusal = useRefusalWords();
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  // A closed form takes its focused button with it: the keyboard goes back to the button that opened
  // it (Edit comes back once the form is gone), not to <body>, where a screen reader loses its place.
  const replyButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  // A new object each time, so closing the same form twice refocuses twice.
  const [refocus, setRefocus] = useState<{ button: typeof replyButton } | null>(null);
  useEffect(() => refocus?.button.current?.focus(), [refocus]);
  const closeReply = () => {
    setReplying(false);
    setRefocus({ button: replyButton });
  };
  const closeEdit = () => {
    setEditing(false);
    setRefocus({ button: editButton });
  };
  const own = member !== null && comment.author?.id === member.id;
  // As graph decides: a banned member neither writes nor reports, once comments are closed nothing
  // is written (no reply, no edit; deleting one's own comment stays), and a held comment (shown
  // here to its author once posted) takes no replies until an editor approves it.
  const writer = member !== null && !member.banned;
  const editable = own && writer && mode === 'on' && !comment.deleted && now - Date.parse(comment.createdAt) < EDIT_WINDOW_MS;

  async function remove() {
    if (!window.confirm(t('comments.deleteConfirm'))) return;
    try {
      await http('DELETE', `/api/comments/${comment.id}`);
      onDeleted(t('comments.deleted'), comment);
    } catch (failure) {
      onFailed(refusal(failure));
    }
  }

  return (
    <li className="comment" id={`comment-${comment.id}`}>
      <div className="comment-head">
        <strong>
          {comment.deleted ? t('comments.deletedAuthor') : (comment.author?.displayName ?? t('comments.deletedMember'))}
        </strong>
        <time className="muted" dateTime={comment.createdAt}>
          {formatShortDate(comment.createdAt, format)}
        </time>
        {comment.editedAt && !comment.deleted ? <span className="muted">{t('comments.edited')}</span> : null}
        {comment.status === 'pending' ? <span className="muted">{t('comments.pending')}</span> : null}
        {writer && !own && !comment.deleted ? <ReportMenu commentId={comment.id} /> : null}
      </div>
      {editing ? (
        <CommentForm
          articleId={comment.articleId}
          editId={comment.id}
          initial={comment.body}
          label={t('comments.editLabel')}
          submitLabel={t('account.save')}
          onCancel={closeEdit}
          onDone={(message, edited) => {
            closeEdit();
            onWritten(message, edited);
          }}
        />
      ) : comment.deleted ? (
        <p className="muted comment-body">{t('comments.wasDeleted')}</p>
      ) : (
        // Graph's HTML: the plain text escaped, with nofollow ugc links only.
        <p className="comment-body" dangerouslySetInnerHTML={{ __html: comment.html }} />
      )}
      <div className="comment-actions">
        {writer && mode === 'on' && comment.parentId === null && !comment.deleted && comment.status !== 'pending' ? (
          <Button ref={replyButton} size="small" aria-expanded={replying} onClick={() => setReplying((r) => !r)}>
            {t('comments.reply')}
          </Button>
        ) : null}
        {editable && !editing ? (
          <Button ref={editButton} size="small" onClick={() => setEditing(true)}>
            {t('comments.edit')}
          </Button>
        ) : null}
        {own && !comment.deleted ? (
          <Button size="small" onClick={() => void remove()}>
            {t('comments.delete')}
          </Button>
        ) : null}
      </div>
      {replying ? (
        <CommentForm
          articleId={comment.articleId}
          parentId={comment.id}
          label={
            comment.author?.displayName
              ? t('comments.replyTo', { name: comment.author.displayName })
              : t('comments.replyToComment')
          }
          submitLabel={t('comments.reply')}
          onCancel={closeReply}
          onDone={(message, reply) => {
            closeReply();
            onWritten(message, reply);
          }}
        />
      ) : null}
      {comment.replies?.length ? (
        <ol className="comment-replies">
          {comment.replies.map((reply) => (
            <CommentItem
              key={reply.id}
              comment={reply}
              member={member}
              mode={mode}
              onWritten={onWritten}
              onDeleted={onDeleted}
              onFailed={onFailed}
              now={now}
            />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

export default function CommentsSection({ articleId }: { articleId: number }) {
  const t = useT();
  const refusal = useRefusalWords();
  const [page, setPage] = useState<CommentPage | null>(null);
  const [threads, setThreads] = useState<CommentView[]>([]);
  const [cursor, setCursor] = useState<number | null>(null);
  const [member, setMember] = useState<Member | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [order, setOrder] = useState<'oldest' | 'newest'>('oldest');

  const load = useCallback(async () => {
    try {
      const first = await http<CommentPage>('GET', `/api/articles/${articleId}/comments?limit=${PAGE}&order=${order}`);
      setPage(first);
      setThreads(first.comments);
      setCursor(first.nextCursor);
      setNow(Date.now());
      setError(null);
    } catch (failure) {
      setError(refusal(failure));
    }
  }, [articleId, order, refusal]);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    currentMember().then(setMember, () => setMember(null));
  }, []);

  async function loadMore() {
    if (cursor === null) return;
    try {
      const next = await http<CommentPage>(
        'GET',
        `/api/articles/${articleId}/comments?limit=${PAGE}&order=${order}&after=${cursor}`,
      );
      // A thread posted here since comes back on a later page (oldest first): in its place then.
      const ids = new Set(next.comments.map((c) => c.id));
      setThreads((shown) => [...shown.filter((c) => !ids.has(c.id)), ...next.comments]);
      setCursor(next.nextCursor);
    } catch (failure) {
      setError(refusal(failure));
    }
  }

  // What the member writes or deletes changes the threads shown, never reloading them: the pages
  // loaded with "More comments" stay.
  const counted = (comment: CommentView) => comment.status === 'visible' || comment.status === 'reported';
  const count = (delta: number) => setPage((p) => (p && delta ? { ...p, totalCount: p.totalCount + delta } : p));
  const written = (message: string, comment: CommentView) => {
    const before = [...threads, ...threads.flatMap((c) => c.replies ?? [])].find((c) => c.id === comment.id);
    setNotice(message);
    setThreads((shown) => withComment(shown, comment, order === 'newest'));
    count(Number(counted(comment)) - Number(before ? counted(before) : false));
    setNow(Date.now());
  };
  const deleted = (message: string, comment: CommentView) => {
    setNotice(message);
    setThreads((shown) => withoutComment(shown, comment.id));
    count(-Number(counted(comment)));
  };

  if (page?.mode === 'off') return null;
  const returnTo = `${typeof window === 'undefined' ? '/' : window.location.pathname}#comments`;

  return (
    <section id="comments" className="comments" aria-labelledby="comments-title" aria-busy={page === null}>
      <div className="comments-head">
        <h2 id="comments-title">{page ? t('comments.titleCount', { count: page.totalCount }) : t('comments.title')}</h2>
        <label>
          {t('comments.sort')}{' '}
          <select value={order} onChange={(event) => setOrder(event.target.value as 'oldest' | 'newest')}>
            <option value="oldest">{t('comments.oldest')}</option>
            <option value="newest">{t('comments.newest')}</option>
          </select>
        </label>
      </div>
      {error ? <Notice severity="error">{error}</Notice> : null}
      {notice ? <Notice severity="info">{notice}</Notice> : null}
      {page?.mode === 'closed' ? (
        <p className="muted">{t('comments.closed')}</p>
      ) : member?.banned ? (
        <Notice severity="warning">{t('account.banned')}</Notice>
      ) : member ? (
        <CommentForm
          articleId={articleId}
          label={t('comments.commentAs', { name: member.displayName })}
          submitLabel={t('comments.post')}
          onDone={written}
        />
      ) : page ? (
        <MemberSignInForm returnTo={returnTo} intro={t('comments.signInIntro')} />
      ) : null}
      {page === null && !error ? <p className="muted">{t('article.loadingComments')}</p> : null}
      {page && threads.length === 0 ? <p className="muted">{t('comments.none')}</p> : null}
      <ol className="comment-list">
        {threads.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            member={member}
            mode={page?.mode ?? 'on'}
            onWritten={written}
            onDeleted={deleted}
            onFailed={setNotice}
            now={now}
          />
        ))}
      </ol>
      {cursor !== null ? (
        <Button variant="outlined" onClick={() => void loadMore()}>
          {t('comments.more')}
        </Button>
      ) : null}
    </section>
  );
}
