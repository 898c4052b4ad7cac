// An edition's names of categories, tags and games (category_translation, tag_translation,
// game_translation: Migration20261206040000SearchPerLanguage, ADR 0050) are content readers see, like the
// names they stand in for, yet no trigger told the caches of their changes: an answer showing a
// German category name kept the old one until it aged out. Now they notify as their entities do: a
// category's or tag's name clears everything (navigation is on every page, as a rename of the
// category or tag itself does), a game's names touch its page and the lists of games
// (game_content_changed reads `game_id` of any table but `game`).
import { Migration } from '@mikro-orm/migrations';

const EVERYTHING_TABLES = ['category_translation', 'tag_translation'];

export class Migration20261211010000LocalizedNamesContentChanged extends Migration {
  override async up(): Promise<void> {
    for (const table of EVERYTHING_TABLES) {
      this.addSql(`
        CREATE TRIGGER ${table}_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();`);
    }
    this.addSql(`
      CREATE TRIGGER game_translation_keys_inserted AFTER INSERT ON game_translation REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION game_content_changed();`);
    this.addSql(`
      CREATE TRIGGER game_translation_keys_updated AFTER UPDATE ON game_translation
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION game_content_changed();`);
    this.addSql(`
      CREATE TRIGGER game_translation_keys_deleted AFTER DELETE ON game_translation REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION game_content_changed();`);
    // A TRUNCATE has no rows to key: everything.
    this.addSql(`
      CREATE TRIGGER game_translation_content_changed AFTER TRUNCATE ON game_translation
      FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();`);
  }

  override async down(): Promise<void> {
    for (const table of EVERYTHING_TABLES) this.addSql(`DROP TRIGGER IF EXISTS ${table}_content_changed ON ${table};`);
    for (const event of ['inserted', 'updated', 'deleted'])
      this.addSql(`DROP TRIGGER IF EXISTS game_translation_keys_${event} ON game_translation;`);
    this.addSql(`DROP TRIGGER IF EXISTS game_translation_content_changed ON game_translation;`);
  }
}
