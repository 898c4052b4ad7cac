// The publication on the social web (issue 47, decision 0025). Actors are keyed by an identifier
// ('savepoint' today; an edition's identifier once editions exist), so every table names its actor.
// What leaves for followers is written by triggers in the transaction of the change itself, the way
// webhook deliveries are: a publish that rolls back leaves no activity behind, and whoever makes
// the change (an editor, the scheduled-publishing job, an embargo lift) produces the same ones.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261204010000Federation extends Migration {
  override async up(): Promise<void> {
    // Generated once per actor and algorithm; the first writer wins (INSERT … ON CONFLICT DO NOTHING).
    this.addSql(`
      CREATE TABLE federation_key (
        actor text NOT NULL,
        algorithm text NOT NULL CHECK (algorithm IN ('RSASSA-PKCS1-v1_5', 'Ed25519')),
        public_key jsonb NOT NULL,
        private_key jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (actor, algorithm)
      );`);
    // Fedify's key–value store (caches of remote documents and keys, inbox idempotence).
    this.addSql(`
      CREATE TABLE federation_kv (
        key text PRIMARY KEY,
        value jsonb NOT NULL,
        expires_at timestamptz
      );`);
    this.addSql(`CREATE INDEX federation_kv_expiry ON federation_kv (expires_at) WHERE expires_at IS NOT NULL;`);

    this.addSql(`
      CREATE TABLE federation_setting (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        display_name text NOT NULL DEFAULT 'Savepoint' CHECK (length(btrim(display_name)) BETWEEN 1 AND 100),
        summary text NOT NULL DEFAULT 'Gaming news and reviews, every week.' CHECK (length(summary) <= 500),
        icon_url text CHECK (icon_url ~ '^(https?://|/)'),
        header_url text CHECK (header_url ~ '^(https?://|/)'),
        manual_approval boolean NOT NULL DEFAULT false
      );`);
    this.addSql(`INSERT INTO federation_setting (id) VALUES (true);`);

    // A remote server as delivery sees it: failures in a row, and the time before which it is skipped.
    this.addSql(`
      CREATE TABLE federation_instance (
        host text PRIMARY KEY CHECK (host = lower(host) AND length(host) BETWEEN 1 AND 260),
        failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
        skip_until timestamptz,
        last_error text CHECK (length(last_error) <= 500),
        last_delivered_at timestamptz,
        last_failed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );`);
    // A blocked domain covers its subdomains too.
    this.addSql(`
      CREATE TABLE federation_domain_block (
        domain text PRIMARY KEY CHECK (domain = lower(domain) AND domain ~ '^[a-z0-9.:-]+$' AND length(domain) <= 260),
        reason text CHECK (length(reason) <= 500),
        created_by integer REFERENCES app_user (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`
      CREATE FUNCTION federation_domain_blocked(host text) RETURNS boolean LANGUAGE sql STABLE AS $$
        SELECT EXISTS (SELECT 1 FROM federation_domain_block b WHERE host = b.domain OR host LIKE '%.' || b.domain)
      $$;`);

    this.addSql(`
      CREATE TABLE federation_follower (
        id serial PRIMARY KEY,
        actor text NOT NULL,
        follower_uri text NOT NULL CHECK (follower_uri ~ '^https?://'),
        handle text NOT NULL CHECK (length(handle) BETWEEN 3 AND 300),
        name text CHECK (length(name) <= 200),
        inbox text NOT NULL CHECK (inbox ~ '^https?://'),
        shared_inbox text CHECK (shared_inbox ~ '^https?://'),
        host text NOT NULL REFERENCES federation_instance (host) ON DELETE CASCADE,
        follow_uri text,
        status text NOT NULL CHECK (status IN ('pending', 'accepted')),
        created_at timestamptz NOT NULL DEFAULT now(),
        accepted_at timestamptz,
        UNIQUE (actor, follower_uri),
        CHECK ((status = 'accepted') = (accepted_at IS NOT NULL))
      );`);
    // Fan-out reads an actor's accepted followers grouped by the inbox a delivery goes to.
    this.addSql(
      `CREATE INDEX federation_follower_delivery ON federation_follower (actor, (coalesce(shared_inbox, inbox))) WHERE status = 'accepted';`,
    );
    this.addSql(`CREATE INDEX federation_follower_host ON federation_follower (host);`);

    // Outgoing activities: for the actor's followers (article_id set) or for one inbox (payload set).
    this.addSql(`
      CREATE TABLE federation_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor text NOT NULL,
        type text NOT NULL CHECK (type IN ('Create', 'Update', 'Delete', 'Accept', 'Reject')),
        article_id integer,
        inbox text CHECK (inbox ~ '^https?://'),
        payload jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        dispatched_at timestamptz,
        inboxes integer,
        CHECK ((article_id IS NOT NULL AND inbox IS NULL) OR (article_id IS NULL AND inbox IS NOT NULL AND payload IS NOT NULL))
      );`);
    this.addSql(`CREATE INDEX federation_outbox_waiting ON federation_outbox (created_at) WHERE dispatched_at IS NULL;`);
    this.addSql(
      `CREATE INDEX federation_outbox_article ON federation_outbox (article_id, created_at DESC) WHERE article_id IS NOT NULL;`,
    );

    // Create when an article becomes published, Update when a published one changes, Delete when it
    // stops being published or goes. Drafts, scheduled and embargoed articles are not 'published'.
    this.addSql(`
      CREATE FUNCTION article_federation_activity() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        kind text;
        changed article;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          changed := NEW;
          IF NEW.status = 'published' THEN kind := 'Create'; END IF;
        ELSIF TG_OP = 'DELETE' THEN
          changed := OLD;
          IF OLD.status = 'published' THEN kind := 'Delete'; END IF;
        ELSE
          changed := NEW;
          IF NEW.status = 'published' AND OLD.status <> 'published' THEN kind := 'Create';
          ELSIF OLD.status = 'published' AND NEW.status <> 'published' THEN kind := 'Delete';
          ELSIF NEW.status = 'published' AND (NEW.title, NEW.slug, NEW.content, NEW.excerpt, NEW.featured_image, NEW.meta_description)
            IS DISTINCT FROM (OLD.title, OLD.slug, OLD.content, OLD.excerpt, OLD.featured_image, OLD.meta_description)
          THEN kind := 'Update';
          END IF;
        END IF;
        IF kind IS NOT NULL THEN
          INSERT INTO federation_outbox (actor, type, article_id) VALUES ('savepoint', kind, changed.id);
        END IF;
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER article_federation_activity AFTER INSERT OR UPDATE OR DELETE ON article
      FOR EACH ROW EXECUTE FUNCTION article_federation_activity();`);
    // A correction or a changed verdict is an edit followers should see.
    this.addSql(`
      CREATE FUNCTION article_federation_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM article WHERE id = NEW.article_id AND status = 'published') THEN
          INSERT INTO federation_outbox (actor, type, article_id) VALUES ('savepoint', 'Update', NEW.article_id);
        END IF;
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER article_correction_federation AFTER INSERT ON article_correction
      FOR EACH ROW EXECUTE FUNCTION article_federation_update();`);
    this.addSql(`
      CREATE TRIGGER article_review_federation AFTER UPDATE ON article_review
      FOR EACH ROW WHEN ((OLD.score, OLD.verdict) IS DISTINCT FROM (NEW.score, NEW.verdict))
      EXECUTE FUNCTION article_federation_update();`);

    // Likes and boosts, one per remote actor and article.
    this.addSql(`
      CREATE TABLE federation_reaction (
        article_id integer NOT NULL REFERENCES article (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('like', 'announce')),
        actor_uri text NOT NULL,
        host text NOT NULL,
        activity_uri text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (article_id, kind, actor_uri)
      );`);
    this.addSql(`CREATE INDEX federation_reaction_host ON federation_reaction (host);`);

    // Remote repliers are members without a mailbox (their address is under .invalid, which never
    // receives mail, so nobody can sign in as one); their comments remember the Note they came from.
    this.addSql(`
      CREATE TABLE federation_remote_author (
        member_id integer PRIMARY KEY REFERENCES member (id) ON DELETE CASCADE,
        actor_uri text NOT NULL UNIQUE,
        handle text NOT NULL,
        host text NOT NULL
      );`);
    this.addSql(`CREATE INDEX federation_remote_author_host ON federation_remote_author (host);`);
    this.addSql(`
      CREATE TABLE federation_remote_comment (
        comment_id integer PRIMARY KEY REFERENCES comment (id) ON DELETE CASCADE,
        note_uri text NOT NULL UNIQUE,
        actor_uri text NOT NULL
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TRIGGER IF EXISTS article_review_federation ON article_review;`);
    this.addSql(`DROP TRIGGER IF EXISTS article_correction_federation ON article_correction;`);
    this.addSql(`DROP TRIGGER IF EXISTS article_federation_activity ON article;`);
    this.addSql(`DROP FUNCTION IF EXISTS article_federation_update(), article_federation_activity();`);
    this.addSql(`DELETE FROM member WHERE id IN (SELECT member_id FROM federation_remote_author);`);
    this.addSql(
      `DROP TABLE IF EXISTS federation_remote_comment, federation_remote_author, federation_reaction, federation_outbox,
         federation_follower, federation_domain_block, federation_instance, federation_setting, federation_kv, federation_key;`,
    );
    this.addSql(`DROP FUNCTION IF EXISTS federation_domain_blocked(text);`);
  }
}
