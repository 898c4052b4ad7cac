// PostgreSQL is the truth and jobs are derived from it: an article change writes what the worker
// must be told into `job_outbox` in the same transaction, so a Redis outage can delay a job but
// never lose or invent one. `article_create_key` makes a retried create (same Idempotency-Key)
// answer with the first article instead of writing a second.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261123030000JobOutbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE job_outbox (
        id bigserial PRIMARY KEY,
        topic text NOT NULL CHECK (length(topic) > 0),
        payload jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        attempts int NOT NULL DEFAULT 0,
        last_error text
      );`);
    this.addSql(`
      CREATE TABLE article_create_key (
        key text PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 200),
        article_id int NOT NULL REFERENCES article (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE INDEX article_create_key_article ON article_create_key (article_id);`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TABLE article_create_key;`);
    this.addSql(`DROP TABLE job_outbox;`);
  }
}
