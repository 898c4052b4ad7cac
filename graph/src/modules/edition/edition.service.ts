// Editions and translation groups (issue 46, docs/decisions/0027), in SQL like games: the edition
// rows, the language rule every article save and translation passes, the translations of a page of
// articles in one query, and "translate": a linked draft in another edition.
import { READER_PATTERNS } from '@savepoint/audience';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Caller, checksCaller, staffOf } from '../../common/caller';
import { badInput, conflict, notFound } from '../../common/errors';
import { intArrayParam, textArrayParam } from '../../common/sql';
import { Article, ArticleStatus } from '../article/article.entity';
import type { ArticleService } from '../article/article.service';
import { FEDERATION_PATHS } from '../federation/federation-paths';
import { ReviewService } from '../review/review.service';
import { assertCapability } from '../user/capabilities';
import { type ArticleTranslation, type Edition, WritingDirection } from './edition.entity';
import type { EditionInput, EditionUpdateInput } from './edition.inputs';
import { TranslationMode } from './edition.inputs';

/** Why `mode: ai` is refused without a key: the refusal, and what the editor shows beside the option. */
export const AI_TRANSLATION_UNAVAILABLE =
  'AI translation is unavailable: no OpenAI API key is configured (OPENAI_API_KEY). Use mode copy.';

/** The memo's key for the default edition: no language tag is empty. */
const DEFAULT_KEY = '';
const EDITION_COLUMNS = `language, name, url_prefix, search_config::text AS search_config, direction, is_default`;
const PREFIX = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** First segments of the reader's routes and the server's own paths: no edition may live under them. */
const RESERVED_PREFIXES = new Set([
  ...READER_PATTERNS.map((pattern) => pattern.split('/')[1]).filter(Boolean),
  ...['api', 'graphql', 'media', 'admin', 'assets', 'healthz', 'readyz', 'collab'],
  // The social web's (/ap/…, /nodeinfo/…): the gateway hands everything under them to the federation.
  ...FEDERATION_PATHS.map((path) => path.split('/')[1]),
]);
/**
 * The language tags the `edition` table holds (its CHECK): a language and subtags (script, region,
 * variants). Extensions and private use (de-u-co-phonebk, en-x-pirate) are well-formed BCP 47 but
 * name no edition of their own.
 */
const EDITION_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
/** A configuration's name, before PostgreSQL is asked about it. */
const CONFIG_NAME = /^[a-z_][a-z0-9_]*$/i;

interface EditionRow {
  language: string;
  name: string;
  url_prefix: string | null;
  search_config: string;
  direction: WritingDirection;
  is_default: boolean;
}

const toEdition = (row: EditionRow): Edition => ({
  language: row.language,
  name: row.name,
  urlPrefix: row.url_prefix,
  searchConfig: row.search_config,
  direction: row.direction,
  isDefault: row.is_default,
});

/** `raw` in canonical BCP 47 form (de-de → de-DE), or a 400 naming `field`. */
function canonicalLanguage(raw: string, field = 'language'): string {
  let tag: string | undefined;
  try {
    [tag] = Intl.getCanonicalLocales(raw.trim());
  } catch {
    tag = undefined;
  }
  if (!tag) throw badInput(field, `"${raw.slice(0, 40)}" is not a language tag (BCP 47, e.g. en, de, pt-BR)`);
  return tag;
}

function requireName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name.length < 1 || name.length > 60) throw badInput('name', 'Name must be 1-60 characters');
  return name;
}

function requirePrefix(raw: string): string {
  const prefix = raw
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '');
  if (!PREFIX.test(prefix)) throw badInput('urlPrefix', 'URL prefix: lowercase letters, digits and hyphens (e.g. de, pt-br)');
  // The prefix is a path's first segment (ADR 0049): never one the site already answers.
  if (RESERVED_PREFIXES.has(prefix)) throw badInput('urlPrefix', `URL prefix /${prefix}/ is a path of the site already`);
  return prefix;
}

/** What the translation of an article starts from: the source's own text. */
interface TranslationText {
  title: string;
  content: string;
  excerpt: string | null;
  metaDescription: string | null;
  verdict: string | null;
  pros: string[];
  cons: string[];
}

/** Writes a translation of `source` into `language` (the AI path); null: no generator configured. */
export type Translator = (source: TranslationText, from: string, to: string) => Promise<TranslationText>;

/** One EditionService per unit of work (a request's or a job's fork): see EditionService.of. */
const servicesOfUnitOfWork = new WeakMap<EntityManager, EditionService>();

