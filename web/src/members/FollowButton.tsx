// Follow or unfollow a category or game (issue 23); loaded only for signed-in members (FollowSlot).
import { useEffect, useState } from 'react';
import { Button } from '../components/Button';
import { getFollows, putFollows, slugsOf, type Follows } from './member-api';
import { useT } from '../i18n/use-t';
import { useRefusalWords } from '../i18n/use-server-message';

export default function FollowButton({ kind, slug, name }: { kind: 'categories' | 'games'; slug: string; name: string }) {
  const t = useT();
  const refusal = useRefusalWords();
  const [follows, setFollows] = useState<Follows | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    // Only the slugs matter here: the names as the default edition has them do.
    getFollows(null).then(setFollows, () => setFollows(null));
  }, []);
  if (!follows) return null;
  const current = slugsOf(follows);
  const following = current[kind].includes(slug);
  async function toggle() {
    try {
      setFollows(
        await putFollows(
          { ...current, [kind]: following ? current[kind].filter((s) => s !== slug) : [...current[kind], slug] },
          null,
        ),
      );
      setError(null);
    } catch (failure) {
      setError(refusal(failure));
    }
  }
  return (
    <span className="follow">
      <Button variant="outlined" size="small" className="follow-button" aria-pressed={following} onClick={() => void toggle()}>
        {t(following ? 'members.following' : 'members.follow', { name })}
      </Button>
      {error ? (
        <span role="alert" className="muted">
          {' '}
          {error}
        </span>
      ) : null}
    </span>
  );
}
