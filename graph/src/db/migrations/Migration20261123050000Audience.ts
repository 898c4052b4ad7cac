// Audience (issue 13): double opt-in subscribers, the weekly digest's issues and deliveries, webhooks
// with their deliveries and attempts, and reader views. The rules that must hold whatever writes the
// rows live here: one digest per subscriber and week (primary key), status values (CHECKs), and the
// webhook events of an article change recorded in the same transaction as the change (trigger).
import { Migration } from '@mikro-orm/migrations';

export class Migration20261123050000Audience extends Migration {
  override async up(): Promise<void> {
    // Addresses stored before double opt-in never confirmed: they start as pending and get no mail
    // until they subscribe again and confirm.
    this.addSql(`
      ALTER TABLE subscriber
        ADD COLUMN status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
        ADD COLUMN confirmed_at timestamptz,
        ADD COLUMN unsubscribed_at timestamptz,
        ADD COLUMN confirmation_sent_at timestamptz,
        ADD CONSTRAINT subscriber_confirmed_has_time CHECK (status <> 'confirmed' OR confirmed_at IS NOT NULL);`);
    this.addSql(`CREATE INDEX subscriber_status ON subscriber (status, id);`);

    this.addSql(`
      CREATE TABLE digest_issue (
        week text PRIMARY KEY CHECK (week ~ '^[0-9]{4}-W[0-9]{2}$'),
        subject text NOT NULL,
        html text NOT NULL,
        text text NOT NULL,
        article_ids integer[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`
      CREATE TABLE digest_delivery (
        subscriber_id integer NOT NULL REFERENCES subscriber (id) ON DELETE CASCADE,
        week text NOT NULL REFERENCES digest_issue (week) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'claimed' CHECK (status IN ('claimed', 'sending', 'sent')),
        claimed_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        PRIMARY KEY (subscriber_id, week)
      );`);
    this.addSql(`CREATE INDEX digest_delivery_week_status ON digest_delivery (week, status);`);

    this.addSql(`
      CREATE TABLE webhook (
        id serial PRIMARY KEY,
        url text NOT NULL CHECK (url ~ '^https?://'),
        events text[] NOT NULL CHECK (
          cardinality(events) > 0
          AND events <@ ARRAY['article.published', 'article.updated', 'article.unpublished', 'article.deleted']::text[]
        ),
        secret text NOT NULL CHECK (secret ~ '^whsec_'),
        created_by integer REFERENCES app_user (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`
      CREATE TABLE webhook_delivery (
        id text PRIMARY KEY DEFAULT 'msg_' || replace(gen_random_uuid()::text, '-', ''),
        webhook_id integer NOT NULL REFERENCES webhook (id) ON DELETE CASCADE,
        event text NOT NULL,
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        dispatched_at timestamptz,
        delivered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE INDEX webhook_delivery_undispatched ON webhook_delivery (created_at) WHERE dispatched_at IS NULL;`);
    this.addSql(`CREATE INDEX webhook_delivery_webhook ON webhook_delivery (webhook_id, created_at DESC);`);
    this.addSql(`
      CREATE TABLE webhook_attempt (
        id serial PRIMARY KEY,
        delivery_id text NOT NULL REFERENCES webhook_delivery (id) ON DELETE CASCADE,
        attempt integer NOT NULL CHECK (attempt > 0),
        attempted_at timestamptz NOT NULL DEFAULT now(),
        response_status integer,
        error text,
        duration_ms integer NOT NULL,
        UNIQUE (delivery_id, attempt)
      );`);

    // The four events describe the public site: published/unpublished on crossing the published
    // status (whoever does it: an editor, the scheduled-publishing job, raw SQL), updated when a
    // published article changes, deleted when a published article is removed. Written in the same
    // transaction as the change, so an event exists exactly when the change committed.
    this.addSql(`
      CREATE FUNCTION article_webhook_event() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        event text;
        changed article;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          changed := NEW;
          IF NEW.status = 'published' THEN event := 'article.published'; END IF;
        ELSIF TG_OP = 'DELETE' THEN
          changed := OLD;
          IF OLD.status = 'published' THEN event := 'article.deleted'; END IF;
        ELSE
          changed := NEW;
          IF NEW.status = 'published' AND OLD.status <> 'published' THEN event := 'article.published';
          ELSIF OLD.status = 'published' AND NEW.status <> 'published' THEN event := 'article.unpublished';
          ELSIF NEW.status = 'published'
            AND (to_jsonb(NEW) - 'search_vector' - 'updated_at') IS DISTINCT FROM (to_jsonb(OLD) - 'search_vector' - 'updated_at')
          THEN event := 'article.updated';
          END IF;
        END IF;
        IF event IS NOT NULL THEN
          INSERT INTO webhook_delivery (webhook_id, event, payload)
          SELECT w.id, event, jsonb_build_object(
            'id', changed.id, 'slug', changed.slug, 'title', changed.title, 'status', changed.status,
            'publishedAt', changed.published_at, 'updatedAt', changed.updated_at)
          FROM webhook w WHERE event = ANY (w.events);
        END IF;
        RETURN NULL;
      END $$;`);
    this.addSql(
      `CREATE TRIGGER article_webhook_event AFTER INSERT OR UPDATE OR DELETE ON article FOR EACH ROW EXECUTE FUNCTION article_webhook_event();`,
    );

    // Views: one row per (article, day, visitor hash) only to deduplicate (hashes of a day's salt,
    // which is thrown away; pruned after two days), and the daily counts every report reads.
    this.addSql(`
      CREATE TABLE article_view_visitor (
        article_id integer NOT NULL REFERENCES article (id) ON DELETE CASCADE,
        day date NOT NULL,
        visitor text NOT NULL,
        PRIMARY KEY (article_id, day, visitor)
      );`);
    this.addSql(`CREATE INDEX article_view_visitor_day ON article_view_visitor (day);`);
    this.addSql(`
      CREATE TABLE article_daily_views (
        article_id integer NOT NULL REFERENCES article (id) ON DELETE CASCADE,
        day date NOT NULL,
        views integer NOT NULL CHECK (views >= 0),
        PRIMARY KEY (article_id, day)
      );`);
    this.addSql(`CREATE INDEX article_daily_views_day ON article_daily_views (day, article_id);`);
    this.addSql(`
      CREATE TABLE search_term_daily (
        term text NOT NULL CHECK (length(term) BETWEEN 1 AND 100),
        day date NOT NULL,
        searches integer NOT NULL CHECK (searches > 0),
        PRIMARY KEY (term, day)
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TRIGGER IF EXISTS article_webhook_event ON article;`);
    this.addSql(`DROP FUNCTION IF EXISTS article_webhook_event;`);
    this.addSql(
      `DROP TABLE IF EXISTS search_term_daily, article_daily_views, article_view_visitor, webhook_attempt, webhook_delivery, webhook, digest_delivery, digest_issue CASCADE;`,
    );
    this.addSql(
      `ALTER TABLE subscriber DROP COLUMN status, DROP COLUMN confirmed_at, DROP COLUMN unsubscribed_at, DROP COLUMN confirmation_sent_at;`,
    );
  }
}
