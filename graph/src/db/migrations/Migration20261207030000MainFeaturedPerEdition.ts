// A route's main featured slot per edition (issue 46, docs/decisions/0053): the German reviews page
// has its own main story, and setting it leaves the English one alone.
// - main_featured is keyed by (route, language); each existing row goes to its article's edition,
//   which for every slot readers could see so far is the default edition (a slot holding another
//   edition's article was shown only on that edition's pages, so it stays there);
// - an article moved to another edition leaves the old edition's slots (a slot only ever holds an
//   article of its own edition; graph refuses the rest with a 400 naming `language`);
// - a slot's change names `featured` and `home` across editions and for the slot's edition
//   (`featured-de`), so a German slot change leaves the English edition's featured answers cached.
import { Migration } from '@mikro-orm/migrations';

/** The changed slots as jsonb (the statement-level trigger has one transition table per event). */
const CHANGED_SLOTS = `
  IF TG_OP = 'INSERT' THEN
    SELECT coalesce(jsonb_agg(to_jsonb(r)), '[]') INTO changed FROM new_rows r;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT coalesce(jsonb_agg(to_jsonb(r)), '[]') INTO changed FROM old_rows r;
  ELSE
    SELECT coalesce(jsonb_agg(x), '[]') INTO changed
    FROM (SELECT to_jsonb(o) AS x FROM old_rows o UNION ALL SELECT to_jsonb(n) FROM new_rows n) s;
  END IF;`;

export class Migration20261207030000MainFeaturedPerEdition extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE main_featured ADD COLUMN language text;`);
    this.addSql(`UPDATE main_featured mf SET language = a.language FROM article a WHERE a.id = mf.article_id;`);
    this.addSql(`ALTER TABLE main_featured ALTER COLUMN language SET NOT NULL;`);
    this.addSql(
      `ALTER TABLE main_featured ADD CONSTRAINT main_featured_edition FOREIGN KEY (language) REFERENCES edition (language) ON UPDATE CASCADE ON DELETE CASCADE;`,
    );
    this.addSql(`ALTER TABLE main_featured DROP CONSTRAINT main_featured_pkey, ADD PRIMARY KEY (route, language);`);

    // Only a move between editions that both still exist: an edition's renamed tag cascades to its
    // articles and slots alike, and must not empty the slots (the old tag is gone by then).
    this.addSql(`
      CREATE FUNCTION article_leaves_edition_slots() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM edition WHERE language = OLD.language) THEN
          DELETE FROM main_featured WHERE article_id = NEW.id AND language = OLD.language;
        END IF;
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER article_leaves_edition_slots AFTER UPDATE OF language ON article
      FOR EACH ROW WHEN (OLD.language IS DISTINCT FROM NEW.language)
      EXECUTE FUNCTION article_leaves_edition_slots();`);

    this.addSql(`
      CREATE OR REPLACE FUNCTION featured_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed jsonb;
      BEGIN
        ${CHANGED_SLOTS}
        PERFORM notify_cache_keys(
          ARRAY['featured', 'home'] || ARRAY(
            SELECT DISTINCT c.k || '-' || lower(e ->> 'language')
            FROM jsonb_array_elements(changed) e, unnest(ARRAY['featured', 'home']) AS c(k)
            WHERE e ->> 'language' IS NOT NULL));
        RETURN NULL;
      END $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      CREATE OR REPLACE FUNCTION featured_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM notify_cache_keys(ARRAY['featured', 'home']);
        RETURN NULL;
      END $$;`);
    this.addSql(`DROP TRIGGER IF EXISTS article_leaves_edition_slots ON article;`);
    this.addSql(`DROP FUNCTION IF EXISTS article_leaves_edition_slots;`);
    // One slot per route again: the default edition's.
    this.addSql(`DELETE FROM main_featured WHERE language IS DISTINCT FROM default_edition_language();`);
    this.addSql(`ALTER TABLE main_featured DROP CONSTRAINT main_featured_pkey, ADD PRIMARY KEY (route);`);
    this.addSql(`ALTER TABLE main_featured DROP CONSTRAINT main_featured_edition, DROP COLUMN language;`);
  }
}
