// The whole first schema in SQL: the invariants live in the database (unique slug, one master
// featured, one main featured per route, colour format, foreign keys), and the search document is
// kept by triggers so every writer (API, seed, worker) gets it for free.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261121000000Initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE EXTENSION IF NOT EXISTS pg_trgm;`);

    this.addSql(`
      CREATE TABLE app_user (
        id serial PRIMARY KEY,
        username text NOT NULL,
        password_hash text NOT NULL,
        role text NOT NULL DEFAULT 'editor' CHECK (role IN ('admin', 'editor')),
        display_name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE UNIQUE INDEX app_user_username_unique ON app_user (lower(username));`);

    this.addSql(`
      CREATE TABLE category (
        id serial PRIMARY KEY,
        name text NOT NULL CHECK (length(trim(name)) > 0),
        slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        description text,
        color text NOT NULL DEFAULT '#6b7280' CHECK (color ~ '^#[0-9a-fA-F]{6}$'),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE UNIQUE INDEX category_slug_unique ON category (slug);`);

    this.addSql(`
      CREATE TABLE tag (
        id serial PRIMARY KEY,
        name text NOT NULL CHECK (length(trim(name)) > 0),
        description text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE UNIQUE INDEX tag_name_unique ON tag (lower(name));`);

    this.addSql(`
      CREATE TABLE article (
        id serial PRIMARY KEY,
        title text NOT NULL CHECK (length(trim(title)) > 0),
        slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        content text NOT NULL,
        excerpt text,
        category_id integer NOT NULL REFERENCES category (id) ON DELETE RESTRICT,
        featured_image text,
        meta_description text,
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('published', 'draft', 'archived', 'scheduled')),
        scheduled_for timestamptz,
        published_at timestamptz,
        author_id integer NOT NULL REFERENCES app_user (id) ON DELETE RESTRICT,
        featured boolean NOT NULL DEFAULT false,
        master_featured boolean NOT NULL DEFAULT false,
        thumbnail_url text,
        search_vector tsvector NOT NULL DEFAULT ''::tsvector,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT article_scheduled_has_time CHECK (status <> 'scheduled' OR scheduled_for IS NOT NULL)
      );`);
    this.addSql(`CREATE UNIQUE INDEX article_slug_unique ON article (slug);`);
    this.addSql(`CREATE UNIQUE INDEX article_one_master_featured ON article (master_featured) WHERE master_featured;`);
    this.addSql(`CREATE INDEX article_published_order ON article (status, published_at DESC, id DESC);`);
    this.addSql(`CREATE INDEX article_category ON article (category_id);`);
    this.addSql(`CREATE INDEX article_author ON article (author_id);`);
    this.addSql(`CREATE INDEX article_scheduled_due ON article (scheduled_for) WHERE status = 'scheduled';`);
    this.addSql(`CREATE INDEX article_search ON article USING gin (search_vector);`);
    this.addSql(`CREATE INDEX article_title_trgm ON article USING gin (title gin_trgm_ops);`);

    this.addSql(`
      CREATE TABLE article_tags (
        article_id integer NOT NULL REFERENCES article (id) ON DELETE CASCADE,
        tag_id integer NOT NULL REFERENCES tag (id) ON DELETE CASCADE,
        PRIMARY KEY (article_id, tag_id)
      );`);
    this.addSql(`CREATE INDEX article_tags_tag ON article_tags (tag_id);`);

    this.addSql(`
      CREATE TABLE main_featured (
        route text PRIMARY KEY
          CHECK (route IN ('homepage', 'all', 'hardware', 'review', 'esports', 'guide', 'web', 'news')),
        article_id integer NOT NULL REFERENCES article (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE INDEX main_featured_article ON main_featured (article_id);`);

    this.addSql(`
      CREATE TABLE subscriber (
        id serial PRIMARY KEY,
        email text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE UNIQUE INDEX subscriber_email_unique ON subscriber (lower(email));`);

    this.addSql(`
      CREATE TABLE api_token (
        id serial PRIMARY KEY,
        name text NOT NULL,
        token_hash text NOT NULL,
        user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      );`);
    this.addSql(`CREATE UNIQUE INDEX api_token_hash_unique ON api_token (token_hash);`);

    // Search document: title (A), excerpt + tag names (B), the text of the content (C).
    this.addSql(`
      CREATE FUNCTION article_search_document(a_id integer, a_title text, a_excerpt text, a_content text)
      RETURNS tsvector LANGUAGE sql STABLE AS $$
        SELECT setweight(to_tsvector('english', coalesce(a_title, '')), 'A')
          || setweight(to_tsvector('english', coalesce(a_excerpt, '') || ' ' || coalesce(
               (SELECT string_agg(t.name, ' ') FROM article_tags at JOIN tag t ON t.id = at.tag_id
                WHERE at.article_id = a_id), '')), 'B')
          || setweight(to_tsvector('english', regexp_replace(coalesce(a_content, ''), '<[^>]*>', ' ', 'g')), 'C')
      $$;`);
    this.addSql(`
      CREATE FUNCTION article_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector := article_search_document(NEW.id, NEW.title, NEW.excerpt, NEW.content);
        RETURN NEW;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER article_search_vector BEFORE INSERT OR UPDATE OF title, excerpt, content ON article
      FOR EACH ROW EXECUTE FUNCTION article_search_vector_refresh();`);
    this.addSql(`
      CREATE FUNCTION article_tags_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE article SET search_vector = article_search_document(id, title, excerpt, content)
        WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.article_id ELSE NEW.article_id END;
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER article_tags_search AFTER INSERT OR DELETE ON article_tags
      FOR EACH ROW EXECUTE FUNCTION article_tags_search_refresh();`);
    this.addSql(`
      CREATE FUNCTION tag_rename_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE article SET search_vector = article_search_document(id, title, excerpt, content)
        WHERE id IN (SELECT article_id FROM article_tags WHERE tag_id = NEW.id);
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER tag_rename_search AFTER UPDATE OF name ON tag
      FOR EACH ROW EXECUTE FUNCTION tag_rename_search_refresh();`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `DROP TABLE IF EXISTS api_token, subscriber, main_featured, article_tags, article, tag, category, app_user CASCADE;`,
    );
    this.addSql(
      `DROP FUNCTION IF EXISTS tag_rename_search_refresh, article_tags_search_refresh, article_search_vector_refresh, article_search_document;`,
    );
  }
}
