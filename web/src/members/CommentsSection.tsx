// Comments under an article (issue 23). Loaded in a chunk of its own once the article is on screen
// (ArticlePage imports it lazily), so it costs a first visit nothing. The list is public and read
// fresh; who is signed in is asked only when this browser has the member hint cookie. The HTML of a
// comment is graph's: the text escaped, links marked nofollow ugc noopener.
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../components/Button';
import { Notice } from '../components/StatusMessage';
import { formatShortDate } from '../lib/dates';
import { http } from '../lib/http';
import { currentMember, failureMessage, type Member } from './member-api';
import { MemberSignInForm } from './MemberSignInForm';
import './members.css';
import { usePublicationFormat } from '../lib/publication-format';

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
      onDone(answer.message, answer.comment);
    } catch (failure) {
      setError(failureMessage(failure));
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
        <label htmlFor={`${id}-website`}>Website</label>
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
            Cancel
          </Button>
        ) : null}
        <Button type="submit" variant="contained" disabled={busy || !body.trim()}>
          {busy ? 'Sending…' : submitLabel}
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
  if (done) return <span className="muted comment-reported">{done}</span>;
  async function report(event: FormEvent) {
    event.preventDefault();
    try {
      setDone((await http<{ message: string }>('POST', `/api/comments/${commentId}/report`, { reason })).message);
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }
  return (
    <details className="comment-menu" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary aria-label="More actions">⋯</summary>
      <form className="comment-report" onSubmit={(event) => void report(event)}>
        {error ? <Notice severity="error">{error}</Notice> : null}
        <label htmlFor={`${id}-reason`}>Report this comment: what is wrong?</label>
        <input id={`${id}-reason`} required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        <Button type="submit" variant="outlined" size="small">
          Report
        </Button>
      </form>
    </details>
  );
}

function CommentItem({
  comment,
  member,
  mode,
  onChanged,
  now,
}: {
  comment: CommentView;
  member: Member | null;
  mode: CommentPage['mode'];
  onChanged: (message?: string) => void;
  now: number;
}) {
  const format = usePublicationFormat();
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const own = member !== null && comment.author?.id === member.id;
  const editable = own && !comment.deleted && now - Date.parse(comment.createdAt) < EDIT_WINDOW_MS;

  async function remove() {
    if (!window.confirm('Delete your comment?')) return;
    try {
      await http('DELETE', `/api/comments/${comment.id}`);
      onChanged('Comment deleted');
    } catch (failure) {
      onChanged(failureMessage(failure));
    }
  }

  return (
    <li className="comment" id={`comment-${comment.id}`}>
      <div className="comment-head">
        <strong>{comment.deleted ? 'Deleted' : (comment.author?.displayName ?? 'Deleted member')}</strong>
        <time className="muted" dateTime={comment.createdAt}>
          {formatShortDate(comment.createdAt, format)}
        </time>
        {comment.editedAt && !comment.deleted ? <span className="muted">(edited)</span> : null}
        {comment.status === 'pending' ? <span className="muted">(awaiting review)</span> : null}
        {member && !own && !comment.deleted ? <ReportMenu commentId={comment.id} /> : null}
      </div>
      {editing ? (
        <CommentForm
          articleId={comment.articleId}
          editId={comment.id}
          initial={comment.body}
          label="Edit your comment"
          submitLabel="Save"
          onCancel={() => setEditing(false)}
          onDone={(message) => {
            setEditing(false);
            onChanged(message);
          }}
        />
      ) : comment.deleted ? (
        <p className="muted comment-body">This comment was deleted.</p>
      ) : (
        // Graph's HTML: the plain text escaped, with nofollow ugc links only.
        <p className="comment-body" dangerouslySetInnerHTML={{ __html: comment.html }} />
      )}
      <div className="comment-actions">
        {member && mode === 'on' && comment.parentId === null && !comment.deleted ? (
          <Button size="small" onClick={() => setReplying((r) => !r)}>
            Reply
          </Button>
        ) : null}
        {editable && !editing ? (
          <Button size="small" onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null}
        {own && !comment.deleted ? (
          <Button size="small" onClick={() => void remove()}>
            Delete
          </Button>
        ) : null}
      </div>
      {replying ? (
        <CommentForm
          articleId={comment.articleId}
          parentId={comment.id}
          label={`Reply to ${comment.author?.displayName ?? 'this comment'}`}
          submitLabel="Reply"
          onCancel={() => setReplying(false)}
          onDone={(message) => {
            setReplying(false);
            onChanged(message);
          }}
        />
      ) : null}
      {comment.replies?.length ? (
        <ol className="comment-replies">
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} member={member} mode={mode} onChanged={onChanged} now={now} />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

export default function CommentsSection({ articleId }: { articleId: number }) {
  const [page, setPage] = useState<CommentPage | null>(null);
  const [more, setMore] = useState<CommentView[]>([]);
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
      setMore([]);
      setCursor(first.nextCursor);
      setNow(Date.now());
      setError(null);
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }, [articleId, order]);

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
      setMore((m) => [...m, ...next.comments]);
      setCursor(next.nextCursor);
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }

  const changed = (message?: string) => {
    if (message) setNotice(message);
    void load();
  };

  if (page?.mode === 'off') return null;
  const returnTo = `${typeof window === 'undefined' ? '/' : window.location.pathname}#comments`;
  const comments = [...(page?.comments ?? []), ...more];

  return (
    <section id="comments" className="comments" aria-labelledby="comments-title" aria-busy={page === null}>
      <div className="comments-head">
        <h2 id="comments-title">{page ? `Comments (${page.totalCount})` : 'Comments'}</h2>
        <label>
          Sort{' '}
          <select value={order} onChange={(event) => setOrder(event.target.value as 'oldest' | 'newest')}>
            <option value="oldest">Oldest first</option>
            <option value="newest">Newest first</option>
          </select>
        </label>
      </div>
      {error ? <Notice severity="error">{error}</Notice> : null}
      {notice ? <Notice severity="info">{notice}</Notice> : null}
      {page?.mode === 'closed' ? (
        <p className="muted">Comments are closed on this article.</p>
      ) : member?.banned ? (
        <Notice severity="warning">Your account is blocked from commenting.</Notice>
      ) : member ? (
        <CommentForm
          articleId={articleId}
          label={`Comment as ${member.displayName}`}
          submitLabel="Post comment"
          onDone={(message) => changed(message)}
        />
      ) : page ? (
        <MemberSignInForm returnTo={returnTo} intro="Sign in with your email to join the discussion. No password needed." />
      ) : null}
      {page === null && !error ? <p className="muted">Loading comments…</p> : null}
      {page && comments.length === 0 ? <p className="muted">No comments yet. Start the discussion.</p> : null}
      <ol className="comment-list">
        {comments.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            member={member}
            mode={page?.mode ?? 'on'}
            onChanged={changed}
            now={now}
          />
        ))}
      </ol>
      {cursor !== null ? (
        <Button variant="outlined" onClick={() => void loadMore()}>
          More comments
        </Button>
      ) : null}
    </section>
  );
}
