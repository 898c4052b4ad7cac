// Search at a million articles (docs/decisions/0040-search-rule.md):
// - the head of each article's search document (title A, excerpt and tag names B) gets a GIN index
//   of its own, so the ranked part of a search decodes short posting lists instead of the body's;
// - a dictionary of the head's terms with the number of published articles using each, kept by a
//   trigger in the writing transaction: typos are corrected against it (a few thousand words, not a
//   million titles), and its counts tell the search how far back to look;
// - the trigram index on every title goes: nothing scans titles for typos any more.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261125020000SearchAtScale extends Migration {
  override async up(): Promise<void> {
    // levenshtein() ranks typo corrections; created by migrate.ts too (it may need a superuser).
    this.addSql(`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;`);
    this.addSql(`CREATE INDEX article_search_head ON article USING gin (ts_filter(search_vector, '{a,b}'));`);
    this.addSql(`DROP INDEX IF EXISTS article_title_trgm;`);

    this.addSql(`
      CREATE TABLE search_term (
        term text PRIMARY KEY,
        articles integer NOT NULL DEFAULT 0 CHECK (articles >= 0)
      );`);
    this.addSql(`CREATE INDEX search_term_trgm ON search_term USING gin (term gin_trgm_ops);`);

    // A published article's head terms count once each; any change of status or of the document
    // (title, excerpt, tags) moves the counts in the same transaction. Rows are locked in term
    // order so two writers never wait on each other in opposite orders.
    this.addSql(`
      CREATE FUNCTION search_terms_on_article() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        old_terms text[] := '{}';
        new_terms text[] := '{}';
        gone text[];
        came text[];
      BEGIN
        IF TG_OP <> 'INSERT' AND OLD.status = 'published' THEN
          old_terms := tsvector_to_array(ts_filter(OLD.search_vector, '{a,b}'));
        END IF;
        IF TG_OP <> 'DELETE' AND NEW.status = 'published' THEN
          new_terms := tsvector_to_array(ts_filter(NEW.search_vector, '{a,b}'));
        END IF;
        gone := ARRAY(SELECT unnest(old_terms) EXCEPT SELECT unnest(new_terms));
        came := ARRAY(SELECT unnest(new_terms) EXCEPT SELECT unnest(old_terms));
        IF cardinality(gone) + cardinality(came) = 0 THEN RETURN NULL; END IF;
        PERFORM 1 FROM search_term WHERE term = ANY(gone || came) ORDER BY term FOR UPDATE;
        UPDATE search_term SET articles = articles - 1 WHERE term = ANY(gone);
        INSERT INTO search_term (term, articles) SELECT t, 1 FROM unnest(came) t ORDER BY t
        ON CONFLICT (term) DO UPDATE SET articles = search_term.articles + 1;
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER search_terms_insert_delete AFTER INSERT OR DELETE ON article
      FOR EACH ROW EXECUTE FUNCTION search_terms_on_article();`);
    // Not "UPDATE OF search_vector": the document is rewritten by a BEFORE trigger when the title,
    // excerpt or tags change, and column triggers only see the columns an UPDATE names.
    this.addSql(`
      CREATE TRIGGER search_terms_update AFTER UPDATE ON article
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.search_vector IS DISTINCT FROM NEW.search_vector)
      EXECUTE FUNCTION search_terms_on_article();`);

    // Recounts the dictionary from the articles (bulk loads, or to check it).
    this.addSql(`
      CREATE FUNCTION search_terms_rebuild() RETURNS void LANGUAGE sql AS $$
        DELETE FROM search_term;
        INSERT INTO search_term (term, articles)
        SELECT t, count(*) FROM article, unnest(tsvector_to_array(ts_filter(search_vector, '{a,b}'))) t
        WHERE status = 'published' GROUP BY t;
      $$;`);
    this.addSql(`SELECT search_terms_rebuild();`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TRIGGER IF EXISTS search_terms_update ON article;`);
    this.addSql(`DROP TRIGGER IF EXISTS search_terms_insert_delete ON article;`);
    this.addSql(`DROP FUNCTION IF EXISTS search_terms_rebuild, search_terms_on_article;`);
    this.addSql(`DROP TABLE IF EXISTS search_term;`);
    this.addSql(`DROP INDEX IF EXISTS article_search_head;`);
    this.addSql(`CREATE INDEX article_title_trgm ON article USING gin (title gin_trgm_ops);`);
  }
}
