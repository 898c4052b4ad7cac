import DataLoader from 'dataloader';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { type GraphContext, isEditor, requireEditor } from '../../graphql/context';
import { Article } from '../article/article.entity';
import { isListedArticle } from '../article/article.queries';
import { openAiTranslator } from './ai-translator';
import { ArticleTranslation, Edition, TranslationModeOption } from './edition.entity';
import { EditionInput, EditionUpdateInput, TranslationMode } from './edition.inputs';
import { AI_TRANSLATION_UNAVAILABLE, EditionService, type SourceState } from './edition.service';

interface EditionLoaders {
  translationsOf: DataLoader<number, ArticleTranslation[]>;
  formerPrefixesOf: DataLoader<string, string[]>;
  sourceStateOf: DataLoader<number, SourceState | null>;
}

/** Per request, like graph/src/graphql/loaders.ts: a page of articles costs one query per field. */
const loadersOfRequest = new WeakMap<GraphContext, EditionLoaders>();
function editionLoaders(ctx: GraphContext): EditionLoaders {
  let loaders = loadersOfRequest.get(ctx);
  if (!loaders) {
    const editions = EditionService.of(ctx.em);
    const includeUnpublished = isEditor(ctx);
    loaders = {
      translationsOf: new DataLoader(async (ids) => {
        const found = await editions.translationsOf(ids, includeUnpublished);
        return ids.map((id) => found.get(id) ?? []);
      }),
      formerPrefixesOf: new DataLoader(async (languages) => {
        const found = await editions.formerPrefixesOf(languages);
        return languages.map((language) => found.get(language) ?? []);
      }),
      sourceStateOf: new DataLoader(async (ids) => {
        const found = await editions.sourceStatesOf(ids);
        return ids.map((id) => found.get(id) ?? null);
      }),
    };
    loadersOfRequest.set(ctx, loaders);
  }
  return loaders;
}

@Resolver()
export class EditionResolver {
  @Query(() => [Edition], { description: "The publication's editions, the default first (then by language tag)." })
  editions(@Ctx() ctx: GraphContext): Promise<Edition[]> {
    return EditionService.of(ctx.em).list();
  }

  @Authorized()
  @Query(() => [TranslationModeOption], {
    description: 'Staff: the ways translateArticle can start a draft, each with whether it is available now and why not.',
  })
  translationModes(@Ctx() ctx: GraphContext): TranslationModeOption[] {
    requireEditor(ctx);
    const ai = openAiTranslator(ctx.config) !== null;
    return [
      { mode: TranslationMode.copy, available: true, unavailableReason: null },
      { mode: TranslationMode.ai, available: ai, unavailableReason: ai ? null : AI_TRANSLATION_UNAVAILABLE },
    ];
  }

  @Authorized()
  @Mutation(() => Edition, {
    description: 'Admins: adds an edition. 400 naming the field for a bad tag, prefix or search configuration.',
  })
  createEdition(
    @Ctx() ctx: GraphContext,
    @Arg('input', () => EditionInput, { description: 'The edition.' }) input: EditionInput,
  ): Promise<Edition> {
    return EditionService.of(ctx.em).create(requireEditor(ctx), input);
  }

  @Authorized()
  @Mutation(() => Edition, { description: "Admins: changes an edition's name, prefix, search configuration or direction." })
  updateEdition(
    @Ctx() ctx: GraphContext,
    @Arg('language', { description: 'Language tag of the edition.' }) language: string,
    @Arg('input', () => EditionUpdateInput, { description: 'Fields to change.' }) input: EditionUpdateInput,
  ): Promise<Edition> {
    return EditionService.of(ctx.em).update(requireEditor(ctx), language, input);
  }

  @Authorized()
  @Mutation(() => Article, {
    description:
      "Staff: a draft translation of the article in another edition, linked into its translation group. 400 for an unknown language or the article's own; 409 when the group has that language already.",
  })
  translateArticle(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'Id of the article to translate.' }) id: number,
    @Arg('language', { description: 'Language tag of the edition to translate into.' }) language: string,
    @Arg('mode', () => TranslationMode, { defaultValue: TranslationMode.copy, description: 'copy (default) or ai.' })
    mode: TranslationMode,
  ): Promise<Article> {
    return EditionService.of(ctx.em).translate(
      requireEditor(ctx),
      ctx.services.articles,
      id,
      language,
      mode,
      mode === TranslationMode.ai ? openAiTranslator(ctx.config) : null,
    );
  }
}

/** Fields of an edition besides its row's. */
@Resolver(() => Edition)
export class EditionFields {
  @FieldResolver(() => [String], {
    description:
      'URL prefixes it lived under before, e.g. de after a move to deutsch (ADR 0059): the site answers every path under one with a 301 to the same path under urlPrefix. One another edition takes is forgotten.',
  })
  formerPrefixes(@Root() edition: Edition, @Ctx() ctx: GraphContext): Promise<string[]> {
    return editionLoaders(ctx).formerPrefixesOf.load(edition.language);
  }
}

/** Article fields of editions and translation groups. */
@Resolver(() => Article)
export class ArticleEditionFields {
  @FieldResolver(() => [ArticleTranslation], {
    description:
      'The other articles of its translation group (one per language), by language tag. Readers see the published ones.',
  })
  translations(@Root() article: Article, @Ctx() ctx: GraphContext): ArticleTranslation[] | Promise<ArticleTranslation[]> {
    // A listed row knows whether it is in a translation group: when not, there is nothing to read.
    if (isListedArticle(article) && !article.listed.inTranslationGroup) return [];
    return editionLoaders(ctx).translationsOf.load(article.id);
  }

  @FieldResolver(() => Boolean, {
    description: 'Staff: true when the article this one was translated from has been saved since this one was last saved.',
  })
  async sourceChanged(@Root() article: Article, @Ctx() ctx: GraphContext): Promise<boolean> {
    if (!isEditor(ctx)) return false;
    return (await editionLoaders(ctx).sourceStateOf.load(article.id))?.changed ?? false;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description:
      "Staff: the id of the source's revision this translation last caught up with; with the source's newest revision it is the diff to translate (articleRevisions). Null when not a translation.",
  })
  async sourceRevisionSeen(@Root() article: Article, @Ctx() ctx: GraphContext): Promise<number | null> {
    if (!isEditor(ctx)) return null;
    return (await editionLoaders(ctx).sourceStateOf.load(article.id))?.seenRevisionId ?? null;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: 'Staff: id of the article this one was translated from (null if none).',
  })
  async translatedFromId(@Root() article: Article, @Ctx() ctx: GraphContext): Promise<number | null> {
    if (!isEditor(ctx)) return null;
    return (await editionLoaders(ctx).sourceStateOf.load(article.id))?.sourceId ?? null;
  }
}

/** Fields of a translation as its siblings list it. */
@Resolver(() => ArticleTranslation)
export class ArticleTranslationFields {
  @FieldResolver(() => Boolean, {
    description:
      'Staff: true when the article this translation was made from has been saved since the translation was (as Article.sourceChanged).',
  })
  async sourceChanged(@Root() translation: ArticleTranslation, @Ctx() ctx: GraphContext): Promise<boolean> {
    if (!isEditor(ctx)) return false;
    return (await editionLoaders(ctx).sourceStateOf.load(translation.id))?.changed ?? false;
  }
}
