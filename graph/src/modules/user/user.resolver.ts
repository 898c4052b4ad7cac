import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { forbidden } from '../../common/errors';
import { type GraphContext, isEditor, requireEditor } from '../../graphql/context';
import { MintedApiToken } from './api-token.entity';
import { User, UserRole } from './user.entity';

const canSeeAccount = (ctx: GraphContext, user: User): boolean => isEditor(ctx) || ctx.revealedUserIds.has(user.id);

@Resolver(() => User)
export class UserResolver {
  @Query(() => User, { nullable: true, description: 'The editor behind the request, or null.' })
  me(@Ctx() ctx: GraphContext): User | null {
    return ctx.identity.editor;
  }

  @Mutation(() => User, {
    description: 'Gateway only (needs the gateway\'s internal signature): checks credentials, returns the user or UNAUTHENTICATED.',
  })
  async login(
    @Ctx() ctx: GraphContext,
    @Arg('username', { description: 'Account name.' }) username: string,
    @Arg('password', { description: 'Account password.' }) password: string,
  ): Promise<User> {
    // Only the gateway, which rate-limits attempts, may check passwords: graph is no password oracle.
    if (!ctx.identity.viaGateway) throw forbidden('Log in through the Savepoint website.');
    const user = await ctx.services.users.login(username, password);
    // The gateway needs the account's own username and role to start the session.
    ctx.revealedUserIds.add(user.id);
    return user;
  }

  @Authorized()
  @Mutation(() => MintedApiToken, { description: 'Editors only: mints a bearer API token for integrators.' })
  createApiToken(@Ctx() ctx: GraphContext, @Arg('name', { description: 'What the token is for.' }) name: string): Promise<MintedApiToken> {
    return ctx.services.users.createApiToken(requireEditor(ctx).id, name);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Only visible to editors; null for readers.' })
  username(@Root() user: User, @Ctx() ctx: GraphContext): string | null {
    return canSeeAccount(ctx, user) ? user.username : null;
  }

  @FieldResolver(() => UserRole, { nullable: true, description: 'Only visible to editors; null for readers.' })
  role(@Root() user: User, @Ctx() ctx: GraphContext): UserRole | null {
    return canSeeAccount(ctx, user) ? user.role : null;
  }
}
