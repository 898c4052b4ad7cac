// `name(language:)`, `slug(language:)` and `names` on categories, tags and games, and the editors'
// mutations that set them (issue 46 item 2, ADR 0050). Without `language` a field answers the
// entity's own (default edition) value, so existing queries and the REST shapes are unchanged.
import DataLoader from 'dataloader';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import { type GraphContext, requireEditor } from '../../graphql/context';
import { notFound } from '../../common/errors';
import { Category } from '../category/category.entity';
import { Game, LinkedGame } from '../game/game.entity';
import { Tag } from '../tag/tag.entity';
import { LocalizedName, type NamedKind } from './localized-name.entity';
import { LocalizedNameService } from './localized-name.service';

interface NameLoaders {
  names: Record<NamedKind, DataLoader<number, LocalizedName[]>>;
  /** Raw language argument → the edition's canonical tag (null: the default edition), or the 400. */
  editions: Map<string, Promise<string | null>>;
}

/** Per request, like graph/src/graphql/loaders.ts: a page of categories costs one query. */
const loadersOfRequest = new WeakMap<GraphContext, NameLoaders>();
function nameLoaders(ctx: GraphContext): NameLoaders {
  let loaders = loadersOfRequest.get(ctx);
  if (!loaders) {
    const service = new LocalizedNameService(ctx.em);
    const loader = (kind: NamedKind) =>
      new DataLoader<number, LocalizedName[]>(async (ids) => {
        const found = await service.namesOf(kind, ids);
        return ids.map((id) => found.get(id) ?? []);
      });
    loaders = { names: { category: loader('category'), tag: loader('tag'), game: loader('game') }, editions: new Map() };
    loadersOfRequest.set(ctx, loaders);
  }
  return loaders;
}

/**
 * A language argument's edition, once per request for every field that takes one (names here, a
 * game's description, lists and follows named per edition): its canonical tag, null for the default
 * edition or no argument, or the 400 naming language.
 */
export async function otherEditionOf(ctx: GraphContext, language: string | null | undefined): Promise<string | null> {
  if (language == null) return null;
  const { editions } = nameLoaders(ctx);
  let edition = editions.get(language);
  if (!edition) {
    edition = new LocalizedNameService(ctx.em).otherEdition(language);
    editions.set(language, edition);
  }
  return edition;
}

/** The `field` of `id` in `language`'s edition: its translation there, else the entity's own value. */
function localized(
  ctx: GraphContext,
  kind: NamedKind,
  id: number,
  own: string,
  language: string | null | undefined,
  field: 'name' | 'slug',
): string | Promise<string> {
  // Without a language (the default edition's pages ask so), no promise: a list names every row.
  if (language == null) return own;
  return localizedIn(ctx, kind, id, own, language, field);
}

async function localizedIn(
  ctx: GraphContext,
  kind: NamedKind,
  id: number,
  own: string,
  language: string,
  field: 'name' | 'slug',
): Promise<string> {
  const tag = await otherEditionOf(ctx, language);
  if (!tag) return own;
  const name = (await nameLoaders(ctx).names[kind].load(id)).find((n) => n.language === tag);
  return name?.[field] ?? own;
}

/**
 * A few names (an article's tags) are sorted here with ICU's collation, as the database sorts long
 * lists (ADR 0069): the default edition in the root order, which is English's ('und' would resolve
 * to the host's locale), any other in its language's. One collator per language: building one
 * costs more than sorting a page's tags with it.
 */
const ROOT_ORDER = 'en';
const collators = new Map<string, Intl.Collator>();
function collatorOf(language: string): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language);
    collators.set(language, collator);
  }
  return collator;
}

/** `items` by their own names in the root order: the default edition's (code points put Ä after Z). */
export function inRootOrder<T extends { name: string }>(items: T[]): T[] {
  if (items.length < 2) return items;
  const { compare } = collatorOf(ROOT_ORDER);
  return [...items].sort((a, b) => compare(a.name, b.name));
}

/**
 * `items` as `language`'s edition orders them: by their names there (else their own), in that
 * language's alphabetical order; the default edition (or no language) in the root order.
 */
export async function inEditionOrder<T extends { id: number; name: string }>(
  ctx: GraphContext,
  kind: NamedKind,
  items: T[],
  language: string | null | undefined,
): Promise<T[]> {
  const tag = language == null ? null : await otherEditionOf(ctx, language);
  if (language == null || !tag) return inRootOrder(items);
  if (items.length < 2) return items;
  const names = await Promise.all(items.map((item) => localizedIn(ctx, kind, item.id, item.name, language, 'name')));
  const { compare } = collatorOf(tag);
  const order = items.map((item, i) => ({ item, name: names[i] }));
  order.sort((a, b) => compare(a.name, b.name));
  return order.map(({ item }) => item);
}

const languageArg = {
  nullable: true,
  description:
    "An edition's language tag: the name in that edition when it has one, else the default edition's. Unknown: 400 naming language.",
};
const namesDescription = "Its names in the other editions (the default edition's is `name` without a language).";

