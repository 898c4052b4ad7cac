// Audience and delivery per edition (issue 46 item 7, docs/decisions/0051):
// - subscribers choose their editions (subscriber_edition), and the weekly digest is one issue per
//   week and edition, delivered once per subscriber, week and edition;
// - content changes name per-edition collection keys (`latest-de`, `list-de`, …) beside the keys
//   across editions, so a German publish leaves the English edition's lists cached; the featured
//   slots are named only when a featured article is involved;
// - every edition has its own ActivityPub actor (`savepoint` for the default edition,
//   `savepoint-{language}` for the others), and an article's activities go to its edition's actor.
import { Migration } from '@mikro-orm/migrations';
import { CONTENT_CHANNEL } from '@savepoint/content-cache';

/**
 * The changed articles' ids, the published ones' ids, categories and languages, and whether a
 * published one is featured (flag or master), into the trigger's variables.
 */
const rowSummary = (source: string) => `
  SELECT array_agg(DISTINCT r.id), array_agg(DISTINCT r.id) FILTER (WHERE r.status = 'published'),
         array_agg(DISTINCT r.category_id) FILTER (WHERE r.status = 'published'),
         array_agg(DISTINCT r.language) FILTER (WHERE r.status = 'published'),
         coalesce(bool_or(r.featured OR r.master_featured) FILTER (WHERE r.status = 'published'), false)
  INTO changed_ids, visible_ids, category_ids, edition_languages, with_featured FROM ${source} r;`;

/** Same bulk threshold as Migration20261127100000ContentChangeKeys. */
const BULK_ROWS = 500;

const CHANGED_ROWS = `
  IF TG_OP = 'INSERT' THEN
    SELECT coalesce(jsonb_agg(to_jsonb(r)), '[]') INTO changed FROM new_rows r;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT coalesce(jsonb_agg(to_jsonb(r)), '[]') INTO changed FROM old_rows r;
  ELSE
    SELECT coalesce(jsonb_agg(x), '[]') INTO changed
    FROM (SELECT to_jsonb(o) AS x FROM old_rows o UNION ALL SELECT to_jsonb(n) FROM new_rows n) s;
  END IF;`;

export class Migration20261206010000EditionDelivery extends Migration {
  override async up(): Promise<void> {
    this.subscribers();
    this.cacheKeys();
    this.federationActors();
  }

  private subscribers(): void {
    // One row per edition a subscriber reads; every subscriber so far reads the default edition.
    this.addSql(`
      CREATE TABLE subscriber_edition (
        subscriber_id integer NOT NULL REFERENCES subscriber (id) ON DELETE CASCADE,
        language text NOT NULL REFERENCES edition (language) ON UPDATE CASCADE ON DELETE CASCADE,
        PRIMARY KEY (subscriber_id, language)
      );`);
    this.addSql(`CREATE INDEX subscriber_edition_language ON subscriber_edition (language, subscriber_id);`);
    this.addSql(
      `INSERT INTO subscriber_edition (subscriber_id, language) SELECT id, default_edition_language() FROM subscriber;`,
    );
    // Whatever adds a subscriber (the form, an account, an import in SQL), they read the default
    // edition until they choose.
    this.addSql(`
      CREATE FUNCTION subscriber_default_edition() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO subscriber_edition (subscriber_id, language) VALUES (NEW.id, default_edition_language()) ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER subscriber_default_edition AFTER INSERT ON subscriber
      FOR EACH ROW EXECUTE FUNCTION subscriber_default_edition();`);
    // An issue per week and edition; a delivery per subscriber, week and edition.
    this.addSql(`ALTER TABLE digest_delivery DROP CONSTRAINT digest_delivery_week_fkey;`);
    this.addSql(`ALTER TABLE digest_issue ADD COLUMN language text NOT NULL DEFAULT 'en';`);
    this.addSql(`UPDATE digest_issue SET language = default_edition_language();`);
    this.addSql(`ALTER TABLE digest_issue ALTER COLUMN language DROP DEFAULT;`);
    this.addSql(
      `ALTER TABLE digest_issue ADD CONSTRAINT digest_issue_edition FOREIGN KEY (language) REFERENCES edition (language) ON UPDATE CASCADE ON DELETE CASCADE;`,
    );
    this.addSql(`ALTER TABLE digest_issue DROP CONSTRAINT digest_issue_pkey, ADD PRIMARY KEY (week, language);`);
    this.addSql(`ALTER TABLE digest_delivery ADD COLUMN language text NOT NULL DEFAULT 'en';`);
    this.addSql(`UPDATE digest_delivery SET language = default_edition_language();`);
    this.addSql(`ALTER TABLE digest_delivery ALTER COLUMN language DROP DEFAULT;`);
    this.addSql(
      `ALTER TABLE digest_delivery DROP CONSTRAINT digest_delivery_pkey, ADD PRIMARY KEY (subscriber_id, week, language);`,
    );
    this.addSql(
      `ALTER TABLE digest_delivery ADD CONSTRAINT digest_delivery_issue FOREIGN KEY (week, language) REFERENCES digest_issue (week, language) ON UPDATE CASCADE ON DELETE CASCADE;`,
    );
  }

