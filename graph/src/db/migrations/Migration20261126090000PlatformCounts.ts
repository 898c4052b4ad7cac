// Totals of the platform filters at scale (issue 21: p95 <= 50 ms at 1M articles). A page of a
// platform list is found within a few hundred index rows, but its total was counted row by row:
// 96,480 published reviews on ps5 took 830 ms to count through their games, and 138,551 reviews at
// 5+ on pc 70 ms through article_review_listed. These totals are now kept as counters, as the
// category and tag totals are (migration 20261123010000), by triggers on every path that changes
// what they count:
// - article_count_by_platform: published articles per category and platform of their games, moved
//   by an article's status or category, its game links, and its games' platforms;
// - review_count_by_score: published reviews per score and platform of their games ('' = any
//   platform), moved by the review row, whose `published` and `game_platforms` facts are already
//   kept by triggers (migration 20261126080000).
// Link and game changes are statement-level with transition tables: a statement linking two games
// of one platform to one article counts that platform once, whatever order rows are seen in.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261126090000PlatformCounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE article_count_by_platform (
        platform text NOT NULL,
        category_id integer NOT NULL REFERENCES category (id) ON DELETE CASCADE,
        n integer NOT NULL DEFAULT 0 CHECK (n >= 0),
        PRIMARY KEY (platform, category_id)
      );`);
    this.addSql(`
      CREATE TABLE review_count_by_score (
        platform text NOT NULL,
        score numeric(3,1) NOT NULL,
        n integer NOT NULL DEFAULT 0 CHECK (n >= 0),
        PRIMARY KEY (platform, score)
      );`);

    // The platforms of a set of games, sorted and distinct.
    this.addSql(`
      CREATE FUNCTION game_platforms_of(ids integer[]) RETURNS text[] LANGUAGE sql STABLE AS $$
        SELECT coalesce(array_agg(DISTINCT p ORDER BY p), '{}') FROM game g CROSS JOIN unnest(g.platforms) p WHERE g.id = ANY (ids)
      $$;`);
    this.addSql(`
      CREATE FUNCTION article_count_platforms_add(c_id integer, ps text[], delta integer) RETURNS void LANGUAGE sql AS $$
        INSERT INTO article_count_by_platform (platform, category_id, n)
        SELECT p, c_id, greatest(delta, 0) FROM unnest(ps) p
        ON CONFLICT (platform, category_id) DO UPDATE SET n = article_count_by_platform.n + delta
      $$;`);

    // An article's status or category: its platforms leave the old count and join the new one.
    this.addSql(`
      CREATE FUNCTION article_platform_counts_on_article() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        ps text[];
      BEGIN
        IF TG_OP = 'DELETE' THEN
          -- Before the row goes: its links go by cascade afterwards, when its status is gone.
          IF OLD.status = 'published' THEN
            PERFORM article_count_platforms_add(OLD.category_id,
              game_platforms_of(ARRAY(SELECT game_id FROM article_game WHERE article_id = OLD.id)), -1);
          END IF;
          RETURN OLD;
        END IF;
        ps := game_platforms_of(ARRAY(SELECT game_id FROM article_game WHERE article_id = NEW.id));
        IF TG_OP = 'UPDATE' AND OLD.status = 'published' THEN
          PERFORM article_count_platforms_add(OLD.category_id, ps, -1);
        END IF;
        IF NEW.status = 'published' THEN
          PERFORM article_count_platforms_add(NEW.category_id, ps, 1);
        END IF;
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER article_platform_counts_insert AFTER INSERT ON article
      FOR EACH ROW WHEN (NEW.status = 'published') EXECUTE FUNCTION article_platform_counts_on_article();`);
    this.addSql(`
      CREATE TRIGGER article_platform_counts_update AFTER UPDATE OF status, category_id ON article
      FOR EACH ROW WHEN ((OLD.status = 'published' OR NEW.status = 'published')
        AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.category_id IS DISTINCT FROM NEW.category_id))
      EXECUTE FUNCTION article_platform_counts_on_article();`);
    this.addSql(`
      CREATE TRIGGER article_platform_counts_before_delete BEFORE DELETE ON article
      FOR EACH ROW WHEN (OLD.status = 'published') EXECUTE FUNCTION article_platform_counts_on_article();`);

    // Applies, for published articles, the difference between each one's platforms before
    // (old_ps) and after (new_ps) a statement; the trigger functions below say what "before" was.
    const applyMoves = (changes: string) => `
        WITH moved AS (
          SELECT m.p, a.category_id, sum(m.delta)::int AS n
          FROM (${changes}) ch
          JOIN article a ON a.id = ch.article_id AND a.status = 'published'
          CROSS JOIN LATERAL (
            SELECT p, 1 AS delta FROM unnest(ch.new_ps) p WHERE NOT p = ANY (ch.old_ps)
            UNION ALL
            SELECT p, -1 FROM unnest(ch.old_ps) p WHERE NOT p = ANY (ch.new_ps)) m
          GROUP BY m.p, a.category_id),
        lowered AS (
          UPDATE article_count_by_platform k SET n = k.n + moved.n FROM moved
          WHERE moved.n < 0 AND k.platform = moved.p AND k.category_id = moved.category_id)
        INSERT INTO article_count_by_platform (platform, category_id, n)
        SELECT p, category_id, n FROM moved WHERE n > 0
        ON CONFLICT (platform, category_id) DO UPDATE SET n = article_count_by_platform.n + EXCLUDED.n`;
    const current = (article: string) => `ARRAY(SELECT game_id FROM article_game WHERE article_id = ${article})`;
    this.addSql(`
      CREATE FUNCTION article_platform_counts_links_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${applyMoves(`
          SELECT x.article_id,
            game_platforms_of(ARRAY(SELECT ag.game_id FROM article_game ag WHERE ag.article_id = x.article_id
              AND NOT EXISTS (SELECT 1 FROM inserted i WHERE i.article_id = ag.article_id AND i.game_id = ag.game_id))) AS old_ps,
            game_platforms_of(${current('x.article_id')}) AS new_ps
          FROM (SELECT DISTINCT article_id FROM inserted) x`)};
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE FUNCTION article_platform_counts_links_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${applyMoves(`
          SELECT x.article_id,
            game_platforms_of(${current('x.article_id')} || ARRAY(SELECT d.game_id FROM deleted d WHERE d.article_id = x.article_id)) AS old_ps,
            game_platforms_of(${current('x.article_id')}) AS new_ps
          FROM (SELECT DISTINCT article_id FROM deleted) x`)};
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE FUNCTION article_platform_counts_links_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${applyMoves(`
          SELECT x.article_id,
            game_platforms_of(ARRAY(
              SELECT ag.game_id FROM article_game ag WHERE ag.article_id = x.article_id
                AND NOT EXISTS (SELECT 1 FROM inserted i WHERE i.article_id = ag.article_id AND i.game_id = ag.game_id)
              UNION SELECT d.game_id FROM deleted d WHERE d.article_id = x.article_id)) AS old_ps,
            game_platforms_of(${current('x.article_id')}) AS new_ps
          FROM (SELECT article_id FROM inserted UNION SELECT article_id FROM deleted) x`)};
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER article_platform_counts_links_inserted AFTER INSERT ON article_game
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION article_platform_counts_links_inserted();`);
    this.addSql(`
      CREATE TRIGGER article_platform_counts_links_deleted AFTER DELETE ON article_game
      REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION article_platform_counts_links_deleted();`);
    this.addSql(`
      CREATE TRIGGER article_platform_counts_links_updated AFTER UPDATE ON article_game
      REFERENCING OLD TABLE AS deleted NEW TABLE AS inserted
      FOR EACH STATEMENT EXECUTE FUNCTION article_platform_counts_links_updated();`);
    // A game's platforms: each article linking it had its games' platforms with the old values.
    this.addSql(`
      CREATE FUNCTION article_platform_counts_games_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${applyMoves(`
          SELECT x.article_id,
            (SELECT coalesce(array_agg(DISTINCT p ORDER BY p), '{}')
             FROM article_game ag
             CROSS JOIN LATERAL unnest(coalesce((SELECT o.platforms FROM before_games o WHERE o.id = ag.game_id),
                                                (SELECT g.platforms FROM game g WHERE g.id = ag.game_id))) p
             WHERE ag.article_id = x.article_id) AS old_ps,
            game_platforms_of(${current('x.article_id')}) AS new_ps
          FROM (SELECT DISTINCT ag.article_id FROM article_game ag
                WHERE ag.game_id IN (SELECT o.id FROM before_games o JOIN after_games n ON n.id = o.id
                                     WHERE o.platforms IS DISTINCT FROM n.platforms)) x`)};
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER article_platform_counts_games_updated AFTER UPDATE ON game
      REFERENCING OLD TABLE AS before_games NEW TABLE AS after_games
      FOR EACH STATEMENT EXECUTE FUNCTION article_platform_counts_games_updated();`);

    // Published reviews per score and platform: the review row carries both facts.
    this.addSql(`
      CREATE FUNCTION review_counts_on_review() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.published THEN
          UPDATE review_count_by_score SET n = n - 1
          WHERE score = OLD.score AND platform = ANY (array_append(OLD.game_platforms, ''));
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.published THEN
          INSERT INTO review_count_by_score (platform, score, n)
          SELECT p, NEW.score, 1 FROM unnest(array_append(NEW.game_platforms, '')) p
          ON CONFLICT (platform, score) DO UPDATE SET n = review_count_by_score.n + 1;
        END IF;
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER review_counts_insert_delete AFTER INSERT OR DELETE ON article_review
      FOR EACH ROW EXECUTE FUNCTION review_counts_on_review();`);
    this.addSql(`
      CREATE TRIGGER review_counts_update AFTER UPDATE ON article_review
      FOR EACH ROW WHEN (OLD.published IS DISTINCT FROM NEW.published OR OLD.score IS DISTINCT FROM NEW.score
        OR OLD.game_platforms IS DISTINCT FROM NEW.game_platforms)
      EXECUTE FUNCTION review_counts_on_review();`);

    // Recounts both from the rows themselves (bulk loads, and to check the counters).
    this.addSql(`
      CREATE FUNCTION platform_counts_rebuild() RETURNS void LANGUAGE sql AS $$
        DELETE FROM article_count_by_platform;
        INSERT INTO article_count_by_platform (platform, category_id, n)
        SELECT x.p, a.category_id, count(*)
        FROM article a
        CROSS JOIN LATERAL (SELECT DISTINCT p FROM article_game ag JOIN game g ON g.id = ag.game_id
                            CROSS JOIN unnest(g.platforms) p WHERE ag.article_id = a.id) x
        WHERE a.status = 'published'
        GROUP BY x.p, a.category_id;
        DELETE FROM review_count_by_score;
        INSERT INTO review_count_by_score (platform, score, n)
        SELECT p, r.score, count(*) FROM article_review r CROSS JOIN unnest(array_append(r.game_platforms, '')) p
        WHERE r.published GROUP BY p, r.score;
      $$;`);
    this.addSql(`SELECT platform_counts_rebuild();`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TRIGGER IF EXISTS review_counts_update ON article_review;`);
    this.addSql(`DROP TRIGGER IF EXISTS review_counts_insert_delete ON article_review;`);
    this.addSql(`DROP TRIGGER IF EXISTS article_platform_counts_games_updated ON game;`);
    this.addSql(`DROP TRIGGER IF EXISTS article_platform_counts_links_updated ON article_game;`);
    this.addSql(`DROP TRIGGER IF EXISTS article_platform_counts_links_deleted ON article_game;`);
    this.addSql(`DROP TRIGGER IF EXISTS article_platform_counts_links_inserted ON article_game;`);
    this.addSql(`DROP TRIGGER IF EXISTS article_platform_counts_before_delete ON article;`);
    this.addSql(`DROP TRIGGER IF EXISTS article_platform_counts_update ON article;`);
    this.addSql(`DROP TRIGGER IF EXISTS article_platform_counts_insert ON article;`);
    this.addSql(
      `DROP FUNCTION IF EXISTS platform_counts_rebuild, review_counts_on_review, article_platform_counts_games_updated,
        article_platform_counts_links_updated, article_platform_counts_links_deleted, article_platform_counts_links_inserted,
        article_platform_counts_on_article, article_count_platforms_add, game_platforms_of;`,
    );
    this.addSql(`DROP TABLE IF EXISTS review_count_by_score, article_count_by_platform;`);
  }
}
