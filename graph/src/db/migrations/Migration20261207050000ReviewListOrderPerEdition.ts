// Pages of reviews by score and platform per edition (issue 46 item 8). Every reader list answers one
// edition (ADR 0052), and a review row keeps its article's language (migration 20261207040000), but
// the list-order index (migration 20261126091000) did not carry it: a rare mix (vr at 9.5+) read
// four editions' rows from the table to keep one edition's, p95 57 ms at 1M articles over four
// editions (target 50). The index now leads with the language, so a page is one edition's entries
// in list order, read from the index alone.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261207050000ReviewListOrderPerEdition extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE INDEX article_review_list_order_by_edition
      ON article_review (language, published_at DESC NULLS LAST, article_id DESC)
      INCLUDE (score, game_platforms) WHERE published;`);
    this.addSql(`DROP INDEX article_review_list_order;`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      CREATE INDEX article_review_list_order ON article_review (published_at DESC NULLS LAST, article_id DESC)
      INCLUDE (score, game_platforms) WHERE published;`);
    this.addSql(`DROP INDEX article_review_list_order_by_edition;`);
  }
}
