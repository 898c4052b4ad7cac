// Every change to what readers can see sends NOTIFY savepoint_content, from triggers, so no write
// path (API, worker, seed, bench data, psql) can forget it. Graph and the gateway LISTEN on it and
// clear their caches of public answers (graph/src/cache, gateway/src/cache). Statement-level
// triggers: one notification per statement, and PostgreSQL folds identical ones in a transaction
// and delivers them only at commit, so a cache never drops an answer for a change that rolls back.
import { Migration } from '@mikro-orm/migrations';
// The channel graph and the gateway listen on; the payload is the table that changed.
import { CONTENT_CHANNEL } from '@savepoint/content-cache';

const contentTables = ['article', 'article_tags', 'category', 'tag', 'main_featured'];

export class Migration20261123020000ContentChangeNotify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE FUNCTION notify_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${CONTENT_CHANNEL}', TG_TABLE_NAME);
        RETURN NULL;
      END $$;`);
    for (const table of contentTables) {
      this.addSql(`
        CREATE TRIGGER ${table}_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();`);
    }
    // Readers see authors' display names; passwords and tokens changing is not content.
    this.addSql(`
      CREATE TRIGGER app_user_content_changed AFTER UPDATE OF display_name, username OR DELETE ON app_user
      FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();`);
  }

  override async down(): Promise<void> {
    for (const table of [...contentTables, 'app_user'])
      this.addSql(`DROP TRIGGER IF EXISTS ${table}_content_changed ON ${table};`);
    this.addSql(`DROP FUNCTION IF EXISTS notify_content_changed;`);
  }
}
