// Members, comments and follows (issue 23). Readers sign in by magic link; they are not staff
// (app_user) and share nothing with staff sessions. The rules no write path may skip live here:
// one address and one display name per member (case-insensitive), magic links that expire and are
// used once (stored as a hash), replies on the same article as their parent, comment lengths and
// statuses, one report per member and comment, follows of things that exist.
import { Migration } from '@mikro-orm/migrations';

export class Migration20261127130000Members extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE member (
        id serial PRIMARY KEY,
        email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254 AND email LIKE '%_@_%'),
        display_name text CHECK (length(btrim(display_name)) BETWEEN 2 AND 40 AND display_name = btrim(display_name)),
        created_at timestamptz NOT NULL DEFAULT now(),
        banned_at timestamptz,
        last_seen_at timestamptz
      );`);
    this.addSql(`CREATE UNIQUE INDEX member_email ON member (lower(email));`);
    this.addSql(`CREATE UNIQUE INDEX member_display_name ON member (lower(display_name));`);

    // A magic link: the token is HMAC(secret, id:nonce) (so the worker can render the mail from the
    // row at send time), and only its SHA-256 is kept for the look-up. Used once, within 15 minutes.
    this.addSql(`
      CREATE TABLE member_link (
        id serial PRIMARY KEY,
        email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
        nonce text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        return_to text CHECK (return_to ~ '^/[^/\\\\]' OR return_to = '/'),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        CHECK (expires_at > created_at)
      );`);
    this.addSql(`CREATE INDEX member_link_email ON member_link (lower(email));`);

    this.addSql(`
      CREATE TABLE member_session (
        token_hash text PRIMARY KEY,
        member_id integer NOT NULL REFERENCES member (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        CHECK (expires_at > created_at)
      );`);
    this.addSql(`CREATE INDEX member_session_member ON member_session (member_id);`);

    // Per article: comments on (default, no row), off (hidden) or closed (shown, no new ones).
    this.addSql(`
      CREATE TABLE article_comment_mode (
        article_id integer PRIMARY KEY REFERENCES article (id) ON DELETE CASCADE,
        mode text NOT NULL CHECK (mode IN ('on', 'off', 'closed'))
      );`);

    this.addSql(`
      CREATE TABLE comment (
        id serial PRIMARY KEY,
        article_id integer NOT NULL REFERENCES article (id) ON DELETE CASCADE,
        member_id integer REFERENCES member (id) ON DELETE SET NULL,
        parent_id integer,
        body text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'visible', 'reported', 'hidden')),
        created_at timestamptz NOT NULL DEFAULT now(),
        edited_at timestamptz,
        deleted_at timestamptz,
        held_reason text,
        UNIQUE (id, article_id),
        FOREIGN KEY (parent_id, article_id) REFERENCES comment (id, article_id) ON DELETE CASCADE,
        CHECK (parent_id IS NULL OR parent_id <> id),
        CHECK ((deleted_at IS NULL AND length(btrim(body)) BETWEEN 1 AND 5000) OR (deleted_at IS NOT NULL AND body = ''))
      );`);
    // A page of an article's threads is an index range (ids grow with time); replies by parent.
    this.addSql(`CREATE INDEX comment_article_threads ON comment (article_id, id) WHERE parent_id IS NULL;`);
    this.addSql(`CREATE INDEX comment_replies ON comment (parent_id, id) WHERE parent_id IS NOT NULL;`);
    // An article's count (threads and replies): without it the count walked the (id, article_id) key.
    this.addSql(`CREATE INDEX comment_article ON comment (article_id);`);
    this.addSql(`CREATE INDEX comment_queue ON comment (status, created_at DESC, id DESC);`);
    this.addSql(`CREATE INDEX comment_member ON comment (member_id, created_at DESC);`);

    this.addSql(`
      CREATE TABLE comment_report (
        comment_id integer NOT NULL REFERENCES comment (id) ON DELETE CASCADE,
        member_id integer NOT NULL REFERENCES member (id) ON DELETE CASCADE,
        reason text NOT NULL CHECK (length(btrim(reason)) BETWEEN 1 AND 500),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (comment_id, member_id)
      );`);
    this.addSql(`CREATE INDEX comment_report_member ON comment_report (member_id);`);

    // One row: the moderation settings.
    this.addSql(`
      CREATE TABLE comment_settings (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        blocked_words text[] NOT NULL DEFAULT '{}' CHECK (cardinality(blocked_words) <= 500),
        hold_first_comments boolean NOT NULL DEFAULT false
      );`);
    this.addSql(`INSERT INTO comment_settings (id) VALUES (true);`);

    this.addSql(`
      CREATE TABLE member_follow (
        member_id integer NOT NULL REFERENCES member (id) ON DELETE CASCADE,
        category_id integer REFERENCES category (id) ON DELETE CASCADE,
        tag_id integer REFERENCES tag (id) ON DELETE CASCADE,
        game_id integer REFERENCES game (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (num_nonnulls(category_id, tag_id, game_id) = 1)
      );`);
    this.addSql(
      `CREATE UNIQUE INDEX member_follow_category ON member_follow (member_id, category_id) WHERE category_id IS NOT NULL;`,
    );
    this.addSql(`CREATE UNIQUE INDEX member_follow_tag ON member_follow (member_id, tag_id) WHERE tag_id IS NOT NULL;`);
    this.addSql(`CREATE UNIQUE INDEX member_follow_game ON member_follow (member_id, game_id) WHERE game_id IS NOT NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `DROP TABLE IF EXISTS member_follow, comment_settings, comment_report, comment, article_comment_mode, member_session, member_link, member CASCADE;`,
    );
  }
}
