// A preview link ends for good when its article is published (the public URL takes over): the
// links are marked revoked in the publishing transaction itself, by a trigger, so every way an
// article is published (API, scheduled job, sweep, psql) ends them, and an article taken back to
// draft does not bring them back. Links that ended by publishing before this rule are marked too.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261126020000PreviewLinksEndAtPublish extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE FUNCTION end_preview_links_on_publish() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE preview_link SET revoked_at = now() WHERE article_id = NEW.id AND revoked_at IS NULL;
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER article_publish_ends_previews AFTER UPDATE OF status ON article
      FOR EACH ROW WHEN (NEW.status = 'published' AND OLD.status IS DISTINCT FROM 'published')
      EXECUTE FUNCTION end_preview_links_on_publish();`);
    this.addSql(`
      UPDATE preview_link l SET revoked_at = now()
      FROM article a
      WHERE a.id = l.article_id AND l.revoked_at IS NULL
        AND (a.status = 'published' OR (a.published_at IS NOT NULL AND l.created_at < a.published_at));`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TRIGGER IF EXISTS article_publish_ends_previews ON article;`);
    this.addSql(`DROP FUNCTION IF EXISTS end_preview_links_on_publish();`);
  }
}
