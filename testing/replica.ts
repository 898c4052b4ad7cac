// A PostgreSQL primary and a streaming replica of it for one test, with the machine's own PostgreSQL
// binaries (Debian's /usr/lib/postgresql/<v>/bin): initdb a private primary on a free port,
// pg_basebackup -R a replica from it, start both. Nothing of the machine's own cluster is touched.
// Run as the `postgres` account when the tests run as root (PostgreSQL refuses root).
import { spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

const { freePort } = require('../scripts/processes.cjs') as { freePort: () => Promise<number> };

export interface ReplicatedPostgres {
  primaryUrl: string;
  replicaUrl: string;
  /** Stops applying WAL on the replica (lag as long as it lasts), and resumes it. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  stop(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!version) throw new Error('PostgreSQL server binaries are needed (apt-get install postgresql)');
  return path.join(root, version, 'bin');
}

export async function startReplicatedPostgres(database: string): Promise<ReplicatedPostgres> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'savepoint-replica-'));
  chmodSync(dir, 0o777);
  const run = (cmd: string, args: string[]) => {
    const full = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];
    const out = spawnSync(full[0] as string, full[1] as string[], { encoding: 'utf8' });
    if (out.status !== 0) throw new Error(`${cmd} failed: ${out.stderr || out.stdout}`);
  };
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primary = path.join(dir, 'primary');
  const replica = path.join(dir, 'replica');
  const settings = (port: number) =>
    `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nfsync = off\nsynchronous_commit = off\nfull_page_writes = off\nmax_wal_senders = 4\nhot_standby = on\nshared_buffers = 16MB\n`;
  run('initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '--no-sync']);
  appendFileSync(path.join(primary, 'postgresql.conf'), settings(primaryPort));
  run('pg_ctl', ['-D', primary, '-l', path.join(dir, 'primary.log'), '-w', 'start']);
  const stop = () => {
    for (const d of [replica, primary])
      if (existsSync(d))
        spawnSync(
          asRoot ? 'runuser' : path.join(bin, 'pg_ctl'),
          asRoot
            ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', d, '-m', 'immediate', 'stop']
            : ['-D', d, '-m', 'immediate', 'stop'],
        );
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const admin = new Client({ connectionString: `postgres://postgres@127.0.0.1:${primaryPort}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database}"`);
    await admin.end();
    run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replica,
      '-R',
      '-X',
      'stream',
      '--no-sync',
      // Start at once instead of waiting for a spread checkpoint.
      '--checkpoint=fast',
    ]);
    appendFileSync(path.join(replica, 'postgresql.conf'), settings(replicaPort));
    run('pg_ctl', ['-D', replica, '-l', path.join(dir, 'replica.log'), '-w', 'start']);
  } catch (error) {
    stop();
    throw error;
  }
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/${database}`;
  const onReplica = async (sql: string) => {
    const c = new Client({ connectionString: replicaUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/${database}`,
    replicaUrl,
    pauseReplay: () => onReplica('SELECT pg_wal_replay_pause()'),
    resumeReplay: () => onReplica('SELECT pg_wal_replay_resume()'),
    stop,
  };
}
