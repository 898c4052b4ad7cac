// The member's own pages (issue 23): /account (profile, follows, newsletter, export, delete) and
// /account/verify, which a magic link opens. Opening the link changes nothing (mail scanners follow
// links); the reader's press of the button signs in, by POST, as the newsletter's pages do. Both are
// private pages (never cached, never indexed); everything about the member is fetched after load.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Notice } from '../../components/StatusMessage';
import { useDocumentMeta } from '../../lib/document-meta';
import { getJson } from '../../lib/http';
import {
  currentMember,
  deleteAccount,
  failureMessage,
  getFollows,
  putFollows,
  setNewsletter,
  signOut,
  slugsOf,
  updateDisplayName,
  verifySignIn,
  type Follows,
  type Member,
} from '../../members/member-api';
import { MemberSignInForm } from '../../members/MemberSignInForm';
import '../../members/members.css';
import './account.css';

export const MISSING_TOKEN = 'This link is incomplete. Please open the whole link from the email.';

export function VerifyPage() {
  useDocumentMeta('Sign in', 'Sign in to Savepoint.');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token')?.trim() ?? '';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Disabled until the page is live: a press before hydration would do nothing and say nothing.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  async function signIn() {
    setBusy(true);
    setError(null);
    try {
      const { returnTo } = await verifySignIn(token);
      // A full load: the page comes back with the member cookie, and comments scroll into view.
      window.location.assign(returnTo ?? '/account');
    } catch (failure) {
      setError(failureMessage(failure));
      setBusy(false);
    }
  }

  return (
    <div className="container link-page account-page">
      <div className="panel panel-roomy">
        <h1>Sign in to Savepoint</h1>
        {!token ? (
          <Notice severity="error">{MISSING_TOKEN}</Notice>
        ) : (
          <>
            <p className="muted explanation">Press the button to sign in on this device.</p>
            {error ? (
              <Notice severity="error" action={<Button onClick={() => void navigate('/account')}>Ask for a new link</Button>}>
                {error}
              </Notice>
            ) : null}
            <Button variant="contained" size="large" disabled={busy || !live} onClick={() => void signIn()}>
              {busy ? 'Signing in…' : 'Sign in'}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

function ProfileForm({ member, onSaved }: { member: Member; onSaved: (m: Member) => void }) {
  const id = useId();
  const [name, setName] = useState(member.defaultName ? '' : member.displayName);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      onSaved(await updateDisplayName(name));
      setMessage({ ok: true, text: 'Saved' });
    } catch (failure) {
      setMessage({ ok: false, text: failureMessage(failure) });
    }
  }
  return (
    <form className="account-form" onSubmit={(event) => void save(event)}>
      <label htmlFor={`${id}-name`}>Display name (shown with your comments)</label>
      <div className="member-sign-in-row">
        <input id={`${id}-name`} value={name} placeholder={member.displayName} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" variant="contained">
          Save
        </Button>
      </div>
      {message ? <Notice severity={message.ok ? 'success' : 'error'}>{message.text}</Notice> : null}
    </form>
  );
}

function FollowsPanel() {
  const [follows, setFollows] = useState<Follows | null>(null);
  const [categories, setCategories] = useState<{ slug: string; name: string }[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    getFollows().then(setFollows, (failure: unknown) => setError(failureMessage(failure)));
    getJson<{ slug: string; name: string }[]>('/api/categories').then(setCategories, () => setCategories([]));
  }, []);
  if (!follows) return error ? <Notice severity="error">{error}</Notice> : <p className="muted">Loading follows…</p>;

  async function change(next: { categories: string[]; tags: string[]; games: string[] }) {
    try {
      setFollows(await putFollows(next));
      setError(null);
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }
  const current = slugsOf(follows);
  const toggleCategory = (slug: string, on: boolean) =>
    void change({ ...current, categories: on ? [...current.categories, slug] : current.categories.filter((s) => s !== slug) });
  const others = [
    ...follows.tags.map((t) => ({ ...t, kind: 'tags' as const, label: `#${t.name}` })),
    ...follows.games.map((g) => ({ ...g, kind: 'games' as const, label: g.name })),
  ];
  return (
    <div>
      {error ? <Notice severity="error">{error}</Notice> : null}
      <fieldset className="account-follows">
        <legend>Categories</legend>
        {categories.map((category) => (
          <label key={category.slug} className="account-check">
            <input
              type="checkbox"
              checked={current.categories.includes(category.slug)}
              onChange={(event) => toggleCategory(category.slug, event.target.checked)}
            />
            {category.name}
          </label>
        ))}
      </fieldset>
      {others.length ? (
        <ul className="chip-list" aria-label="Games and tags you follow">
          {others.map((thing) => (
            <li key={`${thing.kind}-${thing.slug}`} className="chip">
              {thing.label}
              <Button
                size="small"
                aria-label={`Unfollow ${thing.label}`}
                onClick={() => void change({ ...current, [thing.kind]: current[thing.kind].filter((s) => s !== thing.slug) })}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Follow games from their pages; what you follow leads your weekly digest under “For you”.</p>
      )}
    </div>
  );
}

function DangerZone() {
  const [removeComments, setRemoveComments] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function remove() {
    if (!window.confirm('Delete your Savepoint account? This cannot be undone.')) return;
    try {
      await deleteAccount(removeComments);
      window.location.assign('/');
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }
  return (
    <div className="account-danger">
      {error ? <Notice severity="error">{error}</Notice> : null}
      <label className="account-check">
        <input type="checkbox" checked={removeComments} onChange={(e) => setRemoveComments(e.target.checked)} />
        Also remove my comments (otherwise they stay, signed “Deleted member”)
      </label>
      <Button variant="outlined" onClick={() => void remove()}>
        Delete my account
      </Button>
    </div>
  );
}

export function AccountPage() {
  useDocumentMeta('Your account', 'Your Savepoint account.');
  const [member, setMember] = useState<Member | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    currentMember().then(setMember, (failure: unknown) => setError(failureMessage(failure)));
  }, []);

  // The page has its heading in every state: the server renders it while the member is unknown (the
  // member is asked for after load), and it is what a screen reader jumps to first.
  if (error)
    return (
      <div className="container page account-page">
        <h1>Your account</h1>
        <Notice severity="error">{error}</Notice>
      </div>
    );
  if (member === undefined)
    return (
      <div className="container page account-page" aria-busy="true">
        <h1>Your account</h1>
        <p className="muted">Loading your account…</p>
      </div>
    );
  if (member === null)
    return (
      <div className="container page account-page">
        <h1>Sign in</h1>
        <MemberSignInForm returnTo="/account" intro="Sign in with your email: we send you a link, no password needed." />
      </div>
    );

  async function toggleNewsletter(on: boolean) {
    try {
      setMember(await setNewsletter(on));
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }

  return (
    <div className="container page account-page">
      <h1>Your account</h1>
      <p className="muted">Signed in as {member.email}</p>
      {member.banned ? <Notice severity="warning">Your account is blocked from commenting.</Notice> : null}
      <section aria-labelledby="profile-title">
        <h2 id="profile-title">Profile</h2>
        <ProfileForm member={member} onSaved={setMember} />
      </section>
      <section aria-labelledby="follows-title">
        <h2 id="follows-title">Following</h2>
        <FollowsPanel />
      </section>
      <section aria-labelledby="newsletter-title">
        <h2 id="newsletter-title">Newsletter</h2>
        <label className="account-check">
          <input
            type="checkbox"
            checked={member.newsletter === 'confirmed'}
            onChange={(event) => void toggleNewsletter(event.target.checked)}
          />
          Send me the weekly digest
        </label>
      </section>
      <section aria-labelledby="data-title">
        <h2 id="data-title">Your data</h2>
        <p>
          <a className="btn btn-outlined" href="/api/members/me/export" download>
            Download my data (JSON)
          </a>
        </p>
        <DangerZone />
      </section>
      <p>
        <Button
          variant="text"
          onClick={() =>
            void signOut()
              .catch(() => undefined)
              .then(() => window.location.assign('/'))
          }
        >
          Sign out
        </Button>
      </p>
    </div>
  );
}
