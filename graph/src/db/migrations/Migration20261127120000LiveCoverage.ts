// Live coverage and corrections (issue 22, docs/decisions/0015-live-coverage.md).
//
// - article_live: an article that is a live blog, with its status (upcoming, live, ended) and times.
// - live_entry: the blog's entries, rows of their own (sanitised HTML of 1-20,000 characters).
// - live_event: every change a reader's stream must see (entry, entry-updated, entry-deleted, status),
//   written by triggers so no write path can forget one. Its id is the SSE event id: a reader that
//   reconnects with Last-Event-ID gets the events after it from here. Writers take one advisory lock
//   per transaction before taking an id, so ids commit in the order they were taken and a reader that
//   has seen id N never later misses an id below N.
// - article_correction: corrections and updates readers see at the top of an article; adding one moves
//   the article's updated_at (dateModified, sitemap lastmod, feeds) and sends the article.corrected
//   webhook.
// All four notify the content channel, so caches drop the pages that show them and every gateway's
// live hub fetches the new events (gateway/src/live).
import { Migration } from '@mikro-orm/migrations';

const WEBHOOK_EVENTS_BEFORE = `ARRAY['article.published', 'article.updated', 'article.unpublished', 'article.deleted']::text[]`;
const WEBHOOK_EVENTS_AFTER = `ARRAY['article.published', 'article.updated', 'article.unpublished', 'article.deleted', 'article.corrected']::text[]`;

