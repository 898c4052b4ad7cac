// A tag-only edit of a published article is an edit an integrator syncing articles should hear of:
// `article.updated`, as an edit of the article's own columns sends (Migration20261205050000Editions).
// Tags live in article_tags, so the article's trigger never sees them. A save that also changed the
// article, or the transaction that published it, already wrote its delivery (created_at is the
// transaction's time): the tags add none then. Followers get the same rule
// (Migration20261210010000TagEditsFederated).
import { Migration } from '@mikro-orm/migrations';

export class Migration20261210020000TagEditsWebhooks extends Migration {
  override async up(): Promise<void> {
    // Both triggers name their rows `changed_tags`: the added ones on INSERT, the removed on DELETE.
    this.addSql(`
      CREATE FUNCTION article_tags_webhook_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO webhook_delivery (webhook_id, event, payload)
        SELECT w.id, 'article.updated', jsonb_build_object(
          'id', a.id, 'slug', a.slug, 'title', a.title, 'status', a.status,
          'language', a.language, 'publishedAt', a.published_at, 'updatedAt', a.updated_at)
        FROM article a JOIN webhook w ON 'article.updated' = ANY (w.events)
        WHERE a.id IN (SELECT article_id FROM changed_tags) AND a.status = 'published'
          AND NOT EXISTS (
            SELECT 1 FROM webhook_delivery d
            WHERE d.webhook_id = w.id AND d.created_at = now() AND (d.payload ->> 'id')::int = a.id
              AND d.event IN ('article.published', 'article.updated'));
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER article_tags_webhook_added AFTER INSERT ON article_tags
      REFERENCING NEW TABLE AS changed_tags FOR EACH STATEMENT EXECUTE FUNCTION article_tags_webhook_update();`);
    this.addSql(`
      CREATE TRIGGER article_tags_webhook_removed AFTER DELETE ON article_tags
      REFERENCING OLD TABLE AS changed_tags FOR EACH STATEMENT EXECUTE FUNCTION article_tags_webhook_update();`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TRIGGER IF EXISTS article_tags_webhook_removed ON article_tags;`);
    this.addSql(`DROP TRIGGER IF EXISTS article_tags_webhook_added ON article_tags;`);
    this.addSql(`DROP FUNCTION IF EXISTS article_tags_webhook_update();`);
  }
}
