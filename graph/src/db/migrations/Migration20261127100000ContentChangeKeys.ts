// Content changes carry cache keys (issue 27, @savepoint/cache-keys): the triggers on the tables
// whose changes can be keyed NOTIFY `keys <key> …` instead of the table's name, so every answer cache
// drops only the entries showing what changed. An article readers cannot see (a draft) touches only
// its own key; a published one (before or after the change) also `list`, `feed`, `sitemap`, its
// categories (before and after), its tags and its games, and, when its listing facts changed (status,
// publication time, category, featured flags, embargo; its review, tags or games), `latest`, `home`
// and `featured`: a title edit reaches the lists showing the article through its own key. Games and
// their releases touch `game-{id}` and `games`; the featured slots `featured` and `home`. Anything
// else still notifies its table's name, which every listener reads as "everything": a category or tag
// rename, an author's name, a TRUNCATE, a statement changing more than 500 articles (a bulk import),
// and any table added later with notify_content_changed().
// Statement-level triggers with transition tables: one notification per statement, delivered at
// commit only (a rolled-back change drops nothing). The keys mirror packages/cache-keys
// (changes.ts), which graph/src/cache/content-change-keys.test.ts checks.
import { Migration } from '@mikro-orm/migrations';
import { CONTENT_CHANNEL } from '@savepoint/content-cache';
import { MAX_PAYLOAD_BYTES } from '@savepoint/cache-keys';

/** More rows than this in one statement: a bulk change, cheaper to clear everything than to key. */
const BULK_ROWS = 500;

const linkTables = ['article_tags', 'article_game', 'article_review'];
const gameTables = ['game', 'game_release'];
const keyedTables = ['article', ...linkTables, ...gameTables, 'main_featured'];

/** INSERT, UPDATE and DELETE triggers (a trigger with transition tables takes one event). */
function keyedTriggers(table: string, fn: string): string[] {
  return [
    `CREATE TRIGGER ${table}_keys_inserted AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows
       FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`,
    `CREATE TRIGGER ${table}_keys_updated AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
       FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`,
    `CREATE TRIGGER ${table}_keys_deleted AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows
       FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`,
    // A TRUNCATE has no rows to key: everything.
    `CREATE TRIGGER ${table}_content_changed AFTER TRUNCATE ON ${table}
       FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();`,
  ];
}

/** The changed rows of any table as jsonb (small link rows only; the article trigger reads its columns). */
const CHANGED_ROWS = `
  IF TG_OP = 'INSERT' THEN
    SELECT coalesce(jsonb_agg(to_jsonb(r)), '[]') INTO changed FROM new_rows r;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT coalesce(jsonb_agg(to_jsonb(r)), '[]') INTO changed FROM old_rows r;
  ELSE
    SELECT coalesce(jsonb_agg(x), '[]') INTO changed
    FROM (SELECT to_jsonb(o) AS x FROM old_rows o UNION ALL SELECT to_jsonb(n) FROM new_rows n) s;
  END IF;`;

