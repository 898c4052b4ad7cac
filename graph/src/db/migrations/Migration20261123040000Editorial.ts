// Editorial depth (issue 12): four roles, the last admin guarded by the database, slug history so
// published links never break, revisions of every save, preview links and the activity log.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261123040000Editorial extends Migration {
  override async up(): Promise<void> {
    // ── Roles (Ghost's four). New accounts default to the least powerful one.
    this.addSql(`ALTER TABLE app_user DROP CONSTRAINT IF EXISTS app_user_role_check;`);
    this.addSql(
      `ALTER TABLE app_user ADD CONSTRAINT app_user_role_check CHECK (role IN ('contributor', 'author', 'editor', 'admin'));`,
    );
    this.addSql(`ALTER TABLE app_user ALTER COLUMN role SET DEFAULT 'contributor';`);
    // The account that ran the publication until now becomes its admin (existing editors stay editors).
    this.addSql(`
      UPDATE app_user SET role = 'admin'
      WHERE id = (SELECT min(id) FROM app_user) AND NOT EXISTS (SELECT 1 FROM app_user WHERE role = 'admin');`);

    // The last admin can be neither demoted nor deleted, whoever writes (API, script, psql). The
    // advisory lock serialises concurrent demotions: the second one's check runs after the first
    // commits, with a fresh snapshot, and sees that no other admin is left.
    this.addSql(`
      CREATE FUNCTION app_user_keep_an_admin() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('app_user.last_admin'));
        IF EXISTS (SELECT 1 FROM app_user LIMIT 1) AND NOT EXISTS (SELECT 1 FROM app_user WHERE role = 'admin') THEN
          RAISE EXCEPTION 'the publication must keep at least one admin' USING ERRCODE = 'P0001', HINT = 'last_admin';
        END IF;
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER app_user_keep_an_admin AFTER UPDATE OF role OR DELETE ON app_user
      FOR EACH STATEMENT EXECUTE FUNCTION app_user_keep_an_admin();`);

    // ── Slug history: every slug an article was published under keeps leading to it.
    this.addSql(`
      CREATE TABLE article_slug_history (
        slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        article_id integer NOT NULL REFERENCES article (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE INDEX article_slug_history_article ON article_slug_history (article_id);`);
    // A slug is one article's, live or old: an article may not take another article's old slug (nor
    // an old slug be kept that another article now uses). Raised as unique_violation so a save racing
    // for the same slug retries with the next free one, as with the article_slug_unique index.
    this.addSql(`
      CREATE FUNCTION article_slug_is_free() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'article' THEN
          IF EXISTS (SELECT 1 FROM article_slug_history WHERE slug = NEW.slug AND article_id <> NEW.id) THEN
            RAISE EXCEPTION 'slug % was used by another article', NEW.slug USING ERRCODE = 'unique_violation';
          END IF;
        ELSIF EXISTS (SELECT 1 FROM article WHERE slug = NEW.slug AND id <> NEW.article_id) THEN
          RAISE EXCEPTION 'slug % is used by another article', NEW.slug USING ERRCODE = 'unique_violation';
        END IF;
        RETURN NEW;
      END $$;`);
    this.addSql(
      `CREATE TRIGGER article_slug_is_free BEFORE INSERT OR UPDATE OF slug ON article FOR EACH ROW EXECUTE FUNCTION article_slug_is_free();`,
    );
    this.addSql(
      `CREATE TRIGGER article_slug_history_is_free BEFORE INSERT OR UPDATE ON article_slug_history FOR EACH ROW EXECUTE FUNCTION article_slug_is_free();`,
    );

    // ── Revisions: one row per save, autosave or restore.
    this.addSql(`
      CREATE TABLE article_revision (
        id serial PRIMARY KEY,
        article_id integer NOT NULL REFERENCES article (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('save', 'autosave', 'restore')),
        title text NOT NULL,
        content text NOT NULL,
        excerpt text,
        meta_description text,
        author_id integer REFERENCES app_user (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE INDEX article_revision_article ON article_revision (article_id, created_at DESC, id DESC);`);

    // ── Preview links: only the SHA-256 of the token is stored.
    this.addSql(`
      CREATE TABLE preview_link (
        id serial PRIMARY KEY,
        article_id integer NOT NULL REFERENCES article (id) ON DELETE CASCADE,
        token_hash text NOT NULL,
        created_by integer REFERENCES app_user (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      );`);
    this.addSql(`CREATE UNIQUE INDEX preview_link_token_unique ON preview_link (token_hash);`);
    this.addSql(`CREATE INDEX preview_link_article ON preview_link (article_id);`);

    // ── Activity log: written in the same transaction as the change it records. The actor's name is
    // copied so the log still reads after the account is deleted.
    this.addSql(`
      CREATE TABLE activity (
        id serial PRIMARY KEY,
        actor_id integer REFERENCES app_user (id) ON DELETE SET NULL,
        actor_name text NOT NULL,
        action text NOT NULL CHECK (action IN (
          'article.published', 'article.scheduled', 'article.deleted',
          'user.created', 'user.role_changed', 'user.deleted')),
        subject_id integer,
        subject_label text NOT NULL,
        detail text,
        created_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE INDEX activity_recent ON activity (created_at DESC, id DESC);`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TABLE IF EXISTS activity, preview_link, article_revision, article_slug_history;`);
    this.addSql(`DROP TRIGGER IF EXISTS article_slug_is_free ON article;`);
    this.addSql(`DROP FUNCTION IF EXISTS article_slug_is_free();`);
    this.addSql(`DROP TRIGGER IF EXISTS app_user_keep_an_admin ON app_user;`);
    this.addSql(`DROP FUNCTION IF EXISTS app_user_keep_an_admin();`);
    this.addSql(`ALTER TABLE app_user DROP CONSTRAINT IF EXISTS app_user_role_check;`);
    this.addSql(`UPDATE app_user SET role = 'editor' WHERE role NOT IN ('admin', 'editor');`);
    this.addSql(`ALTER TABLE app_user ADD CONSTRAINT app_user_role_check CHECK (role IN ('admin', 'editor'));`);
    this.addSql(`ALTER TABLE app_user ALTER COLUMN role SET DEFAULT 'editor';`);
  }
}
