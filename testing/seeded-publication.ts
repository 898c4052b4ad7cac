// The starter publication, seeded once per jest run and copied into each browser suite's product
// that asks for it (startProduct({ seed: true })).
//
// Why: graph seeds an empty database at its first start (SEED_ON_EMPTY), drawing the seed's
// pictures with libvips and writing ~40 articles, their games, editions and live blog. That took
// 11 s of a product's 16 s start on an idle machine, and a dozen browser suites each paid it
// again on a CI machine already busy with two browsers. The copy is the same data the product's
// own first start writes (graph, started here exactly as `npm start` starts it, does the seeding),
// cloned with CREATE DATABASE … TEMPLATE and a copy of its media folder.
//
// The seeded dates are those of the first suite that asked (minutes before the others): the seed's
// nearest future date is a day ahead, and a test that reads a seeded time reads it from the data.
// Its scheduled articles have no queued publish job in a copy (the worker's due-articles sweep
// publishes them when due), and each product's admin password is its own (graph sets the admin
// account's password from ADMIN_PASSWORD at every start).
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { testDatabaseAdminUrl } from './db';

export interface SeededPublication {
  /** The seeded database, a template for each product's own. */
  database: string;
  /** Its media folder (the seed's pictures), copied into each product's. */
  mediaDir: string;
}

/**
 * Where this run's seeded publication is kept: its database and media folder. The global teardown
 * drops both (names from `seededPublicationNames`).
 */
export function seededPublicationNames(runId: string): { database: string; dir: string } {
  return { database: `sp_tpl_${runId}_seeded`, dir: path.join(os.tmpdir(), `savepoint-seeded-${runId}`) };
}

/**
 * This run's seeded publication, seeding it first if no suite has yet. `seed` starts graph on the
 * given empty database and data folder (its media in `media/`) with SEED_ON_EMPTY and stops it once it is ready. Jest's
 * workers are separate processes: a PostgreSQL advisory lock makes the first one seed while the
 * others wait for it.
 */
export async function seededPublication(
  seed: (databaseUrl: string, dataDir: string) => Promise<void>,
): Promise<SeededPublication> {
  const template = process.env.TEST_TEMPLATE_DB;
  if (!template) throw new Error('TEST_TEMPLATE_DB is not set: run tests through jest (testing/global-setup.ts).');
  const { database, dir } = seededPublicationNames(process.env.TEST_RUN_ID ?? 'x');
  const mediaDir = path.join(dir, 'media');
  const seededMark = path.join(dir, 'seeded');
  if (existsSync(seededMark)) return { database, mediaDir };

  const lock = new Client({ connectionString: testDatabaseAdminUrl() });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [database]);
    if (!existsSync(seededMark)) {
      // A suite that failed half-way through seeding left a database behind: start again.
      await lock.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await lock.query(`CREATE DATABASE ${database} TEMPLATE ${template}`);
      mkdirSync(mediaDir, { recursive: true });
      const url = new URL(testDatabaseAdminUrl());
      url.pathname = `/${database}`;
      await seed(url.toString(), dir);
      writeFileSync(seededMark, new Date().toISOString());
    }
  } finally {
    // Ending the session releases the lock.
    await lock.end();
  }
  return { database, mediaDir };
}

/**
 * Copies the seeded media into a product's own folder, file times kept: the gateway names a
 * picture's resized variants after its source's size and time, so variants drawn by an earlier
 * suite (kept back by `keepDrawnVariants`) are found instead of drawn again.
 */
export function copySeededMedia(seeded: SeededPublication, productMediaDir: string): void {
  cpSync(seeded.mediaDir, productMediaDir, { recursive: true, preserveTimestamps: true });
}

/**
 * Keeps the resized variants a product's gateway drew of the seed's pictures for the suites that
 * start after it. Each browser suite used to draw the same AVIF and WebP variants again in its
 * image process (one of the larger CPU costs of a browser suite on 2 cores). A variant is copied
 * under a temporary name and renamed into place, so a suite copying the folder meanwhile sees it
 * whole or not at all. Variants of a suite's own uploads come along too, and are never asked for.
 */
export function keepDrawnVariants(productMediaDir: string, seeded: SeededPublication): void {
  const drawn = path.join(productMediaDir, '.responsive');
  if (!existsSync(drawn)) return;
  const kept = path.join(seeded.mediaDir, '.responsive');
  mkdirSync(kept, { recursive: true });
  for (const name of readdirSync(drawn)) {
    if (name.startsWith('.') || name.endsWith('.tmp') || existsSync(path.join(kept, name))) continue;
    const partial = path.join(kept, `.${name}.${process.pid}`);
    copyFileSync(path.join(drawn, name), partial);
    renameSync(partial, path.join(kept, name));
  }
}
