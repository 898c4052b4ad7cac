// Search per language (issue 46 item 5, docs/decisions/0050) and names per edition (item 2).
//
// PostgreSQL has no parser for languages written without spaces: under `simple`, "ゼルダの伝説" is
// one word, so "ゼルダ" never finds it. Under `simple`, runs of CJK characters are indexed as
// overlapping bigrams (ゼル ルダ ダの の伝 伝説) and a query's runs become phrases of bigrams
// ("ゼル <-> ルダ"), so a substring of two or more characters matches through the same GIN indexes,
// windows and dictionary as every other edition. Other configurations are untouched.
//
// Categories get a name and slug per edition, tags (keyed by name) and games a name; the
// entity's own row stays the default edition's, so existing shapes do not change.
import { Migration } from '@mikro-orm/migrations';

/** Hiragana, katakana (not the middle dot ・, a separator), CJK ideographs, hangul, half-width kana. */
const CJK_CLASS = String.raw`\u3005\u3040-\u30fa\u30fc-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uff66-\uff9f`;

export class Migration20261206040000SearchPerLanguage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE FUNCTION cjk_bigrams(a_text text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(string_agg(
          CASE WHEN r.m[1] IS NULL THEN r.m[2]
               WHEN length(r.m[1]) = 1 THEN r.m[1]
               ELSE (SELECT string_agg(substr(r.m[1], i, 2), ' ' ORDER BY i) FROM generate_series(1, length(r.m[1]) - 1) i)
          END, ' ' ORDER BY r.n), '')
        FROM regexp_matches(coalesce(a_text, ''), '([${CJK_CLASS}]+)|([^${CJK_CLASS}]+)', 'g') WITH ORDINALITY AS r(m, n)
      $$;`);
    // The one place text becomes a search vector: documents, titles (the title tier) and queries' words.
    this.addSql(`
      CREATE FUNCTION search_tsvector(a_config regconfig, a_text text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE WHEN a_config = 'simple'::regconfig THEN to_tsvector(a_config, cjk_bigrams(a_text))
                    ELSE to_tsvector(a_config, coalesce(a_text, '')) END
      $$;`);
    this.addSql(`
      CREATE OR REPLACE FUNCTION article_search_document(a_config regconfig, a_id integer, a_title text, a_excerpt text, a_content text)
      RETURNS tsvector LANGUAGE sql STABLE AS $$
        SELECT setweight(search_tsvector(a_config, coalesce(a_title, '')), 'A')
          || setweight(search_tsvector(a_config, coalesce(a_excerpt, '') || ' ' || coalesce(
               (SELECT string_agg(t.name, ' ') FROM article_tags at JOIN tag t ON t.id = at.tag_id
                WHERE at.article_id = a_id), '')), 'B')
          || setweight(search_tsvector(a_config, regexp_replace(coalesce(a_content, ''), '<[^>]*>', ' ', 'g')), 'C')
      $$;`);
    // Documents already written under 'simple' (Japanese) are rewritten with bigrams.
    this.addSql(`
      UPDATE article a SET search_vector = article_search_document(e.search_config, a.id, a.title, a.excerpt, a.content)
      FROM edition e WHERE e.language = a.language AND e.search_config = 'simple'::regconfig;`);
    this.addSql(`SELECT search_terms_rebuild();`);

    this.addSql(`
      CREATE TABLE category_translation (
        category_id integer NOT NULL REFERENCES category (id) ON DELETE CASCADE,
        language text NOT NULL REFERENCES edition (language) ON UPDATE CASCADE ON DELETE CASCADE,
        name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
        slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        PRIMARY KEY (category_id, language),
        UNIQUE (language, slug)
      );`);
    this.addSql(`
      CREATE TABLE tag_translation (
        tag_id integer NOT NULL REFERENCES tag (id) ON DELETE CASCADE,
        language text NOT NULL REFERENCES edition (language) ON UPDATE CASCADE ON DELETE CASCADE,
        name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
        PRIMARY KEY (tag_id, language)
      );`);
    // Tags have no slug of their own (a tag's name is its key, ignoring case); so per edition.
    this.addSql(`CREATE UNIQUE INDEX tag_translation_name ON tag_translation (language, lower(name));`);
    this.addSql(`
      CREATE TABLE game_translation (
        game_id integer NOT NULL REFERENCES game (id) ON DELETE CASCADE,
        language text NOT NULL REFERENCES edition (language) ON UPDATE CASCADE ON DELETE CASCADE,
        name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
        PRIMARY KEY (game_id, language)
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TABLE IF EXISTS game_translation, tag_translation, category_translation;`);
    this.addSql(`
      CREATE OR REPLACE FUNCTION article_search_document(a_config regconfig, a_id integer, a_title text, a_excerpt text, a_content text)
      RETURNS tsvector LANGUAGE sql STABLE AS $$
        SELECT setweight(to_tsvector(a_config, coalesce(a_title, '')), 'A')
          || setweight(to_tsvector(a_config, coalesce(a_excerpt, '') || ' ' || coalesce(
               (SELECT string_agg(t.name, ' ') FROM article_tags at JOIN tag t ON t.id = at.tag_id
                WHERE at.article_id = a_id), '')), 'B')
          || setweight(to_tsvector(a_config, regexp_replace(coalesce(a_content, ''), '<[^>]*>', ' ', 'g')), 'C')
      $$;`);
    this.addSql(`
      UPDATE article a SET search_vector = article_search_document(e.search_config, a.id, a.title, a.excerpt, a.content)
      FROM edition e WHERE e.language = a.language AND e.search_config = 'simple'::regconfig;`);
    this.addSql(`DROP FUNCTION IF EXISTS search_tsvector(regconfig, text), cjk_bigrams(text);`);
  }
}
