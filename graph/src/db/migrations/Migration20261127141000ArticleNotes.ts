// Notes on drafts (issue 24): staff-only threaded notes on an article. A reply belongs to a top-level
// note of the same article (the composite key says so); a note may quote the text it is about, with
// the quote's offsets in the article's readable text when it was made. Mentions of staff are rows,
// so an edit mails only the people it newly mentions.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261127141000ArticleNotes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE article_note (
        id serial PRIMARY KEY,
        article_id integer NOT NULL REFERENCES article (id) ON DELETE CASCADE,
        parent_id integer,
        author_id integer REFERENCES app_user (id) ON DELETE SET NULL,
        author_name text NOT NULL,
        body text NOT NULL CHECK (length(btrim(body)) BETWEEN 1 AND 5000),
        quote text CHECK (quote IS NULL OR length(quote) BETWEEN 1 AND 1000),
        anchor_start integer CHECK (anchor_start >= 0),
        resolved_at timestamptz,
        resolved_by_name text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (id, article_id),
        FOREIGN KEY (parent_id, article_id) REFERENCES article_note (id, article_id) ON DELETE CASCADE,
        CHECK ((quote IS NULL) = (anchor_start IS NULL)),
        CHECK (parent_id IS NULL OR quote IS NULL),
        CHECK ((resolved_at IS NULL) = (resolved_by_name IS NULL))
      );`);
    this.addSql(`CREATE INDEX article_note_article ON article_note (article_id, id);`);
    this.addSql(`
      CREATE TABLE article_note_mention (
        note_id integer NOT NULL REFERENCES article_note (id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        PRIMARY KEY (note_id, user_id)
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TABLE IF EXISTS article_note_mention;`);
    this.addSql(`DROP TABLE IF EXISTS article_note;`);
  }
}
