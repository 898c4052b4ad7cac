// Idempotency keys were one namespace for everyone: a contributor who sent a key an admin had used
// got the admin's draft back (issue 26). A key now belongs to the user who sent it. Keys already
// stored are kept for the article's author, who made nearly all of them (a create names its author
// only when an admin assigns one); a retry by anyone else simply creates anew.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261126030000IdempotencyKeyPerUser extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE article_create_key ADD COLUMN user_id int REFERENCES app_user (id) ON DELETE CASCADE;`);
    this.addSql(`UPDATE article_create_key k SET user_id = a.author_id FROM article a WHERE a.id = k.article_id;`);
    this.addSql(`DELETE FROM article_create_key WHERE user_id IS NULL;`);
    this.addSql(`ALTER TABLE article_create_key ALTER COLUMN user_id SET NOT NULL;`);
    this.addSql(`ALTER TABLE article_create_key DROP CONSTRAINT article_create_key_pkey;`);
    this.addSql(`ALTER TABLE article_create_key ADD PRIMARY KEY (user_id, key);`);
  }

  override async down(): Promise<void> {
    this.addSql(`DELETE FROM article_create_key a USING article_create_key b WHERE a.key = b.key AND a.user_id > b.user_id;`);
    this.addSql(`ALTER TABLE article_create_key DROP CONSTRAINT article_create_key_pkey;`);
    this.addSql(`ALTER TABLE article_create_key DROP COLUMN user_id;`);
    this.addSql(`ALTER TABLE article_create_key ADD PRIMARY KEY (key);`);
  }
}