@Resolver(() => Category)
export class CategoryNames {
  @FieldResolver(() => String, { description: 'Display name; with language, in that edition.' })
  name(
    @Root() category: Category,
    @Ctx() ctx: GraphContext,
    @Arg('language', () => String, languageArg) language?: string | null,
  ) {
    return localized(ctx, 'category', category.id, category.name, language, 'name');
  }

  @FieldResolver(() => String, {
    description: 'Lowercase name used by articles and routes (hardware, review…); with language, its URL name in that edition.',
  })
  slug(
    @Root() category: Category,
    @Ctx() ctx: GraphContext,
    @Arg('language', () => String, languageArg) language?: string | null,
  ) {
    return localized(ctx, 'category', category.id, category.slug, language, 'slug');
  }

  @FieldResolver(() => [LocalizedName], { description: namesDescription })
  names(@Root() category: Category, @Ctx() ctx: GraphContext): Promise<LocalizedName[]> {
    return nameLoaders(ctx).names.category.load(category.id);
  }

  @Authorized()
  @Mutation(() => Category, {
    description:
      "Editors: the category's name and slug in a non-default edition (slug from the name unless given); an empty name removes it. 400 naming language for an unknown or the default edition; 409 naming slug when another category there has it.",
  })
  async setCategoryName(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'Category id.' }) id: number,
    @Arg('language', { description: 'Language tag of the edition.' }) language: string,
    @Arg('name', () => String, { nullable: true, description: 'The name there; empty or null removes it.' }) name: string | null,
    @Arg('slug', () => String, { nullable: true, description: 'URL name there.' }) slug?: string | null,
  ): Promise<Category> {
    await new LocalizedNameService(ctx.em).set(requireEditor(ctx), 'category', id, { language, name, slug });
    return (await ctx.services.categories.findById(id)) ?? Promise.reject(notFound(`No category with id ${id}`));
  }
}

@Resolver(() => Tag)
export class TagNames {
  @FieldResolver(() => String, { description: 'The tag as shown to readers; with language, in that edition.' })
  name(@Root() tag: Tag, @Ctx() ctx: GraphContext, @Arg('language', () => String, languageArg) language?: string | null) {
    return localized(ctx, 'tag', tag.id, tag.name, language, 'name');
  }

  @FieldResolver(() => [LocalizedName], { description: namesDescription })
  names(@Root() tag: Tag, @Ctx() ctx: GraphContext): Promise<LocalizedName[]> {
    return nameLoaders(ctx).names.tag.load(tag.id);
  }

  @Authorized()
  @Mutation(() => Tag, {
    description:
      "Editors: the tag's name in a non-default edition; an empty name removes it. 400 naming language for an unknown or the default edition; 409 naming name when another tag there has it.",
  })
  async setTagName(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'Tag id.' }) id: number,
    @Arg('language', { description: 'Language tag of the edition.' }) language: string,
    @Arg('name', () => String, { nullable: true, description: 'The name there; empty or null removes it.' }) name: string | null,
  ): Promise<Tag> {
    await new LocalizedNameService(ctx.em).set(requireEditor(ctx), 'tag', id, { language, name });
    return (await ctx.services.tags.findById(id)) ?? Promise.reject(notFound(`No tag with id ${id}`));
  }
}

@Resolver(() => Game)
export class GameNames {
  @FieldResolver(() => String, {
    description: 'Name (plain text); with language, its localized name in that edition if it has one.',
  })
  name(@Root() game: Game, @Ctx() ctx: GraphContext, @Arg('language', () => String, languageArg) language?: string | null) {
    return localized(ctx, 'game', game.id, game.name, language, 'name');
  }

  @FieldResolver(() => [LocalizedName], { description: namesDescription })
  names(@Root() game: Game, @Ctx() ctx: GraphContext): Promise<LocalizedName[]> {
    return nameLoaders(ctx).names.game.load(game.id);
  }

  @Authorized()
  @Mutation(() => Game, {
    description:
      "Editors: the game's localized name in a non-default edition (ゼルダの伝説); an empty name removes it. 400 naming language for an unknown or the default edition.",
  })
  async setGameName(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'Game id.' }) id: number,
    @Arg('language', { description: 'Language tag of the edition.' }) language: string,
    @Arg('name', () => String, { nullable: true, description: 'The name there; empty or null removes it.' }) name: string | null,
  ): Promise<Game> {
    await new LocalizedNameService(ctx.em).set(requireEditor(ctx), 'game', id, { language, name });
    return (await ctx.services.games.findById(id)) ?? Promise.reject(notFound(`No game with id ${id}`));
  }
}

@Resolver(() => LinkedGame)
export class LinkedGameNames {
  @FieldResolver(() => String, { description: 'Name; with language, its localized name in that edition if it has one.' })
  name(@Root() game: LinkedGame, @Ctx() ctx: GraphContext, @Arg('language', () => String, languageArg) language?: string | null) {
    return localized(ctx, 'game', game.id, game.name, language, 'name');
  }
}
