// Sitemaps for millions of articles (docs/decisions/0043-sitemaps-in-id-ranges.md): article sitemap
// files are id ranges of SITEMAP_FILE_SIZE (file n holds the published articles with ids in
// ((n-1)·size, n·size]), so a file's content changes only when one of its own articles does, and
// each is read in windows by primary key (an index range scan, bounded memory) while the gateway
// streams it out. The index lists the files that hold a published article, each with its lastmod.
// Game sitemap files are id ranges too (GAME_FILE_SIZE each, one query): listing games by name with
// offsets cost a second a window at 50,000 games, as deep offsets do.
import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { badInput } from '../../common/errors';
import type { GraphContext } from '../../graphql/context';

/** The sitemap protocol's limit on URLs per file. */
const SITEMAP_FILE_SIZE = 50_000;
// Within graph's query cost limit (12,000) for three fields a row.
const WINDOW_MAX = 3_000;
/** Games per sitemap file: one window, within the same cost limit. */
const GAME_FILE_SIZE = 1_000;

@ObjectType({ description: 'One sitemap file: an id range holding published articles (or games).' })
export class SitemapFile {
  @Field(() => Int, { description: 'The file number n: articles with ids from (n-1)·50,000 + 1 to n·50,000 (games: by 1,000).' })
  number!: number;
  @Field({
    description: 'The latest change of an article (or game) in it, or of a published translation it links as an alternate.',
  })
  lastModified!: Date;
  @Field(() => Int, { description: 'How many published articles (or games) it lists.' }) count!: number;
  @Field(() => Int, {
    description: 'How many alternates (xhtml:link) its entries carry: their published translations (games: none).',
  })
  alternates!: number;
}

@ObjectType({ description: 'A published translation of a sitemap entry: its xhtml:link alternate.' })
export class SitemapTranslation {
  @Field({ description: 'Language tag of its edition.' }) language!: string;
  @Field({ description: "Its address under its edition's prefix: /{prefix}/articles/{slug}." }) slug!: string;
}

@ObjectType({ description: 'A published article as a sitemap lists it.' })
export class SitemapEntry {
  @Field(() => Int, { description: 'Article id (windows continue after the last one).' }) id!: number;
  @Field({ description: 'Its current address: /articles/{slug}.' }) slug!: string;
  @Field({ description: 'Its last change: the lastmod.' }) updatedAt!: Date;
  @Field({ description: 'Language tag of its edition.' }) language!: string;
  @Field(() => [SitemapTranslation], {
    description: 'The other published members of its translation group (ADR 0049: the same set as the page’s hreflang links).',
  })
  translations!: SitemapTranslation[];
}

@ObjectType({ description: 'A game as a sitemap lists it.' })
export class SitemapGame {
  @Field({ description: 'Its current address: /games/{slug}.' }) slug!: string;
  @Field({ description: 'Its last change: the lastmod.' }) updatedAt!: Date;
}

interface FileRow {
  file: number;
  last_modified: Date;
  count: number;
  alternates?: number;
}

const toFile = (r: FileRow): SitemapFile => ({
  number: Number(r.file),
  lastModified: new Date(r.last_modified),
  count: Number(r.count),
  alternates: Number(r.alternates ?? 0),
});

/**
 * What a file shows changes with its published articles and with their published translations
 * (the alternates its entries list, as sitemapArticles reads them): a translation published,
 * retitled, taken back or deleted moves the file's lastmod and validator too. Both are read from
 * indexes (Migration20261212060000SitemapFileFacts), in two parts: the range's own articles
 * (article_sitemap_order) and its translated articles' published siblings, found by group
 * (article_published_translations). One join of both hashed every translated article of the
 * publication for each file (hundreds of ms a file at a million articles).
 */
const SIBLINGS = `t.translation_group_id = a.translation_group_id AND t.id <> a.id AND t.status = 'published'`;

function checkFile(file: number) {
  if (!Number.isInteger(file) || file < 1 || file > 1_000_000) throw badInput('file', 'file must be a number from 1.');
}

@Resolver()
export class SitemapResolver {
  @Query(() => [SitemapFile], { description: 'The article sitemap files that hold a published article, in order.' })
  async sitemapArticleFiles(@Ctx() ctx: GraphContext): Promise<SitemapFile[]> {
    // Each file's own facts by its id range (no sort of every published article by file); the
    // alternates per group: an entry's are its group's other published members, so it adds the
    // group's count less one, and the group's latest change covers it and them.
    const rows: FileRow[] = await ctx.em.execute(
      `WITH groups AS (
         SELECT translation_group_id, count(*)::int AS n, max(updated_at) AS last_modified FROM article
          WHERE status = 'published' AND translation_group_id IS NOT NULL GROUP BY 1
       ), alternates AS (
         SELECT ((a.id - 1) / ${SITEMAP_FILE_SIZE})::int + 1 AS file, max(g.last_modified) AS last_modified,
                sum(g.n - 1)::int AS alternates
           FROM article a JOIN groups g ON g.translation_group_id = a.translation_group_id AND g.n > 1
          WHERE a.status = 'published' AND a.translation_group_id IS NOT NULL GROUP BY 1
       )
       SELECT f.file, greatest(o.last_modified, x.last_modified) AS last_modified, o.count, coalesce(x.alternates, 0) AS alternates
         FROM generate_series(1, (SELECT ((max(id) - 1) / ${SITEMAP_FILE_SIZE})::int + 1 FROM article WHERE status = 'published')) AS f(file)
        CROSS JOIN LATERAL (
          SELECT max(updated_at) AS last_modified, count(*)::int AS count FROM article
           WHERE status = 'published' AND id > (f.file - 1) * ${SITEMAP_FILE_SIZE} AND id <= f.file * ${SITEMAP_FILE_SIZE}
        ) o
         LEFT JOIN alternates x ON x.file = f.file
        WHERE o.count > 0 ORDER BY 1`,
    );
    return rows.map(toFile);
  }

