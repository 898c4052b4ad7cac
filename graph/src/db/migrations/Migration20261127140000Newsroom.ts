// The newsroom (issue 24): review before publishing. An article may be `in_review` between draft and
// published/scheduled; every step of a review (submitted, approved, changes requested) is a row of
// `article_review_event` pointing at the revision it saw, so the editor's "changes since the last
// review" is a diff of two revisions. Staff accounts get an optional email for the workflow's mail,
// and the publication one setting: whether authors, like contributors, submit for review.
import { Migration } from '@mikro-orm/migrations';

const ACTIONS_BEFORE = `'article.published', 'article.scheduled', 'article.deleted', 'article.embargo_changed',
  'user.created', 'user.role_changed', 'user.deleted'`;

export class Migration20261127140000Newsroom extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE article DROP CONSTRAINT article_status_check;`);
    this.addSql(`
      ALTER TABLE article ADD CONSTRAINT article_status_check
        CHECK (status IN ('published', 'draft', 'archived', 'scheduled', 'in_review'));`);
    // An article in review has no schedule: approving it decides one.
    this.addSql(
      `ALTER TABLE article ADD CONSTRAINT article_in_review_unscheduled CHECK (status <> 'in_review' OR scheduled_for IS NULL);`,
    );
    // The review queue reads in_review articles oldest submission first; few rows, so a partial index.
    this.addSql(`CREATE INDEX article_in_review ON article (updated_at) WHERE status = 'in_review';`);
    this.addSql(`
      CREATE TABLE article_review_event (
        id serial PRIMARY KEY,
        article_id integer NOT NULL REFERENCES article (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('submitted', 'approved', 'changes_requested')),
        actor_id integer REFERENCES app_user (id) ON DELETE SET NULL,
        actor_name text NOT NULL,
        note text CHECK (note IS NULL OR length(note) BETWEEN 1 AND 5000),
        revision_id integer REFERENCES article_revision (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (kind <> 'changes_requested' OR note IS NOT NULL)
      );`);
    this.addSql(`CREATE INDEX article_review_event_article ON article_review_event (article_id, id DESC);`);
    this.addSql(`ALTER TABLE app_user ADD COLUMN email text CHECK (email IS NULL OR email ~ '^[^@\\s]+@[^@\\s]+$');`);
    this.addSql(`
      CREATE TABLE newsroom_setting (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        authors_need_review boolean NOT NULL DEFAULT false
      );`);
    this.addSql(`INSERT INTO newsroom_setting (id) VALUES (true);`);
    this.addSql(`ALTER TABLE activity DROP CONSTRAINT IF EXISTS activity_action_check;`);
    this.addSql(`
      ALTER TABLE activity ADD CONSTRAINT activity_action_check CHECK (action IN (${ACTIONS_BEFORE},
        'article.submitted', 'article.approved', 'article.changes_requested', 'newsroom.settings_changed'));`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `DELETE FROM activity WHERE action IN ('article.submitted', 'article.approved', 'article.changes_requested', 'newsroom.settings_changed');`,
    );
    this.addSql(`ALTER TABLE activity DROP CONSTRAINT IF EXISTS activity_action_check;`);
    this.addSql(`ALTER TABLE activity ADD CONSTRAINT activity_action_check CHECK (action IN (${ACTIONS_BEFORE}));`);
    this.addSql(`DROP TABLE IF EXISTS newsroom_setting;`);
    this.addSql(`ALTER TABLE app_user DROP COLUMN IF EXISTS email;`);
    this.addSql(`DROP TABLE IF EXISTS article_review_event;`);
    this.addSql(`UPDATE article SET status = 'draft' WHERE status = 'in_review';`);
    this.addSql(`DROP INDEX IF EXISTS article_in_review;`);
    this.addSql(`ALTER TABLE article DROP CONSTRAINT IF EXISTS article_in_review_unscheduled;`);
    this.addSql(`ALTER TABLE article DROP CONSTRAINT article_status_check;`);
    this.addSql(
      `ALTER TABLE article ADD CONSTRAINT article_status_check CHECK (status IN ('published', 'draft', 'archived', 'scheduled'));`,
    );
  }
}
