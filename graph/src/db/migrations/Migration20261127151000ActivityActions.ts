// The activity log's actions after issues 22 and 24 landed side by side: each added its actions to
// the check as it found it (corrections removed; review steps and newsroom settings), so the later
// one dropped the other's. The check is the union, the ActivityAction enum's values.
import { Migration } from '@mikro-orm/migrations';

const ACTIONS = [
  'article.published',
  'article.scheduled',
  'article.deleted',
  'article.embargo_changed',
  'article.correction_deleted',
  'article.submitted',
  'article.approved',
  'article.changes_requested',
  'newsroom.settings_changed',
  'user.created',
  'user.role_changed',
  'user.deleted',
];

export class Migration20261127151000ActivityActions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE activity DROP CONSTRAINT IF EXISTS activity_action_check;`);
    this.addSql(
      `ALTER TABLE activity ADD CONSTRAINT activity_action_check CHECK (action IN (${ACTIONS.map((a) => `'${a}'`).join(', ')}));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`DELETE FROM activity WHERE action = 'article.correction_deleted';`);
    this.addSql(`ALTER TABLE activity DROP CONSTRAINT IF EXISTS activity_action_check;`);
    this.addSql(
      `ALTER TABLE activity ADD CONSTRAINT activity_action_check CHECK (action IN (${ACTIONS.filter(
        (a) => a !== 'article.correction_deleted',
      )
        .map((a) => `'${a}'`)
        .join(', ')}));`,
    );
  }
}
