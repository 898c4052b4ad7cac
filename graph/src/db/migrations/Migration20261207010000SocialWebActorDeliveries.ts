// Staff's Social web screen lists each edition's actor with its latest activities (issue 46 item 7):
// an index by actor and time keeps that a short read however much the 30 days of outbox hold.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261207010000SocialWebActorDeliveries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE INDEX federation_outbox_actor ON federation_outbox (actor, created_at DESC, id DESC);`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP INDEX IF EXISTS federation_outbox_actor;`);
  }
}
