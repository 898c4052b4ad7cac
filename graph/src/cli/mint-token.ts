// Mints a bearer API token for an editor: `npm run mint-token -w graph -- <username> <name>`.
// Uses DATABASE_URL, or the embedded PostgreSQL that `npm start` runs (scripts/services.mjs) when
// it is unset; prints the token once.
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig } from '../db/mikro-orm.config';
import { UserService } from '../modules/user/user.service';

/** Where `npm start` runs its embedded PostgreSQL when DATABASE_URL is unset. */
const EMBEDDED_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:54329/savepoint';

export async function mintToken(databaseUrl: string, username: string, name: string): Promise<string> {
  const orm = await MikroORM.init(createOrmConfig(databaseUrl));
  try {
    const users = new UserService(orm.em.fork());
    const user = await users.findByUsername(username);
    if (!user) throw new Error(`No user named "${username}"`);
    return (await users.createApiToken(user.id, name)).token;
  } finally {
    await orm.close(true);
  }
}

if (require.main === module) {
  const [username, ...nameParts] = process.argv.slice(2);
  const name = nameParts.join(' ').trim();
  if (!username || !name) {
    process.stderr.write('Usage: npm run mint-token -w graph -- <username> <token name>\n');
    process.exit(2);
  }
  mintToken(process.env.DATABASE_URL || EMBEDDED_DATABASE_URL, username, name).then(
    (token) => {
      process.stdout.write(`${token}\n`);
    },
    (error: unknown) => {
      process.stderr.write(`Could not mint a token: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
