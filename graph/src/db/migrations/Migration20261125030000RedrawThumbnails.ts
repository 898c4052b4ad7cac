// Generated thumbnails used to draw the headline, which cards then showed right above the same
// headline (issue 11). The new design draws none; forgetting the old pictures' URLs once makes
// each card ask for the new one the next time it is shown (thumbnails are derived data: the file
// is drawn again from the article). Uploaded and outside images are not touched.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261125030000RedrawThumbnails extends Migration {
  override async up(): Promise<void> {
    // Derived data, not an edit: integrators get no article.updated webhook for it.
    this.addSql(`ALTER TABLE article DISABLE TRIGGER article_webhook_event;`);
    this.addSql(`UPDATE article SET thumbnail_url = NULL WHERE thumbnail_url LIKE '/media/thumbnails/%';`);
    this.addSql(`ALTER TABLE article ENABLE TRIGGER article_webhook_event;`);
  }

  override async down(): Promise<void> {
    // Nothing to restore: the old pictures are drawn again on demand in the new design.
  }
}
