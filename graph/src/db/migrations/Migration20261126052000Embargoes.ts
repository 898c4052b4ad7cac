// Embargoes (issue 21): an article may carry `embargo_until`, before which it cannot become public by
// any path. The rule lives in a trigger on the row, so the API, the worker's scheduled publish, the
// seed and psql all meet it: an embargoed article is neither published before the embargo nor
// scheduled earlier than it (scheduling exactly at it is fine). The clock is the database's
// (clock_timestamp(), not the transaction's start), and the worker's publishing statements skip a
// row still under embargo rather than fail the whole sweep (article.service.ts).
import { Migration } from '@mikro-orm/migrations';

export class Migration20261126052000Embargoes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE article ADD COLUMN embargo_until timestamptz;`);
    // The calendar reads embargo lifts by time.
    this.addSql(`CREATE INDEX article_embargo_lifts ON article (embargo_until) WHERE embargo_until IS NOT NULL;`);
    this.addSql(`
      CREATE FUNCTION article_embargo_holds() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        lifted text;
      BEGIN
        IF NEW.embargo_until IS NULL THEN RETURN NEW; END IF;
        lifted := to_char(NEW.embargo_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
        IF NEW.status = 'published' AND NEW.embargo_until > clock_timestamp()
           AND (TG_OP = 'INSERT' OR OLD.status <> 'published' OR OLD.embargo_until IS DISTINCT FROM NEW.embargo_until) THEN
          RAISE EXCEPTION 'embargoed until %', lifted USING ERRCODE = 'check_violation', HINT = 'embargoed';
        END IF;
        IF NEW.status = 'scheduled' AND NEW.scheduled_for < NEW.embargo_until THEN
          RAISE EXCEPTION 'embargoed until %', lifted USING ERRCODE = 'check_violation', HINT = 'embargoed';
        END IF;
        RETURN NEW;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER article_embargo_holds BEFORE INSERT OR UPDATE OF status, scheduled_for, embargo_until ON article
      FOR EACH ROW EXECUTE FUNCTION article_embargo_holds();`);
    // The activity log records embargo changes.
    this.addSql(`ALTER TABLE activity DROP CONSTRAINT IF EXISTS activity_action_check;`);
    this.addSql(`
      ALTER TABLE activity ADD CONSTRAINT activity_action_check CHECK (action IN (
        'article.published', 'article.scheduled', 'article.deleted', 'article.embargo_changed',
        'user.created', 'user.role_changed', 'user.deleted'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TRIGGER IF EXISTS article_embargo_holds ON article;`);
    this.addSql(`DROP FUNCTION IF EXISTS article_embargo_holds();`);
    this.addSql(`ALTER TABLE article DROP COLUMN IF EXISTS embargo_until;`);
    this.addSql(`DELETE FROM activity WHERE action = 'article.embargo_changed';`);
    this.addSql(`ALTER TABLE activity DROP CONSTRAINT IF EXISTS activity_action_check;`);
    this.addSql(`
      ALTER TABLE activity ADD CONSTRAINT activity_action_check CHECK (action IN (
        'article.published', 'article.scheduled', 'article.deleted', 'user.created', 'user.role_changed', 'user.deleted'));`);
  }
}
