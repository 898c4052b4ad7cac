// An article's ActivityPub object carries its tags (hashtags, and the tag line of its content), so a
// change of a published article's tags is an edit its followers should see: an Update, written in
// the change's transaction like the article's own (Migration20261206010000EditionDelivery). A save
// that also changed the article, or the transaction that published it, already wrote its activity
// (created_at is the transaction's time): the tags add none then.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261210010000TagEditsFederated extends Migration {
  override async up(): Promise<void> {
    // Both triggers name their rows `changed_tags`: the added ones on INSERT, the removed on DELETE.
    this.addSql(`
      CREATE FUNCTION article_tags_federation_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO federation_outbox (actor, type, article_id)
        SELECT edition_actor(a.language), 'Update', a.id FROM article a
        WHERE a.id IN (SELECT article_id FROM changed_tags) AND a.status = 'published'
          AND NOT EXISTS (
            SELECT 1 FROM federation_outbox o
            WHERE o.article_id = a.id AND o.created_at = now() AND o.dispatched_at IS NULL AND o.type IN ('Create', 'Update'));
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER article_tags_federation_added AFTER INSERT ON article_tags
      REFERENCING NEW TABLE AS changed_tags FOR EACH STATEMENT EXECUTE FUNCTION article_tags_federation_update();`);
    this.addSql(`
      CREATE TRIGGER article_tags_federation_removed AFTER DELETE ON article_tags
      REFERENCING OLD TABLE AS changed_tags FOR EACH STATEMENT EXECUTE FUNCTION article_tags_federation_update();`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TRIGGER IF EXISTS article_tags_federation_removed ON article_tags;`);
    this.addSql(`DROP TRIGGER IF EXISTS article_tags_federation_added ON article_tags;`);
    this.addSql(`DROP FUNCTION IF EXISTS article_tags_federation_update();`);
  }
}
