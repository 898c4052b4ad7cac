// A ban committing while the same member's comment was being inserted could leave that comment
// shown: the insert's trigger read the member without a lock (not banned yet, in its snapshot) and
// the ban's update of the member's comments did not see the uncommitted comment. The trigger now
// reads the member FOR SHARE: an insert waits for a ban in progress and sees it, and a ban waits for
// an insert in progress and then marks the comment with the rest.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261215020000CommentBanRace extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE OR REPLACE FUNCTION comment_author_banned() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        banned boolean;
      BEGIN
        -- A comment whose member is gone keeps what it had: a deleted banned member stays hidden.
        IF NEW.member_id IS NOT NULL THEN
          SELECT m.banned_at IS NOT NULL INTO banned FROM member m WHERE m.id = NEW.member_id FOR SHARE;
          NEW.author_banned := coalesce(banned, false);
        END IF;
        RETURN NEW;
      END $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      CREATE OR REPLACE FUNCTION comment_author_banned() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.member_id IS NOT NULL THEN
          NEW.author_banned := EXISTS (SELECT 1 FROM member WHERE id = NEW.member_id AND banned_at IS NOT NULL);
        END IF;
        RETURN NEW;
      END $$;`);
  }
}
