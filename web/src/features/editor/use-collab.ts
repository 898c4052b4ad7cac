// Co-editing (issue 24): the article's Yjs document, shared through the gateway's Hocuspocus server
// at /collab (the session cookie goes with the WebSocket upgrade). The body is the document's
// `default` XML fragment, bound to TipTap by its Collaboration extension; awareness carries who is
// here (name, colour, whether they may edit) and their cursor.
import { useEffect, useMemo, useState } from 'react';
import { HocuspocusProvider } from '@hocuspocus/provider';
import * as Y from 'yjs';

export interface CollabUser {
  name: string;
  color: string;
}

interface CollabPeer extends CollabUser {
  clientId: number;
  canEdit: boolean;
  self: boolean;
}

export interface CollabSession {
  provider: HocuspocusProvider;
  /** The server's first state has arrived (the body shown is the shared one). */
  synced: boolean;
  /** The server's word on this connection: read-write, readonly, or refused (null until it answers). */
  scope: 'read-write' | 'readonly' | 'refused' | null;
  /** Connected to the server right now (offline edits wait in the document until it is). */
  online: boolean;
  /** Everyone with the article open, this tab included. */
  peers: CollabPeer[];
  /**
   * This tab autosaves the shared document: the editing tab with the lowest client id. One writer of
   * revisions for everyone, so two open tabs do not store the same text twice.
   */
  autosaves: boolean;
}

const COLORS = ['#e6194b', '#3cb44b', '#4363d8', '#f58231', '#911eb4', '#008080', '#9a6324', '#800000'];

/** A stable colour per user. */
export const colorOf = (userId: number): string => COLORS[Math.abs(userId) % COLORS.length];

const collabUrl = (): string => `${window.location.origin.replace(/^http/, 'ws')}/collab`;

export function useCollab(articleId: number | null, user: (CollabUser & { canEdit: boolean }) | null): CollabSession | null {
  const enabled = articleId !== null && user !== null;
  const provider = useMemo(
    () =>
      enabled
        ? new HocuspocusProvider({
            url: collabUrl(),
            name: `article:${articleId}`,
            document: new Y.Doc(),
            // The session cookie is what the server checks; the protocol wants a token to send.
            token: 'session',
          })
        : null,
    [enabled, articleId],
  );
  const [synced, setSynced] = useState(false);
  const [scope, setScope] = useState<CollabSession['scope']>(null);
  const [online, setOnline] = useState(false);
  const [peers, setPeers] = useState<CollabPeer[]>([]);

  useEffect(() => {
    if (!provider) return;
    const onSynced = ({ state }: { state: boolean }) => setSynced((was) => was || state);
    const onAuthenticated = ({ scope: given }: { scope: 'read-write' | 'readonly' }) => setScope(given);
    const onRefused = () => setScope('refused');
    const onStatus = ({ status }: { status: string }) => setOnline(status === 'connected');
    const onAwareness = ({ states }: { states: { clientId: number; [key: string]: unknown }[] }) => {
      const self = provider.document.clientID;
      setPeers(
        states
          .filter((state) => state.user)
          .map((state) => {
            const who = state.user as CollabUser & { canEdit?: boolean };
            return {
              clientId: state.clientId,
              name: who.name,
              color: who.color,
              canEdit: Boolean(who.canEdit),
              self: state.clientId === self,
            };
          }),
      );
    };
    provider.on('synced', onSynced);
    provider.on('authenticated', onAuthenticated);
    provider.on('authenticationFailed', onRefused);
    provider.on('status', onStatus);
    provider.on('awarenessChange', onAwareness);
    // The browser knows first when the network is gone: go offline at once (edits stay in the
    // document) and reconnect when it is back, where the Yjs sync merges both sides' changes.
    const socket = provider.configuration.websocketProvider;
    const onOffline = () => socket.disconnect();
    const onOnline = () => void socket.connect();
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      provider.off('synced', onSynced);
      provider.off('authenticated', onAuthenticated);
      provider.off('authenticationFailed', onRefused);
      provider.off('status', onStatus);
      provider.off('awarenessChange', onAwareness);
      provider.destroy();
    };
  }, [provider]);

  useEffect(() => {
    if (!provider || !user) return;
    provider.setAwarenessField('user', { name: user.name, color: user.color, canEdit: user.canEdit });
  }, [provider, user?.name, user?.color, user?.canEdit]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!provider) return null;
  const editors = peers.filter((peer) => peer.canEdit).map((peer) => peer.clientId);
  const autosaves = scope === 'read-write' && editors.length > 0 && Math.min(...editors) === provider.document.clientID;
  return { provider, synced, scope, online, peers, autosaves };
}
