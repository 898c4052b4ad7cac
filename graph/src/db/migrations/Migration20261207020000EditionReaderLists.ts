// Reader lists answer one edition (ADR 0052), at a million articles:
// - a category page of one edition, and its featured stories, walk their own order (category or
//   featured, language, date), not every edition's order filtered row by row;
// - totals per (edition, category, status), kept by triggers in the write's transaction like
//   article_count_by_category, so "Showing N of M" of one edition stays exact without a scan;
// - one homepage master per edition: the German home has its own master, and promoting one no
//   longer takes the English home's away.
import { Migration } from '@mikro-orm/migrations';

const REBUILD_ALL = `
  DELETE FROM article_count_by_category;
  INSERT INTO article_count_by_category (category_id, status, n)
  SELECT category_id, status, count(*) FROM article GROUP BY category_id, status;
  DELETE FROM article_count_by_tag;
  INSERT INTO article_count_by_tag (tag_id, status, n)
  SELECT at.tag_id, a.status, count(*) FROM article_tags at JOIN article a ON a.id = at.article_id GROUP BY at.tag_id, a.status;`;

export class Migration20261207020000EditionReaderLists extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `CREATE INDEX article_public_category_language_order ON article (category_id, language, published_at DESC NULLS LAST, id DESC) WHERE status = 'published';`,
    );
    // An edition with few featured stories would otherwise walk every edition's featured ones.
    this.addSql(
      `CREATE INDEX article_public_featured_language_order ON article (language, published_at DESC NULLS LAST, id DESC) WHERE status = 'published' AND featured;`,
    );

    this.addSql(`
      CREATE TABLE article_count_by_edition (
        language text NOT NULL REFERENCES edition (language) ON UPDATE CASCADE ON DELETE CASCADE,
        category_id integer NOT NULL REFERENCES category (id) ON DELETE CASCADE,
        status text NOT NULL,
        n integer NOT NULL DEFAULT 0 CHECK (n >= 0),
        PRIMARY KEY (language, category_id, status)
      );`);
    this.addSql(`
      CREATE FUNCTION article_count_edition_add(l text, c_id integer, s text, delta integer) RETURNS void LANGUAGE sql AS $$
        INSERT INTO article_count_by_edition (language, category_id, status, n) VALUES (l, c_id, s, greatest(delta, 0))
        ON CONFLICT (language, category_id, status) DO UPDATE SET n = article_count_by_edition.n + delta
      $$;`);
    this.addSql(`
      CREATE FUNCTION article_edition_counts_on_article() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM article_count_edition_add(OLD.language, OLD.category_id, OLD.status, -1);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          PERFORM article_count_edition_add(NEW.language, NEW.category_id, NEW.status, 1);
        END IF;
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER article_edition_counts_insert_delete AFTER INSERT OR DELETE ON article
      FOR EACH ROW EXECUTE FUNCTION article_edition_counts_on_article();`);
    this.addSql(`
      CREATE TRIGGER article_edition_counts_update AFTER UPDATE OF status, category_id, language ON article
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.category_id IS DISTINCT FROM NEW.category_id
        OR OLD.language IS DISTINCT FROM NEW.language)
      EXECUTE FUNCTION article_edition_counts_on_article();`);
    // Bulk loads (bench:data) recount with the triggers off: the rebuild recounts editions too.
    this.addSql(`
      CREATE OR REPLACE FUNCTION article_counts_rebuild() RETURNS void LANGUAGE sql AS $$
        ${REBUILD_ALL}
        DELETE FROM article_count_by_edition;
        INSERT INTO article_count_by_edition (language, category_id, status, n)
        SELECT language, category_id, status, count(*) FROM article GROUP BY language, category_id, status;
      $$;`);
    this.addSql(`
      INSERT INTO article_count_by_edition (language, category_id, status, n)
      SELECT language, category_id, status, count(*) FROM article GROUP BY language, category_id, status;`);

    // One master per edition. An article moved into an edition that has a master already leaves its
    // own master flag behind rather than failing the move on the index.
    this.addSql(`DROP INDEX IF EXISTS article_one_master_featured;`);
    this.addSql(`CREATE UNIQUE INDEX article_one_master_featured ON article (language) WHERE master_featured;`);
    this.addSql(`
      CREATE FUNCTION article_master_stays_one_per_edition() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.master_featured AND EXISTS (
          SELECT 1 FROM article WHERE master_featured AND language = NEW.language AND id <> NEW.id
        ) THEN
          NEW.master_featured := false;
        END IF;
        RETURN NEW;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER article_master_stays_one_per_edition BEFORE UPDATE OF language ON article
      FOR EACH ROW WHEN (OLD.language IS DISTINCT FROM NEW.language)
      EXECUTE FUNCTION article_master_stays_one_per_edition();`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TRIGGER IF EXISTS article_master_stays_one_per_edition ON article;`);
    this.addSql(`DROP FUNCTION IF EXISTS article_master_stays_one_per_edition;`);
    // Back to one master for the publication: the default edition's keeps the flag.
    this.addSql(
      `UPDATE article SET master_featured = false WHERE master_featured AND language <> (SELECT language FROM edition WHERE is_default);`,
    );
    this.addSql(`DROP INDEX IF EXISTS article_one_master_featured;`);
    this.addSql(`CREATE UNIQUE INDEX article_one_master_featured ON article (master_featured) WHERE master_featured;`);
    this.addSql(`CREATE OR REPLACE FUNCTION article_counts_rebuild() RETURNS void LANGUAGE sql AS $$ ${REBUILD_ALL} $$;`);
    this.addSql(`DROP TRIGGER IF EXISTS article_edition_counts_update ON article;`);
    this.addSql(`DROP TRIGGER IF EXISTS article_edition_counts_insert_delete ON article;`);
    this.addSql(`DROP FUNCTION IF EXISTS article_edition_counts_on_article, article_count_edition_add;`);
    this.addSql(`DROP TABLE IF EXISTS article_count_by_edition;`);
    this.addSql(`DROP INDEX IF EXISTS article_public_category_language_order, article_public_featured_language_order;`);
  }
}
