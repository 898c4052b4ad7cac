// Structured reviews (issue 21): an article of the `review` category may carry one review row with
// its score, verdict, pros and cons. The database keeps the rules no write path may skip: the score
// on the publication's scale (0-10 in steps of 0.5, review-scale.ts), the lengths, and, checked at
// commit (a deferred constraint trigger, so a save may replace its game links in any order), that a
// review belongs to an article of the review category that links at least one game.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261126051000Reviews extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE article_review (
        article_id integer PRIMARY KEY REFERENCES article (id) ON DELETE CASCADE,
        score numeric(3, 1) NOT NULL CONSTRAINT article_review_score_on_scale
          CHECK (score >= 0 AND score <= 10 AND score * 2 = trunc(score * 2)),
        verdict text CHECK (length(verdict) <= 600),
        pros text[] NOT NULL DEFAULT '{}' CHECK (cardinality(pros) <= 10),
        cons text[] NOT NULL DEFAULT '{}' CHECK (cardinality(cons) <= 10),
        platforms_tested text[] NOT NULL DEFAULT '{}',
        playtime_hours numeric(6, 1) CHECK (playtime_hours >= 0 AND playtime_hours <= 10000),
        disclosure text CHECK (length(disclosure) <= 300),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );`);
    // minScore: the reviews at or above a score, read from this index only.
    this.addSql(`CREATE INDEX article_review_score ON article_review (score, article_id);`);

    this.addSql(`
      CREATE FUNCTION article_review_is_valid() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        target integer;
      BEGIN
        IF TG_TABLE_NAME = 'article' THEN target := NEW.id;
        ELSIF TG_OP = 'DELETE' THEN target := OLD.article_id;
        ELSE target := NEW.article_id;
        END IF;
        IF NOT EXISTS (SELECT 1 FROM article_review WHERE article_id = target) THEN RETURN NULL; END IF;
        IF NOT EXISTS (SELECT 1 FROM article a JOIN category c ON c.id = a.category_id WHERE a.id = target AND c.slug = 'review') THEN
          RAISE EXCEPTION 'a review belongs to an article of the review category (article %)', target
            USING ERRCODE = 'check_violation', HINT = 'review.category';
        END IF;
        IF NOT EXISTS (SELECT 1 FROM article_game WHERE article_id = target) THEN
          RAISE EXCEPTION 'a review needs the game it reviews (article %)', target
            USING ERRCODE = 'check_violation', HINT = 'review.games';
        END IF;
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE CONSTRAINT TRIGGER article_review_is_valid AFTER INSERT OR UPDATE ON article_review
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION article_review_is_valid();`);
    this.addSql(`
      CREATE CONSTRAINT TRIGGER article_game_keeps_review_valid AFTER DELETE ON article_game
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION article_review_is_valid();`);
    this.addSql(`
      CREATE CONSTRAINT TRIGGER article_category_keeps_review_valid AFTER UPDATE OF category_id ON article
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION article_review_is_valid();`);

    this.addSql(`
      CREATE TRIGGER article_review_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON article_review
      FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TRIGGER IF EXISTS article_game_keeps_review_valid ON article_game;`);
    this.addSql(`DROP TRIGGER IF EXISTS article_category_keeps_review_valid ON article;`);
    this.addSql(`DROP TABLE IF EXISTS article_review;`);
    this.addSql(`DROP FUNCTION IF EXISTS article_review_is_valid();`);
  }
}
