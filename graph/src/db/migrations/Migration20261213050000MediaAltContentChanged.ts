// An article's answer shows its featured image's alt text from the media library
// (Article.featuredImageAlt), so a change to a library image's alt text or URL must reach the answers
// that show it. The API has no such edit (an upload adds a new URL no article names yet; a delete is
// refused while an article uses the image), so it is rare: the table's name as the payload, which
// every cache reads as "everything changed", as a category or edition change does.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261213050000MediaAltContentChanged extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TRIGGER media_content_changed AFTER UPDATE OF alt, url OR TRUNCATE ON media
      FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TRIGGER IF EXISTS media_content_changed ON media;`);
  }
}
