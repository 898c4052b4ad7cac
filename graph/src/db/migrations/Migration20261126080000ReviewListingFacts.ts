// The review filters at scale (issue 21: p95 <= 50 ms at 1M articles). `minScore` with `platform`
// checked each review's article through article_game and game, row by row: tens of thousands of
// lookups for a page total. A review row now carries the two facts those filters ask about its
// article, kept by triggers on every path that changes them: `published` (the article's status)
// and `game_platforms` (every platform of the games it links), so the filters and their total read
// one partial index of published reviews by score.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261126080000ReviewListingFacts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE article_review
        ADD COLUMN published boolean NOT NULL DEFAULT false,
        ADD COLUMN game_platforms text[] NOT NULL DEFAULT '{}';`);
    // What the facts are, in one place: the BEFORE trigger computes them on every write of a review
    // row; the others touch the review rows whose article, links or games changed.
    this.addSql(`
      CREATE FUNCTION article_review_facts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.published := coalesce((SELECT a.status = 'published' FROM article a WHERE a.id = NEW.article_id), false);
        NEW.game_platforms := coalesce((
          SELECT array_agg(DISTINCT p ORDER BY p)
          FROM article_game ag JOIN game g ON g.id = ag.game_id CROSS JOIN unnest(g.platforms) p
          WHERE ag.article_id = NEW.article_id), '{}');
        RETURN NEW;
      END $$;`);
    this.addSql(`
      CREATE FUNCTION article_review_facts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'article_game' THEN
          UPDATE article_review SET published = published
          WHERE article_id = CASE WHEN TG_OP = 'DELETE' THEN OLD.article_id ELSE NEW.article_id END;
          IF TG_OP = 'UPDATE' AND OLD.article_id <> NEW.article_id THEN
            UPDATE article_review SET published = published WHERE article_id = OLD.article_id;
          END IF;
        ELSIF TG_TABLE_NAME = 'game' THEN
          UPDATE article_review SET published = published
          WHERE article_id IN (SELECT ag.article_id FROM article_game ag WHERE ag.game_id = NEW.id);
        ELSE
          UPDATE article_review SET published = published WHERE article_id = NEW.id;
        END IF;
        RETURN NULL;
      END $$;`);
    // Existing rows, set-based; the review rules are unchanged by it, so their deferred check is
    // not queued for every row.
    this.addSql(`ALTER TABLE article_review DISABLE TRIGGER article_review_is_valid;`);
    this.addSql(`
      UPDATE article_review r SET
        published = coalesce((SELECT a.status = 'published' FROM article a WHERE a.id = r.article_id), false),
        game_platforms = coalesce((
          SELECT array_agg(DISTINCT p ORDER BY p)
          FROM article_game ag JOIN game g ON g.id = ag.game_id CROSS JOIN unnest(g.platforms) p
          WHERE ag.article_id = r.article_id), '{}');`);
    this.addSql(`ALTER TABLE article_review ENABLE TRIGGER article_review_is_valid;`);
    this.addSql(`
      CREATE TRIGGER article_review_facts BEFORE INSERT OR UPDATE ON article_review
      FOR EACH ROW EXECUTE FUNCTION article_review_facts();`);
    this.addSql(`
      CREATE TRIGGER article_game_review_facts AFTER INSERT OR UPDATE OR DELETE ON article_game
      FOR EACH ROW EXECUTE FUNCTION article_review_facts_follow();`);
    this.addSql(`
      CREATE TRIGGER game_review_facts AFTER UPDATE OF platforms ON game
      FOR EACH ROW WHEN (OLD.platforms IS DISTINCT FROM NEW.platforms) EXECUTE FUNCTION article_review_facts_follow();`);
    this.addSql(`
      CREATE TRIGGER article_review_facts_status AFTER UPDATE OF status ON article
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION article_review_facts_follow();`);
    // minScore (with platform, game) on public lists and their totals: published reviews by score,
    // the platforms read from the index itself.
    this.addSql(
      `CREATE INDEX article_review_listed ON article_review (score, article_id) INCLUDE (game_platforms) WHERE published;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TRIGGER IF EXISTS article_review_facts_status ON article;`);
    this.addSql(`DROP TRIGGER IF EXISTS game_review_facts ON game;`);
    this.addSql(`DROP TRIGGER IF EXISTS article_game_review_facts ON article_game;`);
    this.addSql(`DROP TRIGGER IF EXISTS article_review_facts ON article_review;`);
    this.addSql(`DROP FUNCTION IF EXISTS article_review_facts_follow();`);
    this.addSql(`DROP FUNCTION IF EXISTS article_review_facts();`);
    this.addSql(`DROP INDEX IF EXISTS article_review_listed;`);
    this.addSql(`ALTER TABLE article_review DROP COLUMN IF EXISTS published, DROP COLUMN IF EXISTS game_platforms;`);
  }
}