  private cacheKeys(): void {
    // The keys of these articles, with every collection key twice: across editions (`latest`) and
    // for each edition the articles are in (`latest-de`). `featured` only when a featured article
    // (flag, master or a main slot) is among them: no other article can enter or leave those slots.
    this.addSql(`
      CREATE FUNCTION article_cache_keys(changed_ids integer[], visible_ids integer[], listed boolean, edition_languages text[], with_featured boolean)
      RETURNS text[] LANGUAGE sql STABLE AS $$
        WITH suffix AS (
          SELECT '' AS s UNION ALL SELECT DISTINCT '-' || lower(l) FROM unnest(edition_languages) AS l WHERE l IS NOT NULL
        ), visible AS (SELECT coalesce(cardinality(visible_ids), 0) > 0 AS yes)
        SELECT coalesce(array_agg(k), '{}') FROM (
          SELECT 'article-' || id AS k FROM unnest(changed_ids) AS id
          UNION ALL
          SELECT c || suffix.s FROM unnest(ARRAY['list', 'feed', 'sitemap']) AS c, suffix, visible WHERE visible.yes
          UNION ALL
          SELECT c || suffix.s FROM unnest(ARRAY['latest', 'home']) AS c, suffix, visible WHERE listed AND visible.yes
          UNION ALL
          SELECT 'featured' || suffix.s FROM suffix, visible WHERE listed AND with_featured AND visible.yes
          UNION ALL
          SELECT 'category-' || c.slug FROM article a JOIN category c ON c.id = a.category_id WHERE a.id = ANY (visible_ids)
          UNION ALL
          SELECT 'tag-' || t.tag_id FROM article_tags t WHERE t.article_id = ANY (visible_ids)
          UNION ALL
          SELECT 'game-' || g.game_id FROM article_game g WHERE g.article_id = ANY (visible_ids)
        ) keys
      $$;`);
    this.addSql(`
      CREATE FUNCTION articles_in_featured_slots(ids integer[]) RETURNS boolean LANGUAGE sql STABLE AS $$
        SELECT EXISTS (SELECT 1 FROM main_featured WHERE article_id = ANY (ids))
      $$;`);
    this.addSql(`
      CREATE OR REPLACE FUNCTION article_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed_ids integer[];
        visible_ids integer[];
        category_ids integer[];
        edition_languages text[];
        with_featured boolean;
        listed boolean := TG_OP <> 'UPDATE';
      BEGIN
        -- A transition table exists only for the events that have it.
        IF TG_OP = 'INSERT' THEN
          ${rowSummary('new_rows')}
        ELSIF TG_OP = 'DELETE' THEN
          ${rowSummary('old_rows')}
        ELSE
          ${rowSummary('(SELECT * FROM old_rows UNION ALL SELECT * FROM new_rows)')}
          SELECT EXISTS (
            SELECT 1 FROM old_rows o JOIN new_rows n USING (id)
            WHERE (o.status, o.published_at, o.category_id, o.featured, o.master_featured, o.embargo_until, o.language)
              IS DISTINCT FROM (n.status, n.published_at, n.category_id, n.featured, n.master_featured, n.embargo_until, n.language)
          ) INTO listed;
        END IF;
        IF coalesce(cardinality(changed_ids), 0) = 0 THEN RETURN NULL; END IF;
        IF cardinality(changed_ids) > ${BULK_ROWS} THEN
          PERFORM pg_notify('${CONTENT_CHANNEL}', '*');
          RETURN NULL;
        END IF;
        PERFORM notify_cache_keys(
          article_cache_keys(changed_ids, visible_ids, listed, edition_languages, with_featured OR articles_in_featured_slots(visible_ids))
          || ARRAY(SELECT 'category-' || slug FROM category WHERE id = ANY (category_ids)));
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE OR REPLACE FUNCTION article_link_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed jsonb;
        changed_ids integer[];
        visible_ids integer[];
        edition_languages text[];
        with_featured boolean;
        own_keys text[] := '{}';
      BEGIN
        ${CHANGED_ROWS}
        SELECT array_agg(DISTINCT (e ->> 'article_id')::integer) INTO changed_ids FROM jsonb_array_elements(changed) e;
        IF coalesce(cardinality(changed_ids), 0) = 0 THEN RETURN NULL; END IF;
        IF cardinality(changed_ids) > ${BULK_ROWS} THEN
          PERFORM pg_notify('${CONTENT_CHANNEL}', '*');
          RETURN NULL;
        END IF;
        SELECT array_agg(u.article_id) INTO visible_ids FROM unnest(changed_ids) AS u (article_id)
        WHERE NOT EXISTS (SELECT 1 FROM article a WHERE a.id = u.article_id AND a.status <> 'published');
        -- A deleted article's links go with it: its own statement named its edition's keys.
        SELECT array_agg(DISTINCT a.language), coalesce(bool_or(a.featured OR a.master_featured), false)
        INTO edition_languages, with_featured FROM article a WHERE a.id = ANY (visible_ids);
        IF TG_TABLE_NAME = 'article_tags' THEN
          SELECT array_agg(DISTINCT 'tag-' || (e ->> 'tag_id')) INTO own_keys FROM jsonb_array_elements(changed) e;
        ELSIF TG_TABLE_NAME = 'article_game' THEN
          SELECT array_agg(DISTINCT 'game-' || (e ->> 'game_id')) INTO own_keys FROM jsonb_array_elements(changed) e;
        END IF;
        PERFORM notify_cache_keys(
          article_cache_keys(changed_ids, visible_ids, true, edition_languages, with_featured OR articles_in_featured_slots(visible_ids))
          || coalesce(own_keys, '{}'));
        RETURN NULL;
      END $$;`);
  }

