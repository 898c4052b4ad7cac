import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { type GraphContext, clientLimitKeyOf, isEditor, requireEditor } from '../../graphql/context';
import { ApiToken, MintedApiToken } from './api-token.entity';
import { forbidden } from '../../common/errors';
import { authorsNeedReview } from '../article/publishing.service';
import { capabilitiesOf } from './capabilities';
import { checkCurrentPassword, logIn } from './login';
import { User, UserRole } from './user.entity';
import { UserInput, UserUpdateInput } from './user.inputs';

const canSeeAccount = (ctx: GraphContext, user: User): boolean => isEditor(ctx) || ctx.revealedUserIds.has(user.id);

const TOKENS_MINT_NONE = 'API tokens are minted signed in, not by another token';

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
    @Arg('deviceToken', () => String, {
      nullable: true,
      description: 'The deviceToken of an earlier successful login on this device.',
    })
    deviceToken: string | null,
  ): Promise<User> {
    const result = await logIn(ctx.services.users, ctx.limits, {
      username,
      password,
      ip: clientLimitKeyOf(ctx),
      deviceToken: deviceToken ?? ctx.identity.deviceToken,
    });
    // The caller needs the account's own username, role and device token to start its session.
    ctx.revealedUserIds.add(result.user.id);
    ctx.issuedDeviceTokens.set(result.user.id, result.deviceToken);
    return result.user;
  }

  @Authorized()
  @Mutation(() => MintedApiToken, {
    description:
      'Authors, editors and admins, signed in: mints a bearer API token acting as oneself (a token mints none: FORBIDDEN). ' +
      "It ends when revoked, when it expires, and when the account's password or role changes.",
  })
  createApiToken(
    @Ctx() ctx: GraphContext,
    @Arg('name', { description: 'What the token is for.' }) name: string,
    @Arg('expiresInDays', () => Int, { nullable: true, description: 'Days until it stops working (1-3650); none: never.' })
    expiresInDays: number | null,
  ): Promise<MintedApiToken> {
    const editor = requireEditor(ctx);
    // A token that could mint tokens would outlive itself: a 7-day token minting one that never
    // expires, which its revocation does not end.
    if (ctx.identity.audience.kind === 'token') throw forbidden(TOKENS_MINT_NONE);
    return ctx.services.users.createApiToken(editor.id, name, expiresInDays ?? null);
  }

  @Authorized()
  @Query(() => [ApiToken], { description: "Staff: one's own API tokens, newest first; admins see every account's." })
  apiTokens(@Ctx() ctx: GraphContext): Promise<ApiToken[]> {
    return ctx.services.users.listApiTokens(requireEditor(ctx));
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: "Staff: revokes one of one's own API tokens (admins: anyone's); it stops working at once. NOT_FOUND otherwise.",
  })
  revokeApiToken(@Ctx() ctx: GraphContext, @Arg('id', () => Int, { description: 'Token id.' }) id: number): Promise<boolean> {
    return ctx.services.users.revokeApiToken(requireEditor(ctx), id);
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description:
      "Raised by every password or role change; the gateway keeps it in the session. Only in login's answer and one's own account.",
  })
  credentialsVersion(@Root() user: User, @Ctx() ctx: GraphContext): number | null {
    return ctx.revealedUserIds.has(user.id) || ctx.identity.editor?.id === user.id ? user.credentialsVersion : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Only in the answer to login: a token to pass as login(deviceToken:) next time from this device.',
  })
  deviceToken(@Root() user: User, @Ctx() ctx: GraphContext): string | null {
    return ctx.issuedDeviceTokens.get(user.id) ?? null;
  }

  @Authorized()
  @Query(() => [User], { description: 'Admins only: every staff account, by username.' })
  users(@Ctx() ctx: GraphContext): Promise<User[]> {
    return ctx.services.users.list();
  }

  @Authorized()
  @Mutation(() => User, { description: 'Admins only: adds a staff account.' })
  createUser(
    @Ctx() ctx: GraphContext,
    @Arg('input', () => UserInput, { description: 'The account.' }) input: UserInput,
  ): Promise<User> {
    return ctx.services.users.create(input, requireEditor(ctx));
  }

  @Authorized()
  @Mutation(() => User, {
    description:
      'Admins only: changes role, display name or password. The last admin cannot be demoted (CONFLICT). ' +
      "A new password or role ends the account's sessions and API tokens.",
  })
  async updateUser(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'User id.' }) id: number,
    @Arg('input', () => UserUpdateInput, { description: 'Fields to change.' }) input: UserUpdateInput,
  ): Promise<User> {
    const actor = requireEditor(ctx);
    const user = await ctx.services.users.update(id, input, actor);
    // An admin changing their own account keeps the session they did it from.
    if (user.id === actor.id) ctx.renewCredentials?.(user.credentialsVersion);
    return user;
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Admins only: deletes an account; its articles pass to the admin deleting it. The last admin cannot be deleted (CONFLICT).',
  })
  deleteUser(@Ctx() ctx: GraphContext, @Arg('id', () => Int, { description: 'User id.' }) id: number): Promise<boolean> {
    return ctx.services.users.delete(id, requireEditor(ctx));
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Changes the signed-in user's own password: their other sessions and their API tokens end, the one it was sent from stays. " +
      'A wrong currentPassword counts as a failed login (TOO_MANY_REQUESTS after 5).',
  })
  async changePassword(
    @Ctx() ctx: GraphContext,
    @Arg('currentPassword', { description: 'The password in use now.' }) currentPassword: string,
    @Arg('newPassword', { description: 'At least 10 characters.' }) newPassword: string,
  ): Promise<boolean> {
    const editor = requireEditor(ctx);
    const version = await checkCurrentPassword(
      ctx.limits,
      { username: editor.username, ip: clientLimitKeyOf(ctx), deviceToken: ctx.identity.deviceToken, field: 'currentPassword' },
      () => ctx.services.users.changePassword(editor.id, currentPassword, newPassword),
    );
    ctx.renewCredentials?.(version);
    return true;
  }

  @FieldResolver(() => [String], {
    description: 'The operations of the capability table this account may perform (empty for readers).',
  })
  async capabilities(@Root() user: User, @Ctx() ctx: GraphContext): Promise<string[]> {
    if (!canSeeAccount(ctx, user)) return [];
    const operations = capabilitiesOf(user.role);
    // While "authors need review" is on, authors submit instead of publishing or scheduling
    // (publishing.service.ts refuses them): the dashboard then offers a new article's author
    // "Submit for review", not a Publish button graph refuses.
    if (user.role === UserRole.author && (await authorsNeedReview(ctx.em)))
      return operations.filter((o) => o !== 'publishArticle');
    return operations;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Only visible to editors; null for readers.' })
  username(@Root() user: User, @Ctx() ctx: GraphContext): string | null {
    return canSeeAccount(ctx, user) ? user.username : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Where review and mention mail goes. Only visible to staff; null for readers.',
  })
  email(@Root() user: User, @Ctx() ctx: GraphContext): string | null {
    return canSeeAccount(ctx, user) ? (user.email ?? null) : null;
  }

  @FieldResolver(() => UserRole, { nullable: true, description: 'Only visible to editors; null for readers.' })
  role(@Root() user: User, @Ctx() ctx: GraphContext): UserRole | null {
    return canSeeAccount(ctx, user) ? user.role : null;
  }
}
