// A create retried with the same Idempotency-Key but another article was answered with the first
// article, "created", the later text lost. Each key now keeps a hash of the request that used it
// (article/create-key.ts); keys stored before have none and keep answering any retry, as they did.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261215010000IdempotencyKeyRequestHash extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE article_create_key ADD COLUMN request_hash text;`);
  }

  override async down(): Promise<void> {
    this.addSql(`ALTER TABLE article_create_key DROP COLUMN request_hash;`);
  }
}
