// Platform and score totals per edition (issue 46 item 8, ADR 0052). Since every reader list answers
// one edition, a platform or score total among several editions was counted from the rows: at 1M
// articles over four editions, reviews by platform took 1.8 s (p50) and by minimum score 270 ms,
// against 50 ms. The counters of migration 20261126090000 now carry the edition's language in their
// key, moved by the same triggers, and also when an article changes edition. A review row keeps its
// article's language as a fact beside `published` (migration 20261126080000), so a statement that
// changes an article's edition and status at once takes the review out of the count it was in.
//
// `counterSql(true)` is the new shape; `counterSql(false)` the old one, for `down`.
import { Migration } from '@mikro-orm/migrations';

function counterSql(perEdition: boolean): string[] {
  const lang = (row: string) => (perEdition ? `, ${row}.language` : '');
  const langCol = perEdition ? ', language' : '';
  const langParam = perEdition ? ' lang text,' : '';
  const langArg = (row: string) => (perEdition ? ` ${row}.language,` : '');
  const applyMoves = (changes: string) => `
        WITH moved AS (
          SELECT m.p, a.category_id${lang('a')}, sum(m.delta)::int AS n
          FROM (${changes}) ch
          JOIN article a ON a.id = ch.article_id AND a.status = 'published'
          CROSS JOIN LATERAL (
            SELECT p, 1 AS delta FROM unnest(ch.new_ps) p WHERE NOT p = ANY (ch.old_ps)
            UNION ALL
            SELECT p, -1 FROM unnest(ch.old_ps) p WHERE NOT p = ANY (ch.new_ps)) m
          GROUP BY m.p, a.category_id${lang('a')}),
        lowered AS (
          UPDATE article_count_by_platform k SET n = k.n + moved.n FROM moved
          WHERE moved.n < 0 AND k.platform = moved.p AND k.category_id = moved.category_id${perEdition ? ' AND k.language = moved.language' : ''})
        INSERT INTO article_count_by_platform (platform, category_id${langCol}, n)
        SELECT p, category_id${langCol}, n FROM moved WHERE n > 0
        ON CONFLICT (platform, category_id${langCol}) DO UPDATE SET n = article_count_by_platform.n + EXCLUDED.n`;
  const current = (article: string) => `ARRAY(SELECT game_id FROM article_game WHERE article_id = ${article})`;
  const linkChange = (name: string, changes: string) => `
      CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${applyMoves(changes)};
        RETURN NULL;
      END $$;`;
  return [
    `
      CREATE FUNCTION article_count_platforms_add(c_id integer,${langParam} ps text[], delta integer) RETURNS void LANGUAGE sql AS $$
        INSERT INTO article_count_by_platform (platform, category_id${langCol}, n)
        SELECT p, c_id${perEdition ? ', lang' : ''}, greatest(delta, 0) FROM unnest(ps) p
        ON CONFLICT (platform, category_id${langCol}) DO UPDATE SET n = article_count_by_platform.n + delta
      $$;`,
    `
      CREATE OR REPLACE FUNCTION article_platform_counts_on_article() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        ps text[];
      BEGIN
        IF TG_OP = 'DELETE' THEN
          -- Before the row goes: its links go by cascade afterwards, when its status is gone.
          IF OLD.status = 'published' THEN
            PERFORM article_count_platforms_add(OLD.category_id,${langArg('OLD')}
              game_platforms_of(ARRAY(SELECT game_id FROM article_game WHERE article_id = OLD.id)), -1);
          END IF;
          RETURN OLD;
        END IF;
        ps := game_platforms_of(ARRAY(SELECT game_id FROM article_game WHERE article_id = NEW.id));
        IF TG_OP = 'UPDATE' AND OLD.status = 'published' THEN
          PERFORM article_count_platforms_add(OLD.category_id,${langArg('OLD')} ps, -1);
        END IF;
        IF NEW.status = 'published' THEN
          PERFORM article_count_platforms_add(NEW.category_id,${langArg('NEW')} ps, 1);
        END IF;
        RETURN NULL;
      END $$;`,
    `DROP TRIGGER article_platform_counts_update ON article;`,
    `
      CREATE TRIGGER article_platform_counts_update AFTER UPDATE OF status, category_id${langCol} ON article
      FOR EACH ROW WHEN ((OLD.status = 'published' OR NEW.status = 'published')
        AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.category_id IS DISTINCT FROM NEW.category_id${
          perEdition ? ' OR OLD.language IS DISTINCT FROM NEW.language' : ''
        }))
      EXECUTE FUNCTION article_platform_counts_on_article();`,
    linkChange(
      'article_platform_counts_links_inserted',
      `
          SELECT x.article_id,
            game_platforms_of(ARRAY(SELECT ag.game_id FROM article_game ag WHERE ag.article_id = x.article_id
              AND NOT EXISTS (SELECT 1 FROM inserted i WHERE i.article_id = ag.article_id AND i.game_id = ag.game_id))) AS old_ps,
            game_platforms_of(${current('x.article_id')}) AS new_ps
          FROM (SELECT DISTINCT article_id FROM inserted) x`,
    ),
    linkChange(
      'article_platform_counts_links_deleted',
      `
          SELECT x.article_id,
            game_platforms_of(${current('x.article_id')} || ARRAY(SELECT d.game_id FROM deleted d WHERE d.article_id = x.article_id)) AS old_ps,
            game_platforms_of(${current('x.article_id')}) AS new_ps
          FROM (SELECT DISTINCT article_id FROM deleted) x`,
    ),
    linkChange(
      'article_platform_counts_links_updated',
      `
          SELECT x.article_id,
            game_platforms_of(ARRAY(
              SELECT ag.game_id FROM article_game ag WHERE ag.article_id = x.article_id
                AND NOT EXISTS (SELECT 1 FROM inserted i WHERE i.article_id = ag.article_id AND i.game_id = ag.game_id)
              UNION SELECT d.game_id FROM deleted d WHERE d.article_id = x.article_id)) AS old_ps,
            game_platforms_of(${current('x.article_id')}) AS new_ps
          FROM (SELECT article_id FROM inserted UNION SELECT article_id FROM deleted) x`,
    ),
    linkChange(
      'article_platform_counts_games_updated',
      `
          SELECT x.article_id,
            (SELECT coalesce(array_agg(DISTINCT p ORDER BY p), '{}')
             FROM article_game ag
             CROSS JOIN LATERAL unnest(coalesce((SELECT o.platforms FROM before_games o WHERE o.id = ag.game_id),
                                                (SELECT g.platforms FROM game g WHERE g.id = ag.game_id))) p
             WHERE ag.article_id = x.article_id) AS old_ps,
            game_platforms_of(${current('x.article_id')}) AS new_ps
          FROM (SELECT DISTINCT ag.article_id FROM article_game ag
                WHERE ag.game_id IN (SELECT o.id FROM before_games o JOIN after_games n ON n.id = o.id
                                     WHERE o.platforms IS DISTINCT FROM n.platforms)) x`,
    ),
    `
      CREATE OR REPLACE FUNCTION review_counts_on_review() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.published THEN
          UPDATE review_count_by_score SET n = n - 1
          WHERE score = OLD.score AND platform = ANY (array_append(OLD.game_platforms, ''))${perEdition ? ' AND language = OLD.language' : ''};
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.published THEN
          INSERT INTO review_count_by_score (platform, score${langCol}, n)
          SELECT p, NEW.score${perEdition ? ', NEW.language' : ''}, 1 FROM unnest(array_append(NEW.game_platforms, '')) p
          ON CONFLICT (platform, score${langCol}) DO UPDATE SET n = review_count_by_score.n + 1;
        END IF;
        RETURN NULL;
      END $$;`,
    `DROP TRIGGER review_counts_update ON article_review;`,
    `
      CREATE TRIGGER review_counts_update AFTER UPDATE ON article_review
      FOR EACH ROW WHEN (OLD.published IS DISTINCT FROM NEW.published OR OLD.score IS DISTINCT FROM NEW.score
        OR OLD.game_platforms IS DISTINCT FROM NEW.game_platforms${perEdition ? ' OR OLD.language IS DISTINCT FROM NEW.language' : ''})
      EXECUTE FUNCTION review_counts_on_review();`,
    `
      CREATE OR REPLACE FUNCTION platform_counts_rebuild() RETURNS void LANGUAGE sql AS $$
        DELETE FROM article_count_by_platform;
        INSERT INTO article_count_by_platform (platform, category_id${langCol}, n)
        SELECT x.p, a.category_id${lang('a')}, count(*)
        FROM article a
        CROSS JOIN LATERAL (SELECT DISTINCT p FROM article_game ag JOIN game g ON g.id = ag.game_id
                            CROSS JOIN unnest(g.platforms) p WHERE ag.article_id = a.id) x
        WHERE a.status = 'published'
        GROUP BY x.p, a.category_id${lang('a')};
        DELETE FROM review_count_by_score;
        INSERT INTO review_count_by_score (platform, score${langCol}, n)
        SELECT p, r.score${lang('r')}, count(*) FROM article_review r CROSS JOIN unnest(array_append(r.game_platforms, '')) p
        WHERE r.published GROUP BY p, r.score${lang('r')};
      $$;`,
  ];
}

