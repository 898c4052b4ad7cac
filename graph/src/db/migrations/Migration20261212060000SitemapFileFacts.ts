// What the sitemap validators and the sitemap index read, at a million articles (ADR 0043):
// - article_sitemap_order: the published articles by id with their change and translation group,
//   so a file's count and latest change (an id range) and the index's per-file facts are read from
//   the index alone, not from the article rows;
// - article_published_translations: each translation group's published members with their
//   change, so a file's alternates (its entries' published translations, which its lastmod and
//   validator count) are found by group instead of by hashing every translated article per file;
// - member_follow_game_followers: a game's followers, which a merge moves to the survivor and a
//   deleted game's cascade removes (the unique index leads with the member: every follow was read).
import { Migration } from '@mikro-orm/migrations';

export class Migration20261212060000SitemapFileFacts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `CREATE INDEX article_sitemap_order ON article (id) INCLUDE (updated_at, translation_group_id) WHERE status = 'published';`,
    );
    this.addSql(
      `CREATE INDEX article_published_translations ON article (translation_group_id) INCLUDE (id, updated_at)
         WHERE status = 'published' AND translation_group_id IS NOT NULL;`,
    );
    this.addSql(`CREATE INDEX member_follow_game_followers ON member_follow (game_id) WHERE game_id IS NOT NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP INDEX IF EXISTS member_follow_game_followers;`);
    this.addSql(`DROP INDEX IF EXISTS article_published_translations;`);
    this.addSql(`DROP INDEX IF EXISTS article_sitemap_order;`);
  }
}
