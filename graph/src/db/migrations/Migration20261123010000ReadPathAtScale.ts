// Reads at a million articles (docs/decisions/0006-read-path-at-scale.md):
// - indexes whose order is exactly the order each list asks for, so a page is an index walk, never
//   a sort of every published row;
// - article counts per (category, status) and per (tag, status), kept by triggers in the same
//   transaction as the write, so "Showing N of M" and the categories' and tags' articleCount are
//   exact without scanning;
// - a prefix index on slug so picking a free slug reads a handful of rows, not the table.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261123010000ReadPathAtScale extends Migration {
  override async up(): Promise<void> {
    // Public listing: published only, newest first exactly as the query orders (NULLS LAST).
    this.addSql(
      `CREATE INDEX article_public_order ON article (published_at DESC NULLS LAST, id DESC) WHERE status = 'published';`,
    );
    this.addSql(
      `CREATE INDEX article_public_category_order ON article (category_id, published_at DESC NULLS LAST, id DESC) WHERE status = 'published';`,
    );
    this.addSql(
      `CREATE INDEX article_public_featured_order ON article (published_at DESC NULLS LAST, id DESC) WHERE status = 'published' AND featured;`,
    );
    // Admin list: most recently changed first, with or without a status filter.
    this.addSql(`CREATE INDEX article_admin_order ON article (updated_at DESC, id DESC);`);
    this.addSql(`CREATE INDEX article_admin_status_order ON article (status, updated_at DESC, id DESC);`);
    this.addSql(`CREATE INDEX article_admin_category_order ON article (category_id, updated_at DESC, id DESC);`);
    // Its DESC (NULLS FIRST) order matched no query; the partial indexes above replace it.
    this.addSql(`DROP INDEX IF EXISTS article_published_order;`);
    // freeSlug looks up `base` and `base-N` with a LIKE prefix, which this index answers.
    this.addSql(`CREATE INDEX article_slug_prefix ON article (slug text_pattern_ops);`);

    this.addSql(`
      CREATE TABLE article_count_by_category (
        category_id integer NOT NULL REFERENCES category (id) ON DELETE CASCADE,
        status text NOT NULL,
        n integer NOT NULL DEFAULT 0 CHECK (n >= 0),
        PRIMARY KEY (category_id, status)
      );`);
    this.addSql(`
      CREATE TABLE article_count_by_tag (
        tag_id integer NOT NULL REFERENCES tag (id) ON DELETE CASCADE,
        status text NOT NULL,
        n integer NOT NULL DEFAULT 0 CHECK (n >= 0),
        PRIMARY KEY (tag_id, status)
      );`);

    this.addSql(`
      CREATE FUNCTION article_count_category_add(c_id integer, s text, delta integer) RETURNS void LANGUAGE sql AS $$
        INSERT INTO article_count_by_category (category_id, status, n) VALUES (c_id, s, greatest(delta, 0))
        ON CONFLICT (category_id, status) DO UPDATE SET n = article_count_by_category.n + delta
      $$;`);
    this.addSql(`
      CREATE FUNCTION article_count_tags_add(a_id integer, s text, delta integer) RETURNS void LANGUAGE sql AS $$
        INSERT INTO article_count_by_tag (tag_id, status, n)
        SELECT tag_id, s, greatest(delta, 0) FROM article_tags WHERE article_id = a_id
        ON CONFLICT (tag_id, status) DO UPDATE SET n = article_count_by_tag.n + delta
      $$;`);

    // Article rows: their category's count, and on a status change their tags' counts too.
    this.addSql(`
      CREATE FUNCTION article_counts_on_article() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM article_count_category_add(OLD.category_id, OLD.status, -1);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          PERFORM article_count_category_add(NEW.category_id, NEW.status, 1);
        END IF;
        IF TG_OP = 'UPDATE' AND OLD.status <> NEW.status THEN
          PERFORM article_count_tags_add(NEW.id, OLD.status, -1);
          PERFORM article_count_tags_add(NEW.id, NEW.status, 1);
        END IF;
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER article_counts_insert_delete AFTER INSERT OR DELETE ON article
      FOR EACH ROW EXECUTE FUNCTION article_counts_on_article();`);
    this.addSql(`
      CREATE TRIGGER article_counts_update AFTER UPDATE OF status, category_id ON article
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.category_id IS DISTINCT FROM NEW.category_id)
      EXECUTE FUNCTION article_counts_on_article();`);
    // A deleted article's tag links go by cascade after the row is gone, when its status can no
    // longer be read; so its tags are counted down here, and the link trigger skips them.
    this.addSql(`
      CREATE FUNCTION article_counts_before_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM article_count_tags_add(OLD.id, OLD.status, -1);
        RETURN OLD;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER article_counts_before_delete BEFORE DELETE ON article
      FOR EACH ROW EXECUTE FUNCTION article_counts_before_delete();`);
    this.addSql(`
      CREATE FUNCTION article_counts_on_tag_link() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        a_status text;
      BEGIN
        SELECT status INTO a_status FROM article WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.article_id ELSE NEW.article_id END;
        IF a_status IS NULL THEN RETURN NULL; END IF;
        IF TG_OP = 'DELETE' THEN
          UPDATE article_count_by_tag SET n = n - 1 WHERE tag_id = OLD.tag_id AND status = a_status;
        ELSE
          INSERT INTO article_count_by_tag (tag_id, status, n) VALUES (NEW.tag_id, a_status, 1)
          ON CONFLICT (tag_id, status) DO UPDATE SET n = article_count_by_tag.n + 1;
        END IF;
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER article_counts_tag_link AFTER INSERT OR DELETE ON article_tags
      FOR EACH ROW EXECUTE FUNCTION article_counts_on_tag_link();`);

    // Recounts everything from the articles themselves (bulk loads, or to check the counters).
    this.addSql(`
      CREATE FUNCTION article_counts_rebuild() RETURNS void LANGUAGE sql AS $$
        DELETE FROM article_count_by_category;
        INSERT INTO article_count_by_category (category_id, status, n)
        SELECT category_id, status, count(*) FROM article GROUP BY category_id, status;
        DELETE FROM article_count_by_tag;
        INSERT INTO article_count_by_tag (tag_id, status, n)
        SELECT at.tag_id, a.status, count(*) FROM article_tags at JOIN article a ON a.id = at.article_id GROUP BY at.tag_id, a.status;
      $$;`);
    this.addSql(`SELECT article_counts_rebuild();`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TRIGGER IF EXISTS article_counts_tag_link ON article_tags;`);
    this.addSql(`DROP TRIGGER IF EXISTS article_counts_before_delete ON article;`);
    this.addSql(`DROP TRIGGER IF EXISTS article_counts_update ON article;`);
    this.addSql(`DROP TRIGGER IF EXISTS article_counts_insert_delete ON article;`);
    this.addSql(
      `DROP FUNCTION IF EXISTS article_counts_rebuild, article_counts_on_tag_link, article_counts_before_delete, article_counts_on_article, article_count_tags_add, article_count_category_add;`,
    );
    this.addSql(`DROP TABLE IF EXISTS article_count_by_tag, article_count_by_category;`);
    this.addSql(
      `DROP INDEX IF EXISTS article_public_order, article_public_category_order, article_public_featured_order, article_admin_order, article_admin_status_order, article_admin_category_order, article_slug_prefix;`,
    );
    this.addSql(`CREATE INDEX article_published_order ON article (status, published_at DESC, id DESC);`);
  }
}