/** The review row's facts, as migration 20261126091000 keeps them, with or without the language. */
function reviewFactsSql(perEdition: boolean): string[] {
  return [
    `
      CREATE OR REPLACE FUNCTION article_review_facts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT coalesce(a.status = 'published', false), CASE WHEN a.status = 'published' THEN a.published_at END${perEdition ? ', a.language' : ''}
        INTO NEW.published, NEW.published_at${perEdition ? ', NEW.language' : ''}
        FROM article a WHERE a.id = NEW.article_id;
        NEW.published := coalesce(NEW.published, false);
        NEW.game_platforms := coalesce((
          SELECT array_agg(DISTINCT p ORDER BY p)
          FROM article_game ag JOIN game g ON g.id = ag.game_id CROSS JOIN unnest(g.platforms) p
          WHERE ag.article_id = NEW.article_id), '{}');
        RETURN NEW;
      END $$;`,
    `DROP TRIGGER article_review_facts_status ON article;`,
    `
      CREATE TRIGGER article_review_facts_status AFTER UPDATE OF status, published_at${perEdition ? ', language' : ''} ON article
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.published_at IS DISTINCT FROM NEW.published_at${
        perEdition ? ' OR OLD.language IS DISTINCT FROM NEW.language' : ''
      })
      EXECUTE FUNCTION article_review_facts_follow();`,
  ];
}