export class Migration20261127120000LiveCoverage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE article_live (
        article_id integer PRIMARY KEY REFERENCES article (id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('upcoming', 'live', 'ended')),
        starts_at timestamptz,
        ends_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT article_live_ends_after_start CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at >= starts_at)
      );`);
    this.addSql(`CREATE INDEX article_live_status ON article_live (status) WHERE status <> 'ended';`);

    this.addSql(`
      CREATE TABLE live_entry (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        article_id integer NOT NULL REFERENCES article_live (article_id) ON DELETE CASCADE,
        author_id integer REFERENCES app_user (id) ON DELETE SET NULL,
        content text NOT NULL CONSTRAINT live_entry_content_length CHECK (length(content) BETWEEN 1 AND 20000),
        pinned boolean NOT NULL DEFAULT false,
        key_event boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE INDEX live_entry_article ON live_entry (article_id, id DESC);`);

    this.addSql(`
      CREATE TABLE live_event (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        article_id integer NOT NULL REFERENCES article (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('entry', 'entry-updated', 'entry-deleted', 'status')),
        entry_id integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((kind = 'status') = (entry_id IS NULL))
      );`);
    this.addSql(`CREATE INDEX live_event_article ON live_event (article_id, id);`);

    // One lock for every live write: ids then commit in the order they were taken (see above).
    this.addSql(`
      CREATE FUNCTION live_event_record() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('savepoint.live_event'));
        IF TG_TABLE_NAME = 'article_live' THEN
          IF TG_OP = 'INSERT' OR (NEW.status, NEW.starts_at, NEW.ends_at) IS DISTINCT FROM (OLD.status, OLD.starts_at, OLD.ends_at) THEN
            INSERT INTO live_event (article_id, kind) VALUES (NEW.article_id, 'status');
          END IF;
        ELSIF TG_OP = 'INSERT' THEN
          INSERT INTO live_event (article_id, kind, entry_id) VALUES (NEW.article_id, 'entry', NEW.id);
        ELSIF TG_OP = 'UPDATE' THEN
          INSERT INTO live_event (article_id, kind, entry_id) VALUES (NEW.article_id, 'entry-updated', NEW.id);
        ELSE
          -- An article deleted with its blog takes its events along (the FK cascade): nothing to add.
          IF EXISTS (SELECT 1 FROM article WHERE id = OLD.article_id) THEN
            INSERT INTO live_event (article_id, kind, entry_id) VALUES (OLD.article_id, 'entry-deleted', OLD.id);
          END IF;
        END IF;
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER live_entry_event AFTER INSERT OR UPDATE OR DELETE ON live_entry
      FOR EACH ROW EXECUTE FUNCTION live_event_record();`);
    this.addSql(`
      CREATE TRIGGER article_live_event AFTER INSERT OR UPDATE ON article_live
      FOR EACH ROW EXECUTE FUNCTION live_event_record();`);

    this.addSql(`
      CREATE TABLE article_correction (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        article_id integer NOT NULL REFERENCES article (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('correction', 'update')),
        note text NOT NULL CONSTRAINT article_correction_note_length CHECK (length(note) BETWEEN 1 AND 1000),
        author_id integer REFERENCES app_user (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE INDEX article_correction_article ON article_correction (article_id, created_at DESC);`);
    this.addSql(`CREATE INDEX article_correction_newest ON article_correction (created_at DESC, id DESC);`);

    this.addSql(`ALTER TABLE webhook DROP CONSTRAINT webhook_events_check;`);
    this.addSql(`
      ALTER TABLE webhook ADD CONSTRAINT webhook_events_check
      CHECK (cardinality(events) > 0 AND events <@ ${WEBHOOK_EVENTS_AFTER});`);

    // A correction moves the article's modification time and tells the webhooks, in its transaction.
    this.addSql(`
      CREATE FUNCTION article_correction_added() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed article;
      BEGIN
        UPDATE article SET updated_at = greatest(updated_at, NEW.created_at) WHERE id = NEW.article_id RETURNING * INTO changed;
        IF changed.status = 'published' THEN
          INSERT INTO webhook_delivery (webhook_id, event, payload)
          SELECT w.id, 'article.corrected', jsonb_build_object(
            'id', changed.id, 'slug', changed.slug, 'title', changed.title, 'status', changed.status,
            'publishedAt', changed.published_at, 'updatedAt', changed.updated_at,
            'correction', jsonb_build_object('id', NEW.id, 'kind', NEW.kind, 'note', NEW.note, 'createdAt', NEW.created_at))
          FROM webhook w WHERE 'article.corrected' = ANY (w.events);
        END IF;
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER article_correction_added AFTER INSERT ON article_correction
      FOR EACH ROW EXECUTE FUNCTION article_correction_added();`);

    // The activity log records removed corrections.
    this.addSql(`ALTER TABLE activity DROP CONSTRAINT IF EXISTS activity_action_check;`);
    this.addSql(`
      ALTER TABLE activity ADD CONSTRAINT activity_action_check CHECK (action IN (
        'article.published', 'article.scheduled', 'article.deleted', 'article.embargo_changed',
        'user.created', 'user.role_changed', 'user.deleted', 'article.correction_deleted'));`);

    for (const table of ['article_live', 'live_entry', 'live_event', 'article_correction']) {
      this.addSql(`
        CREATE TRIGGER ${table}_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();`);
    }
  }

  override async down(): Promise<void> {
    this.addSql(`DELETE FROM activity WHERE action = 'article.correction_deleted';`);
    this.addSql(`ALTER TABLE activity DROP CONSTRAINT IF EXISTS activity_action_check;`);
    this.addSql(`
      ALTER TABLE activity ADD CONSTRAINT activity_action_check CHECK (action IN (
        'article.published', 'article.scheduled', 'article.deleted', 'article.embargo_changed',
        'user.created', 'user.role_changed', 'user.deleted'));`);
    this.addSql(`DROP TABLE IF EXISTS article_correction;`);
    this.addSql(`DROP FUNCTION IF EXISTS article_correction_added();`);
    this.addSql(`DELETE FROM webhook WHERE 'article.corrected' = ANY (events) AND cardinality(events) = 1;`);
    this.addSql(`UPDATE webhook SET events = array_remove(events, 'article.corrected');`);
    this.addSql(`ALTER TABLE webhook DROP CONSTRAINT webhook_events_check;`);
    this.addSql(`
      ALTER TABLE webhook ADD CONSTRAINT webhook_events_check
      CHECK (cardinality(events) > 0 AND events <@ ${WEBHOOK_EVENTS_BEFORE});`);
    this.addSql(`DROP TABLE IF EXISTS live_event;`);
    this.addSql(`DROP TABLE IF EXISTS live_entry;`);
    this.addSql(`DROP TABLE IF EXISTS article_live;`);
    this.addSql(`DROP FUNCTION IF EXISTS live_event_record();`);
  }
}
