// A game's description in one edition (ADR 0067): the default edition's stays game.description; the
// others are rows here, set by editors (setGameDescription) and read by `description(language:)`.
// A change touches the game's page and the lists of games, as a localized name does
// (game_content_changed reads `game_id` of any table but `game`).
import { Migration } from '@mikro-orm/migrations';

export class Migration20261215030000GameDescriptionPerEdition extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE game_description (
        game_id integer NOT NULL REFERENCES game (id) ON DELETE CASCADE,
        language text NOT NULL REFERENCES edition (language) ON UPDATE CASCADE ON DELETE CASCADE,
        description text NOT NULL CHECK (length(description) BETWEEN 1 AND 20000),
        PRIMARY KEY (game_id, language)
      );`);
    this.addSql(`
      CREATE TRIGGER game_description_keys_inserted AFTER INSERT ON game_description REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION game_content_changed();`);
    this.addSql(`
      CREATE TRIGGER game_description_keys_updated AFTER UPDATE ON game_description
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION game_content_changed();`);
    this.addSql(`
      CREATE TRIGGER game_description_keys_deleted AFTER DELETE ON game_description REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION game_content_changed();`);
    // A TRUNCATE has no rows to key: everything.
    this.addSql(`
      CREATE TRIGGER game_description_content_changed AFTER TRUNCATE ON game_description
      FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TABLE IF EXISTS game_description;`);
  }
}
