// Insights leftovers (issue 24): searches with no results, and comments per day.
// - search_term_empty: the (term, day) pairs on which a reader's plain public search found nothing;
//   graph marks them as it answers the search (the searches themselves are counted by the gateway
//   into search_term_daily, deduplicated per reader), so the overview lists the most searched terms
//   that found nothing that day.
// - comment_created: comments per day over a range read an index range instead of every comment.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261128121000InsightsSearchesComments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE search_term_empty (
        term text NOT NULL CHECK (length(term) BETWEEN 1 AND 100),
        day date NOT NULL,
        PRIMARY KEY (term, day)
      );`);
    this.addSql(`CREATE INDEX search_term_empty_day ON search_term_empty (day);`);
    this.addSql(`CREATE INDEX comment_created ON comment (created_at);`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP INDEX comment_created;`);
    this.addSql(`DROP TABLE search_term_empty;`);
  }
}
