import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { type GraphContext, clientIpOf, isEditor, requireEditor } from '../../graphql/context';
import { MintedApiToken } from './api-token.entity';
import { logIn } from './login';
import { User, UserRole } from './user.entity';

const canSeeAccount = (ctx: GraphContext, user: User): boolean => isEditor(ctx) || ctx.revealedUserIds.has(user.id);

@Resolver(() => User)
export class UserResolver {
  @Query(() => User, { nullable: true, description: 'The editor behind the request, or null.' })
  me(@Ctx() ctx: GraphContext): User | null {
    return ctx.identity.editor;
  }

  @Mutation(() => User, {
    description:
      'Checks credentials and returns the user (with a fresh deviceToken) or UNAUTHENTICATED. Limited on every path: ' +
      '5 failures per address or per username lock it for 10 minutes (TOO_MANY_REQUESTS, extensions.retryAfter seconds); ' +
      'a deviceToken from an earlier login has its own allowance.',
  })
  async login(
    @Ctx() ctx: GraphContext,
    @Arg('username', { description: 'Account name.' }) username: string,
    @Arg('password', { description: 'Account password.' }) password: string,
    @Arg('deviceToken', () => String, { nullable: true, description: 'The deviceToken of an earlier successful login on this device.' })
    deviceToken: string | null,
  ): Promise<User> {
    const result = await logIn(ctx.services.users, ctx.limits, {
      username,
      password,
      ip: clientIpOf(ctx),
      deviceToken: deviceToken ?? ctx.identity.deviceToken,
    });
    // The caller needs the account's own username, role and device token to start its session.
    ctx.revealedUserIds.add(result.user.id);
    ctx.issuedDeviceTokens.set(result.user.id, result.deviceToken);
    return result.user;
  }

  @Authorized()
  @Mutation(() => MintedApiToken, { description: 'Editors only: mints a bearer API token for integrators.' })
  createApiToken(@Ctx() ctx: GraphContext, @Arg('name', { description: 'What the token is for.' }) name: string): Promise<MintedApiToken> {
    return ctx.services.users.createApiToken(requireEditor(ctx).id, name);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Only in the answer to login: a token to pass as login(deviceToken:) next time from this device.',
  })
  deviceToken(@Root() user: User, @Ctx() ctx: GraphContext): string | null {
    return ctx.issuedDeviceTokens.get(user.id) ?? null;
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
