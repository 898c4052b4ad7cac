// Co-editing (issue 24): the Yjs document of an article's body, as a snapshot plus the updates stored
// since it. The gateway's collaboration server appends an update per pause in typing (debounced);
// graph folds the updates into the snapshot once there are enough of them. Both are the private
// working state of the editor (never read by a reader's query, a feed or a webhook), so neither
// notifies cache keys: no shared answer depends on them.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261128110000CollabDocuments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE article_collab_snapshot (
        article_id integer PRIMARY KEY REFERENCES article (id) ON DELETE CASCADE,
        state bytea NOT NULL CHECK (octet_length(state) BETWEEN 1 AND 16777216),
        updates_folded integer NOT NULL DEFAULT 0 CHECK (updates_folded >= 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`
      CREATE TABLE article_collab_update (
        id bigserial PRIMARY KEY,
        article_id integer NOT NULL REFERENCES article (id) ON DELETE CASCADE,
        data bytea NOT NULL CHECK (octet_length(data) BETWEEN 1 AND 2097152),
        created_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE INDEX article_collab_update_article ON article_collab_update (article_id, id);`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TABLE IF EXISTS article_collab_update;`);
    this.addSql(`DROP TABLE IF EXISTS article_collab_snapshot;`);
  }
}