  @Query(() => SitemapFile, {
    nullable: true,
    description: 'One article sitemap file (null when it holds no published article): what its validator is made of.',
  })
  async sitemapArticleFile(
    @Ctx() ctx: GraphContext,
    @Arg('file', () => Int, { description: 'The file number (1 or more).' }) file: number,
  ): Promise<SitemapFile | null> {
    checkFile(file);
    const [from, to] = [(file - 1) * SITEMAP_FILE_SIZE, file * SITEMAP_FILE_SIZE];
    const rows: FileRow[] = await ctx.em.execute(
      `SELECT ?::int AS file, greatest(o.last_modified, x.last_modified) AS last_modified, o.count, x.alternates
         FROM (SELECT max(updated_at) AS last_modified, count(*)::int AS count FROM article
                WHERE status = 'published' AND id > ? AND id <= ?) o,
              (SELECT max(t.updated_at) AS last_modified, count(*)::int AS alternates
                 FROM article a JOIN article t ON ${SIBLINGS}
                WHERE a.status = 'published' AND a.translation_group_id IS NOT NULL AND a.id > ? AND a.id <= ?) x`,
      [file, from, to, from, to],
    );
    return rows[0] && Number(rows[0].count) > 0 ? toFile(rows[0]) : null;
  }

  @Query(() => [SitemapEntry], {
    description: `Published articles of sitemap file \`file\` in id order, after \`afterId\`: at most \`limit\` (≤ ${WINDOW_MAX}) a call.`,
  })
  async sitemapArticles(
    @Ctx() ctx: GraphContext,
    @Arg('file', () => Int, { description: 'The file number (1 or more).' }) file: number,
    @Arg('afterId', () => Int, { nullable: true, description: 'The last id of the previous window.' }) afterId: number | null,
    @Arg('limit', () => Int, { defaultValue: 3_000, description: `At most ${WINDOW_MAX}.` }) limit: number,
  ): Promise<SitemapEntry[]> {
    checkFile(file);
    if (limit < 1 || limit > WINDOW_MAX) throw badInput('limit', `limit must be between 1 and ${WINDOW_MAX}.`);
    const first = (file - 1) * SITEMAP_FILE_SIZE;
    // Each entry's published translations in the same statement (the group's unique index on
    // (translation_group_id, language) finds them); an article never translated has no group.
    const rows: {
      id: number;
      slug: string;
      updated_at: Date;
      language: string;
      translations: SitemapTranslation[] | null;
    }[] = await ctx.em.execute(
      `SELECT a.id, a.slug, a.updated_at, a.language,
              CASE WHEN a.translation_group_id IS NOT NULL THEN (
                SELECT json_agg(json_build_object('language', t.language, 'slug', t.slug) ORDER BY t.language)
                  FROM article t
                 WHERE t.translation_group_id = a.translation_group_id AND t.id <> a.id AND t.status = 'published'
              ) END AS translations
         FROM article a
        WHERE a.status = 'published' AND a.id > ? AND a.id <= ? ORDER BY a.id LIMIT ?`,
      [Math.max(first, afterId ?? first), file * SITEMAP_FILE_SIZE, limit],
    );
    return rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      updatedAt: new Date(r.updated_at),
      language: r.language,
      translations: r.translations ?? [],
    }));
  }

  @Query(() => [SitemapFile], {
    description: `The game sitemap files that hold a game, in order: file n lists the games with ids from (n-1)·${GAME_FILE_SIZE} + 1 to n·${GAME_FILE_SIZE}.`,
  })
  async sitemapGameFiles(@Ctx() ctx: GraphContext): Promise<SitemapFile[]> {
    const rows: FileRow[] = await ctx.em.execute(
      `SELECT ((id - 1) / ${GAME_FILE_SIZE})::int + 1 AS file, max(updated_at) AS last_modified, count(*)::int AS count
         FROM game GROUP BY 1 ORDER BY 1`,
    );
    return rows.map(toFile);
  }

  @Query(() => [SitemapGame], { description: `The games of game sitemap file \`file\` in id order (at most ${GAME_FILE_SIZE}).` })
  async sitemapGames(
    @Ctx() ctx: GraphContext,
    @Arg('file', () => Int, { description: 'The file number (1 or more).' }) file: number,
  ): Promise<SitemapGame[]> {
    checkFile(file);
    const rows: { slug: string; updated_at: Date }[] = await ctx.em.execute(
      `SELECT slug, updated_at FROM game WHERE id > ? AND id <= ? ORDER BY id`,
      [(file - 1) * GAME_FILE_SIZE, file * GAME_FILE_SIZE],
    );
    return rows.map((r) => ({ slug: r.slug, updatedAt: new Date(r.updated_at) }));
  }
}
