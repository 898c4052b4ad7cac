// The media library: uploaded images, re-encoded and stored under MEDIA_DIR/library.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261123040100Media extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE media (
        id serial PRIMARY KEY,
        url text NOT NULL,
        original_name text NOT NULL,
        alt text NOT NULL CHECK (length(trim(alt)) > 0),
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        bytes integer NOT NULL CHECK (bytes > 0),
        uploaded_by integer REFERENCES app_user (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE UNIQUE INDEX media_url_unique ON media (url);`);
    this.addSql(`CREATE INDEX media_recent ON media (created_at DESC, id DESC);`);
    this.addSql(`CREATE INDEX media_search ON media USING gin ((alt || ' ' || original_name) gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TABLE IF EXISTS media;`);
  }
}
