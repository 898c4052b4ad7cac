// Reader pages depend on the editions (which prefix is whose, the language switcher, hreflang):
// a change to one tells every cache, as a category change does — the table's name as the payload,
// which caches read as "everything changed" (editions change rarely; ADR 0049).
import { Migration } from '@mikro-orm/migrations';

export class Migration20261206090000EditionContentChanged extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TRIGGER edition_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON edition
      FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TRIGGER IF EXISTS edition_content_changed ON edition;`);
  }
}
