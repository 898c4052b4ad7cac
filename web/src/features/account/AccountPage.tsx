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
import { PRODUCT_NAME } from '../../config/constants';
import { namesLanguage } from '../../i18n/edition';
import { useCategoryLabel } from '../../i18n/use-category-label';
import { useT } from '../../i18n/use-t';
import { useRefusalWords } from '../../i18n/use-server-message';
import { editionPath, useEdition } from '../../lib/edition';

export function VerifyPage() {
  const t = useT();
  const refusal = useRefusalWords();
  const edition = useEdition();
  useDocumentMeta(t('account.signIn'), t('account.signInDescription', { product: PRODUCT_NAME }));
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
      window.location.assign(returnTo ?? editionPath('/account', edition));
    } catch (failure) {
      setError(refusal(failure));
      setBusy(false);
    }
  }

  return (
    <div className="container link-page account-page">
      <div className="panel panel-roomy">
        <h1>{t('account.signInTo', { product: PRODUCT_NAME })}</h1>
        {!token ? (
          <Notice severity="error">{t('newsletter.missingToken')}</Notice>
        ) : (
          <>
            <p className="muted explanation">{t('account.signInExplanation')}</p>
            {error ? (
              <Notice severity="error" action={<Button onClick={() => void navigate('/account')}>{t('account.newLink')}</Button>}>
                {error}
              </Notice>
            ) : null}
            <Button variant="contained" size="large" disabled={busy || !live} onClick={() => void signIn()}>
              {t(busy ? 'account.signingIn' : 'account.signIn')}
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
  const t = useT();
  const refusal = useRefusalWords();
  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      onSaved(await updateDisplayName(name));
      setMessage({ ok: true, text: t('account.saved') });
    } catch (failure) {
      setMessage({ ok: false, text: refusal(failure) });
    }
  }
  return (
    <form className="account-form" onSubmit={(event) => void save(event)}>
      <label htmlFor={`${id}-name`}>{t('account.displayName')}</label>
      <div className="member-sign-in-row">
        <input id={`${id}-name`} value={name} placeholder={member.displayName} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" variant="contained">
          {t('account.save')}
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
  const t = useT();
  const categoryLabel = useCategoryLabel();
  const refusal = useRefusalWords();
  const language = namesLanguage(useEdition());
  useEffect(() => {
    getFollows(language).then(setFollows, (failure: unknown) => setError(refusal(failure)));
    getJson<{ slug: string; name: string }[]>('/api/categories').then(setCategories, () => setCategories([]));
  }, [refusal, language]);
  if (!follows) return error ? <Notice severity="error">{error}</Notice> : <p className="muted">{t('account.loadingFollows')}</p>;

  async function change(next: { categories: string[]; tags: string[]; games: string[] }) {
    try {
      setFollows(await putFollows(next, language));
      setError(null);
    } catch (failure) {
      setError(refusal(failure));
    }
  }
  const current = slugsOf(follows);
  const toggleCategory = (slug: string, on: boolean) =>
    void change({ ...current, categories: on ? [...current.categories, slug] : current.categories.filter((s) => s !== slug) });
  const others = [
    ...follows.tags.map((tag) => ({ ...tag, kind: 'tags' as const, label: `#${tag.name}` })),
    ...follows.games.map((g) => ({ ...g, kind: 'games' as const, label: g.name })),
  ];
  return (
    <div>
      {error ? <Notice severity="error">{error}</Notice> : null}
      <fieldset className="account-follows">
        <legend>{t('account.categories')}</legend>
        {categories.map((category) => (
          <label key={category.slug} className="account-check">
            <input
              type="checkbox"
              checked={current.categories.includes(category.slug)}
              onChange={(event) => toggleCategory(category.slug, event.target.checked)}
            />
            {categoryLabel(category.slug, category.name)}
          </label>
        ))}
      </fieldset>
      {others.length ? (
        <ul className="chip-list" aria-label={t('account.followed')}>
          {others.map((thing) => (
            <li key={`${thing.kind}-${thing.slug}`} className="chip">
              {thing.label}
              <Button
                size="small"
                aria-label={t('account.unfollow', { name: thing.label })}
                onClick={() => void change({ ...current, [thing.kind]: current[thing.kind].filter((s) => s !== thing.slug) })}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('account.followHint')}</p>
      )}
    </div>
  );
}

function DangerZone() {
  const [removeComments, setRemoveComments] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const refusal = useRefusalWords();
  async function remove() {
    if (!window.confirm(t('account.deleteConfirm', { product: PRODUCT_NAME }))) return;
    try {
      await deleteAccount(removeComments);
      window.location.assign('/');
    } catch (failure) {
      setError(refusal(failure));
    }
  }
  return (
    <div className="account-danger">
      {error ? <Notice severity="error">{error}</Notice> : null}
      <label className="account-check">
        <input type="checkbox" checked={removeComments} onChange={(e) => setRemoveComments(e.target.checked)} />
        {t('account.removeComments')}
      </label>
      <Button variant="outlined" onClick={() => void remove()}>
        {t('account.delete')}
      </Button>
    </div>
  );
}

export function AccountPage() {
  const t = useT();
  const refusal = useRefusalWords();
  // Back to this edition's account page after the link (graph writes the mail in its language too).
  const edition = useEdition();
  useDocumentMeta(t('account.title'), t('account.description', { product: PRODUCT_NAME }));
  const [member, setMember] = useState<Member | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    currentMember().then(setMember, (failure: unknown) => setError(refusal(failure)));
  }, [refusal]);

  // The page has its heading in every state: the server renders it while the member is unknown (the
  // member is asked for after load), and it is what a screen reader jumps to first.
  if (error)
    return (
      <div className="container page account-page">
        <h1>{t('account.title')}</h1>
        <Notice severity="error">{error}</Notice>
      </div>
    );
  if (member === undefined)
    return (
      <div className="container page account-page" aria-busy="true">
        <h1>{t('account.title')}</h1>
        <p className="muted">{t('account.loading')}</p>
      </div>
    );
  if (member === null)
    return (
      <div className="container page account-page">
        <h1>{t('account.signIn')}</h1>
        <MemberSignInForm returnTo={editionPath('/account', edition)} intro={t('account.signInIntro')} />
      </div>
    );

  async function toggleNewsletter(on: boolean) {
    try {
      setMember(await setNewsletter(on));
    } catch (failure) {
      setError(refusal(failure));
    }
  }

  return (
    <div className="container page account-page">
      <h1>{t('account.title')}</h1>
      <p className="muted">{t('account.signedInAs', { email: member.email })}</p>
      {member.banned ? <Notice severity="warning">{t('account.banned')}</Notice> : null}
      <section aria-labelledby="profile-title">
        <h2 id="profile-title">{t('account.profile')}</h2>
        <ProfileForm member={member} onSaved={setMember} />
      </section>
      <section aria-labelledby="follows-title">
        <h2 id="follows-title">{t('account.following')}</h2>
        <FollowsPanel />
      </section>
      <section aria-labelledby="newsletter-title">
        <h2 id="newsletter-title">{t('account.newsletter')}</h2>
        <label className="account-check">
          <input
            type="checkbox"
            checked={member.newsletter === 'confirmed'}
            onChange={(event) => void toggleNewsletter(event.target.checked)}
          />
          {t('account.sendDigest')}
        </label>
      </section>
      <section aria-labelledby="data-title">
        <h2 id="data-title">{t('account.data')}</h2>
        <p>
          <a className="btn btn-outlined" href="/api/members/me/export" download>
            {t('account.download')}
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
          {t('account.signOut')}
        </Button>
      </p>
    </div>
  );
}
