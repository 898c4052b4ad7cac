// Games (issue 21): the games database articles link to. A game's slug follows the article rules
// (same CHECK, unique, every old slug kept in game_slug_history and still answering); release dates
// are one row per platform with a precision (day, month, quarter, year or tba) and the first day of
// that period, so "Q2 2027" sorts and groups with exact dates. Games, their releases and the links
// to articles notify the answer caches like the other content tables.
import { Migration } from '@mikro-orm/migrations';

const notifyTables = ['game', 'game_release', 'article_game'];

export class Migration20261126050000Games extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE game (
        id serial PRIMARY KEY,
        name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
        slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        description text,
        cover_media_id integer REFERENCES media (id) ON DELETE SET NULL,
        platforms text[] NOT NULL DEFAULT '{}',
        developers text[] NOT NULL DEFAULT '{}',
        publishers text[] NOT NULL DEFAULT '{}',
        franchise text,
        genres text[] NOT NULL DEFAULT '{}',
        trailer_url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE UNIQUE INDEX game_slug_unique ON game (slug);`);
    this.addSql(`CREATE INDEX game_slug_prefix ON game (slug text_pattern_ops);`);
    // Name search: substring and typo-tolerant (trigram word similarity) through one GIN index.
    this.addSql(`CREATE INDEX game_name_trgm ON game USING gin (lower(name) gin_trgm_ops);`);
    this.addSql(`CREATE INDEX game_platforms ON game USING gin (platforms);`);
    this.addSql(`CREATE INDEX game_name_order ON game (lower(name), id);`);

    this.addSql(`
      CREATE TABLE game_release (
        game_id integer NOT NULL REFERENCES game (id) ON DELETE CASCADE,
        platform text NOT NULL,
        precision text NOT NULL CHECK (precision IN ('day', 'month', 'quarter', 'year', 'tba')),
        starts_on date,
        PRIMARY KEY (game_id, platform),
        CONSTRAINT game_release_date_matches_precision CHECK (
          CASE precision
            WHEN 'tba' THEN starts_on IS NULL
            WHEN 'day' THEN starts_on IS NOT NULL
            WHEN 'month' THEN extract(day FROM starts_on) = 1
            WHEN 'quarter' THEN extract(day FROM starts_on) = 1 AND extract(month FROM starts_on) IN (1, 4, 7, 10)
            WHEN 'year' THEN extract(day FROM starts_on) = 1 AND extract(month FROM starts_on) = 1
          END)
      );`);
    this.addSql(`CREATE INDEX game_release_upcoming ON game_release (starts_on) WHERE starts_on IS NOT NULL;`);

    this.addSql(`
      CREATE TABLE game_slug_history (
        slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        game_id integer NOT NULL REFERENCES game (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE INDEX game_slug_history_game ON game_slug_history (game_id);`);
    // As for articles: a slug, live or old, belongs to one game; raised as unique_violation so a
    // save racing for the same slug retries with the next free one.
    this.addSql(`
      CREATE FUNCTION game_slug_is_free() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'game' THEN
          IF EXISTS (SELECT 1 FROM game_slug_history WHERE slug = NEW.slug AND game_id <> NEW.id) THEN
            RAISE EXCEPTION 'slug % was used by another game', NEW.slug USING ERRCODE = 'unique_violation';
          END IF;
        ELSIF EXISTS (SELECT 1 FROM game WHERE slug = NEW.slug AND id <> NEW.game_id) THEN
          RAISE EXCEPTION 'slug % is used by another game', NEW.slug USING ERRCODE = 'unique_violation';
        END IF;
        RETURN NEW;
      END $$;`);
    this.addSql(
      `CREATE TRIGGER game_slug_is_free BEFORE INSERT OR UPDATE OF slug ON game FOR EACH ROW EXECUTE FUNCTION game_slug_is_free();`,
    );
    this.addSql(
      `CREATE TRIGGER game_slug_history_is_free BEFORE INSERT OR UPDATE ON game_slug_history FOR EACH ROW EXECUTE FUNCTION game_slug_is_free();`,
    );

    // Articles link to games; a game with linked articles cannot be deleted (RESTRICT backs the
    // service's 409). The (game_id, article_id) index answers a game's coverage.
    this.addSql(`
      CREATE TABLE article_game (
        article_id integer NOT NULL REFERENCES article (id) ON DELETE CASCADE,
        game_id integer NOT NULL REFERENCES game (id) ON DELETE RESTRICT,
        position smallint NOT NULL DEFAULT 0,
        PRIMARY KEY (article_id, game_id)
      );`);
    this.addSql(`CREATE INDEX article_game_game ON article_game (game_id, article_id);`);

    for (const table of notifyTables) {
      this.addSql(`
        CREATE TRIGGER ${table}_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();`);
    }
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TABLE IF EXISTS article_game, game_slug_history, game_release, game;`);
    this.addSql(`DROP FUNCTION IF EXISTS game_slug_is_free();`);
  }
}