export class EditionService {
  /**
   * Edition rows this unit of work has read, by lower-case tag (DEFAULT_KEY: the default edition).
   * One reader page's query names its edition in several fields that resolve at once (the master
   * article, the list, every card's category name), and each asked PostgreSQL again: three of the
   * home query's five statements (ADR 0072). Like MikroORM's identity map, a unit of work reads a
   * row once and sees what it read; create and update, the only writes, forget what it read.
   */
  private readonly known = new Map<string, Promise<Edition | undefined>>();

  constructor(private readonly em: EntityManager) {}

  /** The edition service of `em`'s unit of work, shared by every caller in it (and its memo of rows). */
  static of(em: EntityManager): EditionService {
    let service = servicesOfUnitOfWork.get(em);
    if (!service) {
      service = new EditionService(em);
      servicesOfUnitOfWork.set(em, service);
    }
    return service;
  }

  /** `load`'s row under `key`, read once per unit of work; a miss or a failure is not kept. */
  private remembered(key: string, load: () => Promise<EditionRow | undefined>): Promise<Edition | undefined> {
    let edition = this.known.get(key);
    if (!edition) {
      edition = load().then((row) => (row ? toEdition(row) : undefined));
      this.known.set(key, edition);
      edition.then(
        (found) => found || this.known.delete(key),
        () => this.known.delete(key),
      );
    }
    return edition;
  }

  async list(): Promise<Edition[]> {
    const rows: EditionRow[] = await this.em.execute(`SELECT ${EDITION_COLUMNS} FROM edition ORDER BY is_default DESC, language`);
    return rows.map(toEdition);
  }

  @checksCaller(0)
  async create(caller: Caller, input: EditionInput): Promise<Edition> {
    assertCapability(caller, 'createEdition');
    const language = canonicalLanguage(input.language);
    if (!EDITION_TAG.test(language)) {
      throw badInput(
        'language',
        `"${language.slice(0, 40)}" cannot be an edition's tag: a language with optional script, region or variant (e.g. en, de, pt-BR, zh-Hant), without extensions`,
      );
    }
    const name = requireName(input.name);
    const prefix = requirePrefix(input.urlPrefix ?? language);
    const config = await this.requireSearchConfig(input.searchConfig ?? 'simple');
    const [existing]: unknown[] = await this.em.execute(`SELECT 1 FROM edition WHERE lower(language) = lower(?)`, [language]);
    if (existing) throw conflict(`There is an edition for ${language} already`, 'language');
    try {
      const [row]: EditionRow[] = await this.em.execute(
        `INSERT INTO edition (language, name, url_prefix, search_config, direction) VALUES (?, ?, ?, ?::regconfig, ?)
         RETURNING ${EDITION_COLUMNS}`,
        [language, name, prefix, config, input.direction ?? WritingDirection.ltr],
      );
      this.known.clear();
      return toEdition(row);
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      throw conflict(`Another edition already lives under /${prefix}/`, 'urlPrefix');
    }
  }