  private federationActors(): void {
    // The actor of an edition: 'savepoint' for the default one (its followers stay), else
    // 'savepoint-' and the lowercased tag ('savepoint-de', 'savepoint-pt-br').
    this.addSql(`
      CREATE FUNCTION edition_actor(a_language text) RETURNS text LANGUAGE sql STABLE AS $$
        SELECT CASE WHEN coalesce((SELECT is_default FROM edition WHERE language = a_language), true)
          THEN 'savepoint' ELSE 'savepoint-' || lower(a_language) END
      $$;`);
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
            -- Moved to another edition: it leaves the old actor's followers and reaches the new one's.
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
    this.addSql(`
      CREATE OR REPLACE FUNCTION article_federation_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO federation_outbox (actor, type, article_id)
        SELECT edition_actor(language), 'Update', id FROM article WHERE id = NEW.article_id AND status = 'published';
        RETURN NULL;
      END $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      CREATE OR REPLACE FUNCTION article_federation_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM article WHERE id = NEW.article_id AND status = 'published') THEN
          INSERT INTO federation_outbox (actor, type, article_id) VALUES ('savepoint', 'Update', NEW.article_id);
        END IF;
        RETURN NULL;
      END $$;`);
    // The finer keys and the per-edition actors stay: with one edition they name what they did before.
    this.addSql(`DELETE FROM digest_delivery WHERE language <> default_edition_language();`);
    this.addSql(`DELETE FROM digest_issue WHERE language <> default_edition_language();`);
    this.addSql(`ALTER TABLE digest_delivery DROP CONSTRAINT digest_delivery_issue;`);
    this.addSql(`ALTER TABLE digest_delivery DROP CONSTRAINT digest_delivery_pkey, ADD PRIMARY KEY (subscriber_id, week);`);
    this.addSql(`ALTER TABLE digest_delivery DROP COLUMN language;`);
    this.addSql(`ALTER TABLE digest_issue DROP CONSTRAINT digest_issue_pkey, ADD PRIMARY KEY (week);`);
    this.addSql(`ALTER TABLE digest_issue DROP COLUMN language;`);
    this.addSql(
      `ALTER TABLE digest_delivery ADD CONSTRAINT digest_delivery_week_fkey FOREIGN KEY (week) REFERENCES digest_issue (week) ON DELETE CASCADE;`,
    );
    this.addSql(`DROP TRIGGER subscriber_default_edition ON subscriber;`);
    this.addSql(`DROP FUNCTION subscriber_default_edition;`);
    this.addSql(`DROP TABLE subscriber_edition;`);
  }
}
