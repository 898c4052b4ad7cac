// An edition's former URL prefixes (ADR 0059): when an edition moves (`/de` → `/deutsch`), its old
// prefix is kept with the edition's language, so the gateway can answer every old URL (pages,
// feeds, sitemaps, mailed and shared links) with a 301 under the new prefix. Written by a trigger
// on the edition row, in the same statement as the move, so no path (updateEdition, SQL) forgets it.
// The live edition wins: a prefix an edition takes (created or moved there) is nobody's former
// prefix any more; deleting an edition forgets its former prefixes (the foreign key). Readers'
// answers depend on them, so a change tells every cache, as the edition table's does.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261213010000EditionFormerPrefixes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE edition_former_prefix (
        url_prefix text PRIMARY KEY CHECK (url_prefix ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        language text NOT NULL REFERENCES edition (language) ON UPDATE CASCADE ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE INDEX edition_former_prefix_language ON edition_former_prefix (language);`);
    this.addSql(`
      CREATE FUNCTION edition_prefix_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.url_prefix IS NOT NULL THEN
          DELETE FROM edition_former_prefix WHERE url_prefix = NEW.url_prefix;
        END IF;
        IF TG_OP = 'UPDATE' AND OLD.url_prefix IS NOT NULL AND OLD.url_prefix IS DISTINCT FROM NEW.url_prefix THEN
          INSERT INTO edition_former_prefix (url_prefix, language) VALUES (OLD.url_prefix, NEW.language)
          ON CONFLICT (url_prefix) DO UPDATE SET language = EXCLUDED.language, created_at = now();
        END IF;
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER edition_prefix_changed AFTER INSERT OR UPDATE OF url_prefix ON edition
      FOR EACH ROW EXECUTE FUNCTION edition_prefix_changed();`);
    this.addSql(`
      CREATE TRIGGER edition_former_prefix_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON edition_former_prefix
      FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TRIGGER IF EXISTS edition_prefix_changed ON edition;`);
    this.addSql(`DROP FUNCTION IF EXISTS edition_prefix_changed;`);
    this.addSql(`DROP TABLE IF EXISTS edition_former_prefix;`);
  }
}
