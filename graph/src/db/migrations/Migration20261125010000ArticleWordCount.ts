// Reading time on cards (issue 11) must not need the article's HTML: lists never read `content`
// (issue 9), so the word count is kept with the row, computed by the database from the HTML on
// every write. One SQL function is the only rule for counting words, used here and nowhere else.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261125010000ArticleWordCount extends Migration {
  override async up(): Promise<void> {
    // Words of the readable text: tags and non-breaking spaces (as entities or characters; the
    // sanitizer writes U+00A0) are spaces; runs of whitespace split.
    this.addSql(`
      CREATE FUNCTION article_word_count(html text) RETURNS integer
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE WHEN t = '' THEN 0 ELSE array_length(regexp_split_to_array(t, ' '), 1) END
        FROM (SELECT btrim(regexp_replace(regexp_replace(coalesce(html, ''), '<[^>]+>', ' ', 'g'), '(&nbsp;|\\s|\\u00a0)+', ' ', 'g')) AS t) x
      $$;`);
    this.addSql(
      `ALTER TABLE article ADD COLUMN word_count integer GENERATED ALWAYS AS (article_word_count(content)) STORED NOT NULL;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`ALTER TABLE article DROP COLUMN IF EXISTS word_count;`);
    this.addSql(`DROP FUNCTION IF EXISTS article_word_count(text);`);
  }
}
