// Editions (issue 46, docs/decisions/0027): the publication's languages, and articles linked into
// translation groups. The default edition lives at `/` (no prefix); every other one under its
// prefix. An article's language references an edition; a group holds at most one article per
// language. Reviews in a group share their facts: score, platforms, game links and the embargo are
// copied to every member by triggers, so no path (editor, REST, a script) can let one translation
// of a review lift its embargo early.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261205050000Editions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE edition (
        language text PRIMARY KEY CHECK (language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$'),
        name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 60),
        url_prefix text UNIQUE CHECK (url_prefix ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        search_config regconfig NOT NULL,
        direction text NOT NULL DEFAULT 'ltr' CHECK (direction IN ('ltr', 'rtl')),
        is_default boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT edition_default_has_no_prefix CHECK (is_default = (url_prefix IS NULL))
      );`);
    this.addSql(`CREATE UNIQUE INDEX edition_one_default ON edition (is_default) WHERE is_default;`);
    this.addSql(
      `INSERT INTO edition (language, name, url_prefix, search_config, is_default) VALUES ('en', 'English', NULL, 'english', true);`,
    );
    this.addSql(`
      CREATE FUNCTION default_edition_language() RETURNS text LANGUAGE sql STABLE AS $$
        SELECT language FROM edition WHERE is_default
      $$;`);
    // A constant default first (no table rewrite at a million rows), then the default edition's.
    this.addSql(`ALTER TABLE article ADD COLUMN language text NOT NULL DEFAULT 'en';`);
    this.addSql(`ALTER TABLE article ALTER COLUMN language SET DEFAULT default_edition_language();`);
    this.addSql(
      `ALTER TABLE article ADD CONSTRAINT article_language_edition FOREIGN KEY (language) REFERENCES edition (language) ON UPDATE CASCADE ON DELETE RESTRICT;`,
    );
    // The group is the id of the article it started from (no FK: the group outlives that article).
    // The source and the time the translation last caught up with it say when the source changed since.
    this.addSql(`ALTER TABLE article ADD COLUMN translation_group_id integer;`);
    this.addSql(`ALTER TABLE article ADD COLUMN translated_from_id integer REFERENCES article (id) ON DELETE SET NULL;`);
    this.addSql(
      `CREATE UNIQUE INDEX article_translation_one_per_language ON article (translation_group_id, language) WHERE translation_group_id IS NOT NULL;`,
    );
    this.addSql(`CREATE INDEX article_translated_from ON article (translated_from_id) WHERE translated_from_id IS NOT NULL;`);
    // Per-edition listings walk the published order within one language (as article_public_order does
    // for all of them), and per-edition category pages that order within a category and language.
    this.addSql(
      `CREATE INDEX article_public_language_order ON article (language, published_at DESC NULLS LAST, id DESC) WHERE status = 'published';`,
    );

    // The embargo holds for the whole group: a change on one member is written to all of them.
    this.addSql(`
      CREATE FUNCTION translation_group_embargo() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.translation_group_id IS NULL THEN RETURN NEW; END IF;
        UPDATE article SET embargo_until = NEW.embargo_until
        WHERE translation_group_id = NEW.translation_group_id AND id <> NEW.id
          AND embargo_until IS DISTINCT FROM NEW.embargo_until;
        RETURN NEW;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER translation_group_embargo AFTER UPDATE OF embargo_until, translation_group_id ON article
      FOR EACH ROW EXECUTE FUNCTION translation_group_embargo();`);
    // A review's facts (score, platforms, playtime) are shared; verdict, pros and cons are translated.
    this.addSql(`
      CREATE FUNCTION translation_group_review_facts() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE group_id integer;
      BEGIN
        SELECT translation_group_id INTO group_id FROM article WHERE id = NEW.article_id;
        IF group_id IS NULL THEN RETURN NEW; END IF;
        UPDATE article_review r SET score = NEW.score, platforms_tested = NEW.platforms_tested,
          playtime_hours = NEW.playtime_hours, updated_at = now()
        FROM article a
        WHERE a.translation_group_id = group_id AND a.id <> NEW.article_id AND r.article_id = a.id
          AND (r.score, r.platforms_tested, r.playtime_hours) IS DISTINCT FROM (NEW.score, NEW.platforms_tested, NEW.playtime_hours);
        RETURN NEW;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER translation_group_review_facts AFTER INSERT OR UPDATE OF score, platforms_tested, playtime_hours ON article_review
      FOR EACH ROW EXECUTE FUNCTION translation_group_review_facts();`);
    // Webhooks carry the article's language (redefined from Audience and LiveCoverage with it added;
    // linking an article into a translation group is not an edit readers see).
    for (const sql of webhookFunctions(true)) this.addSql(sql);

    // Each article's search document in its edition's text-search configuration (german stems
    // "Spielen" and "spielt" alike). The 4-argument function (tag triggers) finds the language from
    // the row; the row trigger, which runs before the row exists, passes it.
    this.addSql(`
      CREATE FUNCTION article_search_document(a_config regconfig, a_id integer, a_title text, a_excerpt text, a_content text)
      RETURNS tsvector LANGUAGE sql STABLE AS $$
        SELECT setweight(to_tsvector(a_config, coalesce(a_title, '')), 'A')
          || setweight(to_tsvector(a_config, coalesce(a_excerpt, '') || ' ' || coalesce(
               (SELECT string_agg(t.name, ' ') FROM article_tags at JOIN tag t ON t.id = at.tag_id
                WHERE at.article_id = a_id), '')), 'B')
          || setweight(to_tsvector(a_config, regexp_replace(coalesce(a_content, ''), '<[^>]*>', ' ', 'g')), 'C')
      $$;`);
    this.addSql(`
      CREATE FUNCTION edition_search_config(a_language text) RETURNS regconfig LANGUAGE sql STABLE AS $$
        SELECT coalesce((SELECT search_config FROM edition WHERE language = a_language), 'english'::regconfig)
      $$;`);
    this.addSql(`
      CREATE OR REPLACE FUNCTION article_search_document(a_id integer, a_title text, a_excerpt text, a_content text)
      RETURNS tsvector LANGUAGE sql STABLE AS $$
        SELECT article_search_document(edition_search_config((SELECT language FROM article WHERE id = a_id)), a_id, a_title, a_excerpt, a_content)
      $$;`);
    this.addSql(`
      CREATE OR REPLACE FUNCTION article_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector := article_search_document(edition_search_config(NEW.language), NEW.id, NEW.title, NEW.excerpt, NEW.content);
        RETURN NEW;
      END $$;`);
    this.addSql(`DROP TRIGGER article_search_vector ON article;`);
    this.addSql(`
      CREATE TRIGGER article_search_vector BEFORE INSERT OR UPDATE OF title, excerpt, content, language ON article
      FOR EACH ROW EXECUTE FUNCTION article_search_vector_refresh();`);
    // A new configuration for an edition rewrites its articles' documents.
    this.addSql(`
      CREATE FUNCTION edition_search_config_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE article SET search_vector = article_search_document(NEW.search_config, id, title, excerpt, content)
        WHERE language = NEW.language;
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER edition_search_config_changed AFTER UPDATE OF search_config ON edition
      FOR EACH ROW WHEN (OLD.search_config IS DISTINCT FROM NEW.search_config)
      EXECUTE FUNCTION edition_search_config_changed();`);
  }

  override async down(): Promise<void> {
    for (const sql of webhookFunctions(false)) this.addSql(sql);
    this.addSql(`DROP TRIGGER IF EXISTS edition_search_config_changed ON edition;`);
    this.addSql(`DROP FUNCTION IF EXISTS edition_search_config_changed;`);
    this.addSql(`DROP TRIGGER IF EXISTS article_search_vector ON article;`);
    this.addSql(`
      CREATE OR REPLACE FUNCTION article_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector := article_search_document(NEW.id, NEW.title, NEW.excerpt, NEW.content);
        RETURN NEW;
      END $$;`);
    this.addSql(`
      CREATE OR REPLACE FUNCTION article_search_document(a_id integer, a_title text, a_excerpt text, a_content text)
      RETURNS tsvector LANGUAGE sql STABLE AS $$
        SELECT article_search_document('english'::regconfig, a_id, a_title, a_excerpt, a_content)
      $$;`);
    this.addSql(`
      CREATE TRIGGER article_search_vector BEFORE INSERT OR UPDATE OF title, excerpt, content ON article
      FOR EACH ROW EXECUTE FUNCTION article_search_vector_refresh();`);
    this.addSql(`DROP TRIGGER IF EXISTS translation_group_review_facts ON article_review;`);
    this.addSql(`DROP FUNCTION IF EXISTS translation_group_review_facts;`);
    this.addSql(`DROP TRIGGER IF EXISTS translation_group_embargo ON article;`);
    this.addSql(`DROP FUNCTION IF EXISTS translation_group_embargo;`);
    this.addSql(
      `ALTER TABLE article DROP COLUMN IF EXISTS translated_from_id, DROP COLUMN IF EXISTS translation_group_id, DROP COLUMN IF EXISTS language;`,
    );
    this.addSql(`DROP FUNCTION IF EXISTS default_edition_language, edition_search_config;`);
    this.addSql(`DROP TABLE IF EXISTS edition;`);
  }
}

/** The webhook triggers' functions, with the article's language in the payload or (down) without. */
function webhookFunctions(withLanguage: boolean): string[] {
  const language = withLanguage ? `'language', changed.language, ` : '';
  return [
    `
      CREATE OR REPLACE FUNCTION article_webhook_event() RETURNS trigger LANGUAGE plpgsql AS $$
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
            AND (to_jsonb(NEW) - 'search_vector' - 'updated_at' - 'translation_group_id' - 'translated_from_id')
              IS DISTINCT FROM (to_jsonb(OLD) - 'search_vector' - 'updated_at' - 'translation_group_id' - 'translated_from_id')
          THEN event := 'article.updated';
          END IF;
        END IF;
        IF event IS NOT NULL THEN
          INSERT INTO webhook_delivery (webhook_id, event, payload)
          SELECT w.id, event, jsonb_build_object(
            'id', changed.id, 'slug', changed.slug, 'title', changed.title, 'status', changed.status,
            ${language}'publishedAt', changed.published_at, 'updatedAt', changed.updated_at)
          FROM webhook w WHERE event = ANY (w.events);
        END IF;
        RETURN NULL;
      END $$;`,
    `
      CREATE OR REPLACE FUNCTION article_correction_added() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed article;
      BEGIN
        UPDATE article SET updated_at = greatest(updated_at, NEW.created_at) WHERE id = NEW.article_id RETURNING * INTO changed;
        IF changed.status = 'published' THEN
          INSERT INTO webhook_delivery (webhook_id, event, payload)
          SELECT w.id, 'article.corrected', jsonb_build_object(
            'id', changed.id, 'slug', changed.slug, 'title', changed.title, 'status', changed.status,
            ${language}'publishedAt', changed.published_at, 'updatedAt', changed.updated_at,
            'correction', jsonb_build_object('id', NEW.id, 'kind', NEW.kind, 'note', NEW.note, 'createdAt', NEW.created_at))
          FROM webhook w WHERE 'article.corrected' = ANY (w.events);
        END IF;
        RETURN NULL;
      END $$;`,
  ];
}