export class Migration20261127100000ContentChangeKeys extends Migration {
  override async up(): Promise<void> {
    // One notification with these keys, or everything when they do not fit a NOTIFY payload.
    this.addSql(`
      CREATE FUNCTION notify_cache_keys(keys text[]) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        payload text;
      BEGIN
        IF coalesce(cardinality(keys), 0) = 0 THEN RETURN; END IF;
        SELECT 'keys ' || string_agg(DISTINCT k, ' ' ORDER BY k) INTO payload FROM unnest(keys) AS k WHERE k IS NOT NULL;
        IF payload IS NULL THEN RETURN; END IF;
        IF octet_length(payload) > ${MAX_PAYLOAD_BYTES} THEN payload := '*'; END IF;
        PERFORM pg_notify('${CONTENT_CHANNEL}', payload);
      END $$;`);
    // The keys of these articles: each one's own; for those readers can see, their category, tags and
    // games as they are at the end of the statement, and the lists chosen by listing facts when
    // those changed (`listed`).
    this.addSql(`
      CREATE FUNCTION article_cache_keys(changed_ids integer[], visible_ids integer[], listed boolean) RETURNS text[]
      LANGUAGE sql STABLE AS $$
        SELECT coalesce(array_agg(k), '{}') FROM (
          SELECT 'article-' || id AS k FROM unnest(changed_ids) AS id
          UNION ALL
          SELECT k FROM unnest(ARRAY['list', 'feed', 'sitemap']) AS k
          WHERE coalesce(cardinality(visible_ids), 0) > 0
          UNION ALL
          SELECT k FROM unnest(ARRAY['latest', 'home', 'featured']) AS k
          WHERE listed AND coalesce(cardinality(visible_ids), 0) > 0
          UNION ALL
          SELECT 'category-' || c.slug FROM article a JOIN category c ON c.id = a.category_id WHERE a.id = ANY (visible_ids)
          UNION ALL
          SELECT 'tag-' || t.tag_id FROM article_tags t WHERE t.article_id = ANY (visible_ids)
          UNION ALL
          SELECT 'game-' || g.game_id FROM article_game g WHERE g.article_id = ANY (visible_ids)
        ) keys
      $$;`);
    // Articles: the categories before and after count (an article moved out of a category leaves it).
    this.addSql(`
      CREATE FUNCTION article_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed_ids integer[];
        visible_ids integer[];
        category_ids integer[];
        listed boolean := TG_OP <> 'UPDATE';
      BEGIN
        IF TG_OP = 'INSERT' THEN
          SELECT array_agg(id), array_agg(id) FILTER (WHERE status = 'published'),
                 array_agg(DISTINCT category_id) FILTER (WHERE status = 'published')
          INTO changed_ids, visible_ids, category_ids FROM new_rows;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT array_agg(id), array_agg(id) FILTER (WHERE status = 'published'),
                 array_agg(DISTINCT category_id) FILTER (WHERE status = 'published')
          INTO changed_ids, visible_ids, category_ids FROM old_rows;
        ELSE
          SELECT array_agg(DISTINCT id), array_agg(DISTINCT id) FILTER (WHERE status = 'published'),
                 array_agg(DISTINCT category_id) FILTER (WHERE status = 'published')
          INTO changed_ids, visible_ids, category_ids
          FROM (SELECT id, status, category_id FROM old_rows UNION ALL SELECT id, status, category_id FROM new_rows) s;
          SELECT EXISTS (
            SELECT 1 FROM old_rows o JOIN new_rows n USING (id)
            WHERE (o.status, o.published_at, o.category_id, o.featured, o.master_featured, o.embargo_until)
              IS DISTINCT FROM (n.status, n.published_at, n.category_id, n.featured, n.master_featured, n.embargo_until)
          ) INTO listed;
        END IF;
        IF coalesce(cardinality(changed_ids), 0) = 0 THEN RETURN NULL; END IF;
        IF cardinality(changed_ids) > ${BULK_ROWS} THEN
          PERFORM pg_notify('${CONTENT_CHANNEL}', '*');
          RETURN NULL;
        END IF;
        PERFORM notify_cache_keys(
          article_cache_keys(changed_ids, visible_ids, listed)
          || ARRAY(SELECT 'category-' || slug FROM category WHERE id = ANY (category_ids)));
        RETURN NULL;
      END $$;`);
    // Tags, games and reviews of articles: the article's keys (a deleted article counts as visible:
    // it may have been), plus the tag's or game's own.
    this.addSql(`
      CREATE FUNCTION article_link_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed jsonb;
        changed_ids integer[];
        visible_ids integer[];
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
        IF TG_TABLE_NAME = 'article_tags' THEN
          SELECT array_agg(DISTINCT 'tag-' || (e ->> 'tag_id')) INTO own_keys FROM jsonb_array_elements(changed) e;
        ELSIF TG_TABLE_NAME = 'article_game' THEN
          SELECT array_agg(DISTINCT 'game-' || (e ->> 'game_id')) INTO own_keys FROM jsonb_array_elements(changed) e;
        END IF;
        PERFORM notify_cache_keys(article_cache_keys(changed_ids, visible_ids, true) || coalesce(own_keys, '{}'));
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE FUNCTION game_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed jsonb;
        game_ids integer[];
      BEGIN
        ${CHANGED_ROWS}
        SELECT array_agg(DISTINCT (e ->> CASE TG_TABLE_NAME WHEN 'game' THEN 'id' ELSE 'game_id' END)::integer)
        INTO game_ids FROM jsonb_array_elements(changed) e;
        IF coalesce(cardinality(game_ids), 0) = 0 THEN RETURN NULL; END IF;
        IF cardinality(game_ids) > ${BULK_ROWS} THEN
          PERFORM pg_notify('${CONTENT_CHANNEL}', '*');
          RETURN NULL;
        END IF;
        PERFORM notify_cache_keys(ARRAY['games'] || ARRAY(SELECT 'game-' || id FROM unnest(game_ids) AS id));
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE FUNCTION featured_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM notify_cache_keys(ARRAY['featured', 'home']);
        RETURN NULL;
      END $$;`);

    for (const table of keyedTables) this.addSql(`DROP TRIGGER ${table}_content_changed ON ${table};`);
    for (const sql of keyedTriggers('article', 'article_content_changed')) this.addSql(sql);
    for (const table of linkTables) for (const sql of keyedTriggers(table, 'article_link_content_changed')) this.addSql(sql);
    for (const table of gameTables) for (const sql of keyedTriggers(table, 'game_content_changed')) this.addSql(sql);
    for (const sql of keyedTriggers('main_featured', 'featured_content_changed')) this.addSql(sql);
  }

  override async down(): Promise<void> {
    for (const table of keyedTables) {
      for (const event of ['inserted', 'updated', 'deleted']) this.addSql(`DROP TRIGGER ${table}_keys_${event} ON ${table};`);
      this.addSql(`DROP TRIGGER ${table}_content_changed ON ${table};`);
      this.addSql(`
        CREATE TRIGGER ${table}_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();`);
    }
    for (const fn of [
      'featured_content_changed',
      'game_content_changed',
      'article_link_content_changed',
      'article_content_changed',
    ])
      this.addSql(`DROP FUNCTION ${fn};`);
    this.addSql(`DROP FUNCTION article_cache_keys;`);
    this.addSql(`DROP FUNCTION notify_cache_keys;`);
  }
}
