// Issue 26: credentials that end with the change that ended them. Every account has a credentials
// version; a gateway session carries the version it was made with and graph refuses a stale one.
// The bump and the revocation of the account's API tokens are a trigger, so every path that changes
// a password or a role (the API, the admin bootstrap, a hand-run UPDATE) does both in its own
// transaction. Search terms get the distinct-visitor count trending topics require.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261126010000StaffCredentials extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE app_user ADD COLUMN credentials_version integer NOT NULL DEFAULT 1;`);
    this.addSql(`
      CREATE FUNCTION app_user_credentials_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.credentials_version := OLD.credentials_version + 1;
        DELETE FROM api_token WHERE user_id = OLD.id;
        RETURN NEW;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER app_user_credentials_changed BEFORE UPDATE OF password_hash, role ON app_user
      FOR EACH ROW WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash OR OLD.role IS DISTINCT FROM NEW.role)
      EXECUTE FUNCTION app_user_credentials_changed();`);

    this.addSql(`ALTER TABLE api_token ADD COLUMN expires_at timestamptz;`);
    this.addSql(`CREATE INDEX api_token_user ON api_token (user_id);`);

    this.addSql(`
      CREATE TABLE search_term_visitor (
        term text NOT NULL,
        day date NOT NULL,
        visitor text NOT NULL,
        PRIMARY KEY (term, day, visitor)
      );`);
    this.addSql(`CREATE INDEX search_term_visitor_day ON search_term_visitor (day);`);
    // Terms counted before this have no visitors on record: they cannot trend until real ones search.
    this.addSql(`ALTER TABLE search_term_daily ADD COLUMN visitors integer NOT NULL DEFAULT 0 CHECK (visitors >= 0);`);
  }

  override async down(): Promise<void> {
    this.addSql(`ALTER TABLE search_term_daily DROP COLUMN visitors;`);
    this.addSql(`DROP TABLE IF EXISTS search_term_visitor;`);
    this.addSql(`DROP INDEX IF EXISTS api_token_user;`);
    this.addSql(`ALTER TABLE api_token DROP COLUMN expires_at;`);
    this.addSql(`DROP TRIGGER IF EXISTS app_user_credentials_changed ON app_user;`);
    this.addSql(`DROP FUNCTION IF EXISTS app_user_credentials_changed();`);
    this.addSql(`ALTER TABLE app_user DROP COLUMN credentials_version;`);
  }
}
