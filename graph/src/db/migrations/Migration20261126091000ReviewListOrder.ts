// Pages of reviews filtered by score (and platform) at scale (issue 21). The page walked the review
// category's date index and checked each article's review: a rare mix (vr at 9.5+: 434 reviews of
// 190,000) read thousands of rows for a page, 20–50 ms at 1M articles. A review row now also keeps
// its article's `published_at` (with the other facts, by the same triggers, now also when only the
// date moves), and one partial index of published reviews in list order carries the score and
// platforms, so a page is read from that index alone.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261126091000ReviewListOrder extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE article_review ADD COLUMN published_at timestamptz;`);
    this.addSql(`
      CREATE OR REPLACE FUNCTION article_review_facts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT coalesce(a.status = 'published', false), CASE WHEN a.status = 'published' THEN a.published_at END
        INTO NEW.published, NEW.published_at
        FROM article a WHERE a.id = NEW.article_id;
        NEW.published := coalesce(NEW.published, false);
        NEW.game_platforms := coalesce((
          SELECT array_agg(DISTINCT p ORDER BY p)
          FROM article_game ag JOIN game g ON g.id = ag.game_id CROSS JOIN unnest(g.platforms) p
          WHERE ag.article_id = NEW.article_id), '{}');
        RETURN NEW;
      END $$;`);
    this.addSql(`DROP TRIGGER article_review_facts_status ON article;`);
    this.addSql(`
      CREATE TRIGGER article_review_facts_status AFTER UPDATE OF status, published_at ON article
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.published_at IS DISTINCT FROM NEW.published_at)
      EXECUTE FUNCTION article_review_facts_follow();`);
    // Existing rows, set-based; nothing the review rules or the counters read changes, so the rules'
    // deferred check is not queued for every row.
    this.addSql(`ALTER TABLE article_review DISABLE TRIGGER article_review_is_valid;`);
    this.addSql(`
      UPDATE article_review r SET published_at = a.published_at
      FROM article a WHERE a.id = r.article_id AND a.status = 'published' AND r.published_at IS DISTINCT FROM a.published_at;`);
    this.addSql(`ALTER TABLE article_review ENABLE TRIGGER article_review_is_valid;`);
    this.addSql(`
      CREATE INDEX article_review_list_order ON article_review (published_at DESC NULLS LAST, article_id DESC)
      INCLUDE (score, game_platforms) WHERE published;`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP INDEX IF EXISTS article_review_list_order;`);
    this.addSql(`DROP TRIGGER IF EXISTS article_review_facts_status ON article;`);
    this.addSql(`
      CREATE TRIGGER article_review_facts_status AFTER UPDATE OF status ON article
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION article_review_facts_follow();`);
    this.addSql(`
      CREATE OR REPLACE FUNCTION article_review_facts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.published := coalesce((SELECT a.status = 'published' FROM article a WHERE a.id = NEW.article_id), false);
        NEW.game_platforms := coalesce((
          SELECT array_agg(DISTINCT p ORDER BY p)
          FROM article_game ag JOIN game g ON g.id = ag.game_id CROSS JOIN unnest(g.platforms) p
          WHERE ag.article_id = NEW.article_id), '{}');
        RETURN NEW;
      END $$;`);
    this.addSql(`ALTER TABLE article_review DROP COLUMN IF EXISTS published_at;`);
  }
}