export class Migration20261207040000PlatformCountsPerEdition extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE article_review ADD COLUMN language text;`);
    // Existing rows, set-based; nothing the review rules or the counters read changes.
    this.addSql(`ALTER TABLE article_review DISABLE TRIGGER article_review_is_valid;`);
    this.addSql(`UPDATE article_review r SET language = a.language FROM article a WHERE a.id = r.article_id;`);
    this.addSql(`ALTER TABLE article_review ENABLE TRIGGER article_review_is_valid;`);
    for (const sql of reviewFactsSql(true)) this.addSql(sql);

    for (const table of ['article_count_by_platform', 'review_count_by_score']) {
      this.addSql(`ALTER TABLE ${table} ADD COLUMN language text NOT NULL DEFAULT '';`);
      this.addSql(`ALTER TABLE ${table} ALTER COLUMN language DROP DEFAULT;`);
    }
    this.addSql(
      `ALTER TABLE article_count_by_platform DROP CONSTRAINT article_count_by_platform_pkey, ADD PRIMARY KEY (platform, category_id, language);`,
    );
    this.addSql(
      `ALTER TABLE review_count_by_score DROP CONSTRAINT review_count_by_score_pkey, ADD PRIMARY KEY (platform, score, language);`,
    );
    this.addSql(`DROP FUNCTION article_count_platforms_add(integer, text[], integer);`);
    for (const sql of counterSql(true)) this.addSql(sql);
    this.addSql(`SELECT platform_counts_rebuild();`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP FUNCTION article_count_platforms_add(integer, text, text[], integer);`);
    this.addSql(`DELETE FROM article_count_by_platform; DELETE FROM review_count_by_score;`);
    this.addSql(
      `ALTER TABLE article_count_by_platform DROP CONSTRAINT article_count_by_platform_pkey, DROP COLUMN language, ADD PRIMARY KEY (platform, category_id);`,
    );
    this.addSql(
      `ALTER TABLE review_count_by_score DROP CONSTRAINT review_count_by_score_pkey, DROP COLUMN language, ADD PRIMARY KEY (platform, score);`,
    );
    for (const sql of counterSql(false)) this.addSql(sql);
    for (const sql of reviewFactsSql(false)) this.addSql(sql);
    this.addSql(`ALTER TABLE article_review DROP COLUMN language;`);
    this.addSql(`SELECT platform_counts_rebuild();`);
  }
}
