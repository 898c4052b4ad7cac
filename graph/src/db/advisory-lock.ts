// Work that only one process of an installation may do at a time, across every graph pod, the
// worker and the migrations Job: the others wait for it, then find it done.
import { Client } from 'pg';

/** Runs `work` holding PostgreSQL's session advisory lock `name`; waits while another process holds it. */
export async function withAdvisoryLock<T>(databaseUrl: string, name: string, work: () => Promise<T>): Promise<T> {
  // A connection of its own holds the lock: a session lock belongs to one connection, and a pool
  // would hand the work's statements to others. Closing it releases the lock, even after a failure.
  const lock = new Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    return await work();
  } finally {
    await lock.end();
  }
}
