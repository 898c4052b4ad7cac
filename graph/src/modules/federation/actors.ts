// The publication's actors. Each is keyed by an identifier that is also its handle's user part:
// 'savepoint' is the default edition; when editions exist (issue 46), each gets its own identifier
// and `actorIdentifiers` lists them — the dispatchers, keys, followers and outbox rows already take
// the identifier (decision 0025).
import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';
import type { EntityManager } from '@mikro-orm/postgresql';
import type {} from '../../types/webcrypto';

export const DEFAULT_ACTOR = 'savepoint';
/** The language of what the default edition publishes (BCP 47). */
export const PUBLICATION_LANGUAGE = 'en';

/** Every actor this server has; an unknown identifier is a 404 everywhere. */
export function actorIdentifiers(): readonly string[] {
  return [DEFAULT_ACTOR];
}

export const isActor = (identifier: string): boolean => actorIdentifiers().includes(identifier);

export interface FederationProfile {
  displayName: string;
  summary: string;
  iconUrl: string | null;
  headerUrl: string | null;
  manualApproval: boolean;
}

export async function federationProfile(em: EntityManager): Promise<FederationProfile> {
  const [row]: {
    display_name: string;
    summary: string;
    icon_url: string | null;
    header_url: string | null;
    manual_approval: boolean;
  }[] = await em.execute(`SELECT display_name, summary, icon_url, header_url, manual_approval FROM federation_setting`);
  return {
    displayName: row?.display_name ?? 'Savepoint',
    summary: row?.summary ?? '',
    iconUrl: row?.icon_url ?? null,
    headerUrl: row?.header_url ?? null,
    manualApproval: row?.manual_approval ?? false,
  };
}

/** RSA signs HTTP requests (what every server checks); Ed25519 signs Object Integrity Proofs. */
const ALGORITHMS = ['RSASSA-PKCS1-v1_5', 'Ed25519'] as const;

async function loadOrCreateKeys(em: EntityManager, actor: string): Promise<CryptoKeyPair[]> {
  const pairs: CryptoKeyPair[] = [];
  for (const algorithm of ALGORITHMS) {
    let [row]: { public_key: JsonWebKey; private_key: JsonWebKey }[] = await em.execute(
      `SELECT public_key, private_key FROM federation_key WHERE actor = ? AND algorithm = ?`,
      [actor, algorithm],
    );
    if (!row) {
      const fresh = await generateCryptoKeyPair(algorithm);
      // Two processes starting together: the first insert wins and both read it back.
      await em.execute(
        `INSERT INTO federation_key (actor, algorithm, public_key, private_key) VALUES (?, ?, ?::jsonb, ?::jsonb) ON CONFLICT DO NOTHING`,
        [actor, algorithm, JSON.stringify(await exportJwk(fresh.publicKey)), JSON.stringify(await exportJwk(fresh.privateKey))],
      );
      [row] = await em.execute(`SELECT public_key, private_key FROM federation_key WHERE actor = ? AND algorithm = ?`, [
        actor,
        algorithm,
      ]);
    }
    pairs.push({ publicKey: await importJwk(row.public_key, 'public'), privateKey: await importJwk(row.private_key, 'private') });
  }
  return pairs;
}

/**
 * The actors' key pairs, generated once and stored (federation_key), then kept in memory for the
 * life of the process's federation: they never change, and every signed delivery needs them.
 */
export function actorKeyStore(em: EntityManager): (actor: string) => Promise<CryptoKeyPair[]> {
  const loaded = new Map<string, Promise<CryptoKeyPair[]>>();
  return (actor) => {
    let pairs = loaded.get(actor);
    if (!pairs) {
      pairs = loadOrCreateKeys(em.fork(), actor);
      loaded.set(actor, pairs);
      pairs.catch(() => loaded.delete(actor));
    }
    return pairs;
  };
}
