// The actors' key pairs (loaded with the rest of Fedify, on first use: see http-bridge.ts).
import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';
import type { EntityManager } from '@mikro-orm/postgresql';
import type {} from '../../types/webcrypto';

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
