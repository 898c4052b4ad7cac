// A review's score and verdict open the summary of its article's ActivityPub object (article-object.ts),
// yet only a change of a stored review told followers (article_review_federation, UPDATE): a review
// added to a published article, or removed from it, left their copy with the old summary. Both are
// now an Update, written in the save's transaction like the tags' (Migration20261210010000TagEditsFederated):
// none when the same transaction already wrote the article's Create or Update (published with its
// review, or a save that also changed the text).
import { Migration } from '@mikro-orm/migrations';

export class Migration20261212040000ReviewEditsFederated extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE FUNCTION article_review_federation_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed_article integer;
      BEGIN
        IF TG_OP = 'DELETE' THEN changed_article := OLD.article_id; ELSE changed_article := NEW.article_id; END IF;
        INSERT INTO federation_outbox (actor, type, article_id)
        SELECT edition_actor(a.language), 'Update', a.id FROM article a
        WHERE a.id = changed_article AND a.status = 'published'
          AND NOT EXISTS (
            SELECT 1 FROM federation_outbox o
            WHERE o.article_id = a.id AND o.created_at = now() AND o.dispatched_at IS NULL AND o.type IN ('Create', 'Update'));
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER article_review_federation_added AFTER INSERT ON article_review
      FOR EACH ROW EXECUTE FUNCTION article_review_federation_changed();`);
    this.addSql(`
      CREATE TRIGGER article_review_federation_removed AFTER DELETE ON article_review
      FOR EACH ROW EXECUTE FUNCTION article_review_federation_changed();`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TRIGGER IF EXISTS article_review_federation_removed ON article_review;`);
    this.addSql(`DROP TRIGGER IF EXISTS article_review_federation_added ON article_review;`);
    this.addSql(`DROP FUNCTION IF EXISTS article_review_federation_changed();`);
  }
}