  @checksCaller(0)
  async update(caller: Caller, rawLanguage: string, input: EditionUpdateInput): Promise<Edition> {
    assertCapability(caller, 'updateEdition');
    const edition = await this.require(rawLanguage);
    const name = input.name != null ? requireName(input.name) : edition.name;
    let prefix = edition.urlPrefix;
    if (input.urlPrefix != null) {
      if (edition.isDefault) throw badInput('urlPrefix', 'The default edition lives at / and has no URL prefix');
      prefix = requirePrefix(input.urlPrefix);
    }
    const config = input.searchConfig != null ? await this.requireSearchConfig(input.searchConfig) : edition.searchConfig;
    try {
      const [row]: EditionRow[] = await this.em.execute(
        `UPDATE edition SET name = ?, url_prefix = ?, search_config = ?::regconfig, direction = ?, updated_at = now()
         WHERE language = ? RETURNING ${EDITION_COLUMNS}`,
        [name, prefix, config, input.direction ?? edition.direction, edition.language],
      );
      this.known.clear();
      return toEdition(row);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw conflict(`Another edition already lives under /${prefix}/`, 'urlPrefix');
      }
      throw error;
    }
  }

  /** The edition of `raw` (any case of a known tag), or a 400 naming `language`. */
  async require(raw: string): Promise<Edition> {
    const language = canonicalLanguage(raw);
    const edition = await this.remembered(language.toLowerCase(), async () => {
      const rows: EditionRow[] = await this.em.execute(
        `SELECT ${EDITION_COLUMNS} FROM edition WHERE lower(language) = lower(?)`,
        [language],
      );
      return rows[0];
    });
    if (!edition) {
      const known = (await this.list()).map((e) => e.language).join(', ');
      throw badInput('language', `No edition for "${language}"; the editions are: ${known}`);
    }
    return edition;
  }

  /**
   * The one edition a reader's collection answers (ADR 0052): `raw`'s (a 400 naming `language` when
   * unknown), else the default edition's, since the spec's URLs without a prefix are the default
   * edition. A reader's list never mixes editions.
   */
  async readerLanguage(raw: string | null | undefined): Promise<string> {
    if (raw != null) return (await this.require(raw)).language;
    const edition = await this.remembered(DEFAULT_KEY, async () => {
      const [row]: EditionRow[] = await this.em.execute(`SELECT ${EDITION_COLUMNS} FROM edition WHERE is_default`);
      return row;
    });
    if (!edition) throw new Error('No default edition: the edition table has lost its default row');
    // The same row answers a later require of its own tag without asking again.
    if (!this.known.has(edition.language.toLowerCase())) this.known.set(edition.language.toLowerCase(), Promise.resolve(edition));
    return edition.language;
  }

  /**
   * The prefixes each edition lived under before (ADR 0059), by language, in one query; one that an
   * edition lives under now is not listed (the live edition wins).
   */
  async formerPrefixesOf(languages: readonly string[]): Promise<Map<string, string[]>> {
    const rows: { language: string; url_prefix: string }[] = languages.length
      ? await this.em.execute(
          `SELECT f.language, f.url_prefix FROM edition_former_prefix f
           WHERE f.language IN (SELECT jsonb_array_elements_text(?::jsonb))
             AND NOT EXISTS (SELECT 1 FROM edition e WHERE e.url_prefix = f.url_prefix)
           ORDER BY f.url_prefix`,
          [textArrayParam(languages)],
        )
      : [];
    const byLanguage = new Map<string, string[]>();
    for (const row of rows) byLanguage.set(row.language, [...(byLanguage.get(row.language) ?? []), row.url_prefix]);
    return byLanguage;
  }

  /** The other articles of each article's translation group, by article id, in one query. */
  async translationsOf(articleIds: readonly number[], includeUnpublished: boolean): Promise<Map<number, ArticleTranslation[]>> {
    const rows: (ArticleTranslation & { of: number })[] = articleIds.length
      ? await this.em.execute(
          `SELECT a.id AS of, t.id, t.language, t.slug, t.title, t.status
           FROM article a JOIN article t ON t.translation_group_id = a.translation_group_id AND t.id <> a.id
           WHERE a.id = ANY(?::int[]) AND a.translation_group_id IS NOT NULL ${includeUnpublished ? '' : `AND t.status = 'published'`}
           ORDER BY t.language`,
          [intArrayParam(articleIds)],
        )
      : [];
    const byArticle = new Map<number, ArticleTranslation[]>();
    for (const { of, ...translation } of rows) byArticle.set(of, [...(byArticle.get(of) ?? []), translation]);
    return byArticle;
  }

  /**
   * For each translation: the id of its source's newest saved revision when the translation was last
   * saved, and whether the source has been saved since (then the two revisions are its diff). "Last
   * saved" is its newest saved revision, not updated_at: featuring it, a master or main slot, a
   * correction or the scheduler move updated_at without its text catching up with the source.
   */
  async sourceStatesOf(articleIds: readonly number[]): Promise<Map<number, SourceState>> {
    const rows: { id: number; source_id: number; seen_revision_id: number | null; changed: boolean }[] = articleIds.length
      ? await this.em.execute(
          `SELECT a.id, a.translated_from_id AS source_id,
             (SELECT max(r.id) FROM article_revision r
              WHERE r.article_id = a.translated_from_id AND r.kind <> 'autosave' AND r.created_at <= s.saved_at) AS seen_revision_id,
             EXISTS (SELECT 1 FROM article_revision r
              WHERE r.article_id = a.translated_from_id AND r.kind <> 'autosave' AND r.created_at > s.saved_at) AS changed
           FROM article a
           CROSS JOIN LATERAL (SELECT coalesce(
             (SELECT max(v.created_at) FROM article_revision v WHERE v.article_id = a.id AND v.kind <> 'autosave'),
             a.updated_at) AS saved_at) s
           WHERE a.id = ANY(?::int[]) AND a.translated_from_id IS NOT NULL`,
          [intArrayParam(articleIds)],
        )
      : [];
    return new Map(rows.map((r) => [r.id, { sourceId: r.source_id, seenRevisionId: r.seen_revision_id, changed: r.changed }]));
  }

  /**
   * A draft translation of `articleId` in `rawLanguage`, linked into the source's group: a copy of
   * the source's text, or a translation by `translator`. A review's translation shares its game,
   * score, platforms and embargo (kept in step by the database) and carries its own verdict, pros
   * and cons.
   */
  @checksCaller(0)
  async translate(
    caller: Caller,
    articles: ArticleService,
    articleId: number,
    rawLanguage: string,
    mode: TranslationMode,
    translator: Translator | null,
  ): Promise<Article> {
    assertCapability(caller, 'translateArticle');
    const edition = await this.require(rawLanguage);
    const source = await this.em.findOne(Article, { id: articleId }, { populate: ['category', 'tags'] });
    if (!source) throw notFound(`No article with id ${articleId}`);
    if (source.language === edition.language) {
      throw badInput('language', `The article is in ${edition.language} already; pick another edition`);
    }
    const group = await this.groupOf(source);
    if (group.some((member) => member.language === edition.language)) throw this.taken(edition.language);
    if (mode === TranslationMode.ai && !translator) {
      throw badInput('mode', AI_TRANSLATION_UNAVAILABLE);
    }
    const review = (await new ReviewService(this.em).reviewsOf([source.id])).get(source.id) ?? null;
    const games: { game_id: number }[] = await this.em.execute(
      `SELECT game_id FROM article_game WHERE article_id = ? ORDER BY position`,
      [source.id],
    );
    const original: TranslationText = {
      title: source.title,
      content: source.content,
      excerpt: source.excerpt ?? null,
      metaDescription: source.metaDescription ?? null,
      verdict: review?.verdict ?? null,
      pros: review?.pros ?? [],
      cons: review?.cons ?? [],
    };
    const text =
      mode === TranslationMode.ai && translator ? await translator(original, source.language, edition.language) : original;
    const draft = await articles.create(
      {
        title: text.title,
        content: text.content,
        excerpt: text.excerpt,
        metaDescription: text.metaDescription,
        category: source.category.slug,
        tags: source.tags.getItems().map((tag) => tag.name),
        featuredImage: source.featuredImage,
        status: ArticleStatus.draft,
        embargoUntil: source.embargoUntil ?? null,
        language: edition.language,
        games: games.map((g) => g.game_id),
        review: review && {
          score: review.score,
          verdict: text.verdict,
          pros: text.pros,
          cons: text.cons,
          platformsTested: review.platformsTested,
          playtimeHours: review.playtimeHours,
          disclosure: review.disclosure,
        },
      },
      staffOf(caller)?.id ?? source.author.id,
      null,
      caller,
    );
    await this.link(draft.id, source, edition.language);
    return articles.getById(draft.id);
  }

  /** Puts `draftId` into the group of `source` (starting one at the source), or takes it back on a race. */
  private async link(draftId: number, source: Article, language: string): Promise<void> {
    try {
      await this.em.transactional(async (em) => {
        await em.execute(`UPDATE article SET translation_group_id = id WHERE id = ? AND translation_group_id IS NULL`, [
          source.id,
        ]);
        await em.execute(
          `UPDATE article SET translation_group_id = (SELECT translation_group_id FROM article WHERE id = ?), translated_from_id = ?
           WHERE id = ?`,
          [source.id, source.id, draftId],
        );
      });
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      // Another translation into the same language won the race: this draft is not kept.
      await this.em.execute(`DELETE FROM article WHERE id = ?`, [draftId]);
      throw this.taken(language);
    }
  }

  /**
   * The canonical language an article is saved in (an edition's), or a 400 naming `language`; for an
   * existing article in a group, a 409 when another translation of it is in that language.
   */
  async requireArticleLanguage(articleId: number | null, raw: string): Promise<string> {
    const { language } = await this.require(raw);
    if (articleId != null) {
      const [other]: { id: number }[] = await this.em.execute(
        `SELECT t.id FROM article a JOIN article t ON t.translation_group_id = a.translation_group_id
         WHERE a.id = ? AND t.id <> a.id AND t.language = ?`,
        [articleId, language],
      );
      if (other) throw this.taken(language);
    }
    return language;
  }

  private async groupOf(article: Article): Promise<{ id: number; language: string }[]> {
    return this.em.execute(
      `SELECT t.id, t.language FROM article a JOIN article t ON t.translation_group_id = a.translation_group_id WHERE a.id = ?`,
      [article.id],
    );
  }

  private taken(language: string) {
    return conflict(`The article already has a translation in ${language}`, 'language');
  }

  private async requireSearchConfig(raw: string): Promise<string> {
    const name = raw.trim();
    const [row]: { config: string | null }[] = CONFIG_NAME.test(name)
      ? await this.em.execute(`SELECT cfgname AS config FROM pg_ts_config WHERE cfgname = lower(?)`, [name])
      : [];
    if (!row?.config) {
      const known: { cfgname: string }[] = await this.em.execute(`SELECT cfgname FROM pg_ts_config ORDER BY cfgname`);
      throw badInput(
        'searchConfig',
        `Unknown text-search configuration "${raw.slice(0, 40)}"; use one of: ${known.map((k) => k.cfgname).join(', ')}`,
      );
    }
    return row.config;
  }
}

export interface SourceState {
  sourceId: number;
  /** The source's newest saved revision when the translation was last saved (null: none then). */
  seenRevisionId: number | null;
  changed: boolean;
}
