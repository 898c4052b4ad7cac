// `description(language:)` and `descriptions` on games, and the editors' setGameDescription and
// setGameEdition (a name and a description together) (ADR 0067). Without
// `language`, or in the default edition, or where the edition has none, a game answers its own
// description, so existing queries and the REST shapes are unchanged.
import DataLoader from 'dataloader';
import { Arg, Authorized, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import { notFound } from '../../common/errors';
import { type GraphContext, requireEditor } from '../../graphql/context';
import { otherEditionOf } from '../localized-name/localized-name.resolver';
import { Game } from './game.entity';
import { GameDescriptionService } from './game-description.service';

@ObjectType({ simpleResolvers: true, description: "A game's description in one edition." })
export class LocalizedDescription {
  @Field({ description: 'Language tag of the edition.' })
  language!: string;

  @Field({ description: 'Sanitized HTML.' })
  description!: string;
}

interface DescriptionLoaders {
  /** Per edition: a page of games costs one query. */
  byLanguage: Map<string, DataLoader<number, string | null>>;
  /** Every edition's, for the editor's form. */
  all?: DataLoader<number, LocalizedDescription[]>;
}

const loadersOfRequest = new WeakMap<GraphContext, DescriptionLoaders>();
function loaders(ctx: GraphContext): DescriptionLoaders {
  let made = loadersOfRequest.get(ctx);
  if (!made) {
    made = { byLanguage: new Map() };
    loadersOfRequest.set(ctx, made);
  }
  return made;
}

@Resolver(() => Game)
export class GameDescriptions {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      "Sanitized HTML. With language (an edition's tag): the description in that edition when it has one, else the default edition's. Unknown language: 400 naming language.",
  })
  async description(
    @Root() game: Game,
    @Ctx() ctx: GraphContext,
    @Arg('language', () => String, {
      nullable: true,
      description: "An edition's language tag: the description in that edition when it has one, else the default edition's.",
    })
    language?: string | null,
  ): Promise<string | null> {
    const tag = await otherEditionOf(ctx, language);
    if (!tag) return game.description;
    const { byLanguage } = loaders(ctx);
    let loader = byLanguage.get(tag);
    if (!loader) {
      const service = new GameDescriptionService(ctx.em);
      loader = new DataLoader(async (ids: readonly number[]) => {
        const found = await service.descriptionsIn(tag, ids);
        return ids.map((id) => found.get(id) ?? null);
      });
      byLanguage.set(tag, loader);
    }
    return (await loader.load(game.id)) ?? game.description;
  }

  @FieldResolver(() => [LocalizedDescription], {
    description: "Its descriptions in the other editions (the default edition's is `description` without a language).",
  })
  descriptions(@Root() game: Game, @Ctx() ctx: GraphContext): Promise<LocalizedDescription[]> {
    const made = loaders(ctx);
    made.all ??= new DataLoader(async (ids: readonly number[]) => {
      const found = await new GameDescriptionService(ctx.em).descriptionsOf(ids);
      return ids.map((id) => found.get(id) ?? []);
    });
    return made.all.load(game.id);
  }

  @Authorized()
  @Mutation(() => Game, {
    description:
      'Editors: what one non-default edition says of the game, its name and its description (HTML, sanitized), each empty or null removed; both are saved or neither. The refusals of setGameName and setGameDescription.',
  })
  async setGameEdition(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'Game id.' }) id: number,
    @Arg('language', { description: 'Language tag of the edition.' }) language: string,
    @Arg('name', () => String, { nullable: true, description: "The name there; empty or null: the default edition's." })
    name: string | null,
    @Arg('description', () => String, { nullable: true, description: "The description there; empty or null: the game's own." })
    description: string | null,
  ): Promise<Game> {
    await new GameDescriptionService(ctx.em).setEdition(requireEditor(ctx), id, language, name, description);
    return (await ctx.services.games.findById(id)) ?? Promise.reject(notFound(`No game with id ${id}`));
  }

  @Authorized()
  @Mutation(() => Game, {
    description:
      "Editors: the game's description in a non-default edition (HTML, sanitized; at most 20,000 characters); empty or null removes it. 400 naming language for an unknown or the default edition.",
  })
  async setGameDescription(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'Game id.' }) id: number,
    @Arg('language', { description: 'Language tag of the edition.' }) language: string,
    @Arg('description', () => String, { nullable: true, description: 'The description there; empty or null removes it.' })
    description: string | null,
  ): Promise<Game> {
    await new GameDescriptionService(ctx.em).set(requireEditor(ctx), id, language, description);
    return (await ctx.services.games.findById(id)) ?? Promise.reject(notFound(`No game with id ${id}`));
  }
}
