// The games index in the default edition's alphabet (ADR 0069): the index its A-Z page reads in
// order is built in the CLDR root collation, as graph now sorts it (modules/edition/name-order.ts).
// Where PostgreSQL has no ICU, graph keeps the database's order and so does this index.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261216010000GameNamesInAlphabetOrder extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      DO $$ BEGIN
        IF EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'und-x-icu' AND collprovider = 'i') THEN
          DROP INDEX IF EXISTS game_name_order;
          CREATE INDEX game_name_order ON game ((lower(name) COLLATE "und-x-icu"), id);
        END IF;
      END $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP INDEX IF EXISTS game_name_order;`);
    this.addSql(`CREATE INDEX game_name_order ON game (lower(name), id);`);
  }
}
