// An article unpublished and published again (or moved to another edition) used to go out as a
// Delete and then a Create of the same object id. Mastodon keeps a tombstone for every object id it
// was told was deleted and refuses a later Create of it (`tombstone_exists?` in its Create
// handler), so followers never saw the article again. Each publication of an article now gets an
// object id of its own: a Delete retires the article's current generation and the next Create
// carries the next one (/ap/articles/12, then /ap/articles/12-1). The Delete row records which
// generation it retires, since it may be sent after the article is published again.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261214010000RepublishedArticleObjects extends Migration {
  override async up(): Promise<void> {
    // No foreign key: the row must outlive a deleted article until its Delete row is written (an
    // AFTER DELETE trigger reads it), and a row left behind costs nothing.
    this.addSql(`
      CREATE TABLE federation_article_object (
        article_id integer PRIMARY KEY,
        generation integer NOT NULL CHECK (generation >= 0)
      );`);
    this.addSql(`ALTER TABLE federation_outbox ADD COLUMN object_generation integer;`);
    this.addSql(`
      CREATE FUNCTION federation_retire_article_object(a_actor text, a_article_id integer) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        retired integer := coalesce((SELECT generation FROM federation_article_object WHERE article_id = a_article_id), 0);
      BEGIN
        INSERT INTO federation_outbox (actor, type, article_id, object_generation) VALUES (a_actor, 'Delete', a_article_id, retired);
        INSERT INTO federation_article_object (article_id, generation) VALUES (a_article_id, retired + 1)
        ON CONFLICT (article_id) DO UPDATE SET generation = EXCLUDED.generation;
      END $$;`);
    this.addSql(`
      CREATE OR REPLACE FUNCTION article_federation_activity() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        kind text;
        changed article;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          changed := NEW;
          IF NEW.status = 'published' THEN kind := 'Create'; END IF;
        ELSIF TG_OP = 'DELETE' THEN
          IF OLD.status = 'published' THEN PERFORM federation_retire_article_object(edition_actor(OLD.language), OLD.id); END IF;
        ELSE
          changed := NEW;
          IF NEW.status = 'published' AND OLD.status <> 'published' THEN kind := 'Create';
          ELSIF OLD.status = 'published' AND NEW.status <> 'published' THEN
            PERFORM federation_retire_article_object(edition_actor(OLD.language), OLD.id);
          ELSIF NEW.status = 'published' AND NEW.language IS DISTINCT FROM OLD.language THEN
            -- Moved to another edition: it leaves the old actor's followers and reaches the new one's.
            PERFORM federation_retire_article_object(edition_actor(OLD.language), OLD.id);
            kind := 'Create';
          ELSIF NEW.status = 'published' AND (NEW.title, NEW.slug, NEW.content, NEW.excerpt, NEW.featured_image, NEW.meta_description)
            IS DISTINCT FROM (OLD.title, OLD.slug, OLD.content, OLD.excerpt, OLD.featured_image, OLD.meta_description)
          THEN kind := 'Update';
          END IF;
        END IF;
        IF kind IS NOT NULL THEN
          INSERT INTO federation_outbox (actor, type, article_id) VALUES (edition_actor(changed.language), kind, changed.id);
        END IF;
        RETURN NULL;
      END $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      CREATE OR REPLACE FUNCTION article_federation_activity() RETURNS trigger LANGUAGE plpgsql AS $$
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
          ELSIF NEW.status = 'published' AND NEW.language IS DISTINCT FROM OLD.language THEN
            INSERT INTO federation_outbox (actor, type, article_id) VALUES (edition_actor(OLD.language), 'Delete', OLD.id);
            kind := 'Create';
          ELSIF NEW.status = 'published' AND (NEW.title, NEW.slug, NEW.content, NEW.excerpt, NEW.featured_image, NEW.meta_description)
            IS DISTINCT FROM (OLD.title, OLD.slug, OLD.content, OLD.excerpt, OLD.featured_image, OLD.meta_description)
          THEN kind := 'Update';
          END IF;
        END IF;
        IF kind IS NOT NULL THEN
          INSERT INTO federation_outbox (actor, type, article_id) VALUES (edition_actor(changed.language), kind, changed.id);
        END IF;
        RETURN NULL;
      END $$;`);
    this.addSql(`DROP FUNCTION IF EXISTS federation_retire_article_object(text, integer);`);
    this.addSql(`ALTER TABLE federation_outbox DROP COLUMN IF EXISTS object_generation;`);
    this.addSql(`DROP TABLE IF EXISTS federation_article_object;`);
  }
}
