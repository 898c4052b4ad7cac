// What every bench that compares the product with the floor needs: a database of its own, made
// afresh, and the floor (bench/floor.mjs) started beside the product.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';

const { root } = createRequire(import.meta.url)('../scripts/processes.cjs');

/** Drops and creates database `name` on the server at `adminUrl`; its URL and a way to drop it. */
export async function freshDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => c.end());
    },
  };
}

/** The floor on `port` over `databaseUrl`, once it listens. */
export function startFloor(databaseUrl, port) {
  const child = spawn(process.execPath, [path.join(root, 'bench', 'floor.mjs')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`floor exited with ${code}`)));
  });
}

/**
 * Removes every key a run left under its Redis prefix (queues and their repeatable jobs, sessions,
 * rate limits): a developer's Redis keeps them otherwise (one federation run left 540). Called once
 * the processes have stopped, so no repeatable job writes its next run back; a bench's figures never
 * depend on it, so a failure here is only logged.
 */
export async function dropRedisPrefix({ REDIS_URL, REDIS_PREFIX }) {
  if (!REDIS_PREFIX) return;
  const redis = new Redis(REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${REDIS_PREFIX}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.unlink(...keys);
    } while (cursor !== '0');
  } catch (err) {
    console.error(`bench: could not remove the Redis keys under ${REDIS_PREFIX}: ${err.message}`);
  } finally {
    redis.disconnect();
  }
}
