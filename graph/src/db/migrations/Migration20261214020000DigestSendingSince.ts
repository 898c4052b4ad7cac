// When a digest mail's claim moved to `sending` (the SMTP hand-off). A worker killed during the
// hand-off leaves the claim there for good (never sent twice, by design): with the time, the
// newsletter's delivery report can tell a hand-off under way from one that stopped.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261214020000DigestSendingSince extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE digest_delivery ADD COLUMN sending_at timestamptz;`);
  }

  override async down(): Promise<void> {
    this.addSql(`ALTER TABLE digest_delivery DROP COLUMN IF EXISTS sending_at;`);
  }
}
