// An article's answer lists its published translations (hreflang, the language switcher) and is keyed
// by its own article key and each listed translation's (graph/src/cache/answer-keys.ts). A translation
// that is published, unpublished, or joins or leaves a group while published changes what its
// siblings' answers list, and an answer that did not list it does not hold its key: the siblings' keys
// are named for it. The article's own keys stay article_content_changed's
// (Migration20261206010000EditionDelivery); this names only siblings, and only when a group's
// published set changed.
import { Migration } from '@mikro-orm/migrations';

const FUNCTION = 'article_translation_siblings_changed';

export class Migration20261209010000TranslationSiblingKeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE FUNCTION ${FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        keys text[];
      BEGIN
        -- A transition table exists only for the events that have it.
        IF TG_OP = 'INSERT' THEN
          SELECT array_agg(DISTINCT 'article-' || m.id) INTO keys
          FROM new_rows n JOIN article m ON m.translation_group_id = n.translation_group_id AND m.id <> n.id
          WHERE n.status = 'published';
        ELSIF TG_OP = 'DELETE' THEN
          SELECT array_agg(DISTINCT 'article-' || m.id) INTO keys
          FROM old_rows o JOIN article m ON m.translation_group_id = o.translation_group_id
          WHERE o.status = 'published';
        ELSE
          SELECT array_agg(DISTINCT 'article-' || m.id) INTO keys
          FROM old_rows o JOIN new_rows n USING (id)
          JOIN article m ON m.translation_group_id IN (o.translation_group_id, n.translation_group_id) AND m.id <> n.id
          WHERE (o.status = 'published') <> (n.status = 'published')
             OR (o.translation_group_id IS DISTINCT FROM n.translation_group_id AND 'published' IN (o.status, n.status));
        END IF;
        PERFORM notify_cache_keys(keys);
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER article_translation_siblings_inserted AFTER INSERT ON article REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION ${FUNCTION}();`);
    this.addSql(`
      CREATE TRIGGER article_translation_siblings_updated AFTER UPDATE ON article REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION ${FUNCTION}();`);
    this.addSql(`
      CREATE TRIGGER article_translation_siblings_deleted AFTER DELETE ON article REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION ${FUNCTION}();`);
  }

  override async down(): Promise<void> {
    for (const event of ['inserted', 'updated', 'deleted']) {
      this.addSql(`DROP TRIGGER article_translation_siblings_${event} ON article;`);
    }
    this.addSql(`DROP FUNCTION ${FUNCTION}();`);
  }
}
