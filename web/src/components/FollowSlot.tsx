// Where a "Follow" button goes on category and game pages (issue 23). Anonymous visitors get nothing
// and download nothing: only a browser with the member hint cookie loads the button's chunk, after
// hydration, so the page itself stays the same cached page for everyone.
import { lazy, Suspense, useEffect, useState } from 'react';

const FollowButton = lazy(() => import('../members/FollowButton'));

export function FollowSlot(props: { kind: 'categories' | 'games'; slug: string; name: string }) {
  const [member, setMember] = useState(false);
  useEffect(() => setMember(document.cookie.includes('savepoint_member=')), []);
  if (!member) return null;
  return (
    <Suspense fallback={null}>
      <FollowButton {...props} />
    </Suspense>
  );
}
