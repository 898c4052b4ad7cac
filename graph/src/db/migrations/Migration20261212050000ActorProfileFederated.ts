// Followers' servers keep a copy of each actor's profile (name, summary, icon, header, whether
// follows are approved by hand) and refresh it when told: an Update of the actor. Changing the
// social-web profile, or an edition's name or URL prefix (which its actor's name and address
// show), told nobody, so Mastodon kept showing the old profile. Both now write an actor Update in
// the change's transaction, like an article's activities: a federation_outbox row with neither an
// article nor an inbox, for the actor's followers (federation.jobs.ts, delivery.ts).
import { Migration } from '@mikro-orm/migrations';

export class Migration20261212050000ActorProfileFederated extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE federation_outbox DROP CONSTRAINT federation_outbox_check;`);
    this.addSql(`
      ALTER TABLE federation_outbox ADD CONSTRAINT federation_outbox_check CHECK (
        (article_id IS NOT NULL AND inbox IS NULL)
        OR (article_id IS NULL AND inbox IS NOT NULL AND payload IS NOT NULL)
        OR (type = 'Update' AND article_id IS NULL AND inbox IS NULL AND payload IS NULL));`);
    // The profile is every actor's (the default edition's name, the others' with their edition's).
    this.addSql(`
      CREATE FUNCTION federation_profile_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO federation_outbox (actor, type) SELECT edition_actor(language), 'Update' FROM edition;
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER federation_setting_federated AFTER UPDATE ON federation_setting
      FOR EACH ROW WHEN ((OLD.display_name, OLD.summary, OLD.icon_url, OLD.header_url, OLD.manual_approval)
        IS DISTINCT FROM (NEW.display_name, NEW.summary, NEW.icon_url, NEW.header_url, NEW.manual_approval))
      EXECUTE FUNCTION federation_profile_changed();`);
    // An edition's name and prefix are its actor's name and address (the default one's shows neither).
    this.addSql(`
      CREATE FUNCTION edition_actor_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NOT NEW.is_default THEN
          INSERT INTO federation_outbox (actor, type) VALUES (edition_actor(NEW.language), 'Update');
        END IF;
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER edition_actor_federated AFTER UPDATE ON edition
      FOR EACH ROW WHEN ((OLD.name, OLD.url_prefix) IS DISTINCT FROM (NEW.name, NEW.url_prefix))
      EXECUTE FUNCTION edition_actor_changed();`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TRIGGER IF EXISTS edition_actor_federated ON edition;`);
    this.addSql(`DROP TRIGGER IF EXISTS federation_setting_federated ON federation_setting;`);
    this.addSql(`DROP FUNCTION IF EXISTS edition_actor_changed(), federation_profile_changed();`);
    this.addSql(`DELETE FROM federation_outbox WHERE article_id IS NULL AND inbox IS NULL;`);
    this.addSql(`ALTER TABLE federation_outbox DROP CONSTRAINT federation_outbox_check;`);
    this.addSql(`
      ALTER TABLE federation_outbox ADD CONSTRAINT federation_outbox_check CHECK (
        (article_id IS NOT NULL AND inbox IS NULL) OR (article_id IS NULL AND inbox IS NOT NULL AND payload IS NOT NULL));`);
  }
}
