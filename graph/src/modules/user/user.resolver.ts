import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { type GraphContext, clientIpOf, isEditor, requireEditor } from '../../graphql/context';
import { MintedApiToken } from './api-token.entity';
import { capabilitiesOf } from './capabilities';
import { logIn } from './login';
import { User, UserRole } from './user.entity';
import { UserInput, UserUpdateInput } from './user.inputs';

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
    @Arg('deviceToken', () => String, {
      nullable: true,
      description: 'The deviceToken of an earlier successful login on this device.',
    })
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
  createApiToken(
    @Ctx() ctx: GraphContext,
    @Arg('name', { description: 'What the token is for.' }) name: string,
  ): Promise<MintedApiToken> {
    return ctx.services.users.createApiToken(requireEditor(ctx).id, name);
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
    description: 'Admins only: changes role, display name or password. The last admin cannot be demoted (CONFLICT).',
  })
  updateUser(
    @Ctx() ctx: GraphContext,
    @Arg('id', () => Int, { description: 'User id.' }) id: number,
    @Arg('input', () => UserUpdateInput, { description: 'Fields to change.' }) input: UserUpdateInput,
  ): Promise<User> {
    return ctx.services.users.update(id, input, requireEditor(ctx));
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
    description: "Changes the signed-in user's own password (the gateway then ends their other sessions).",
  })
  changePassword(
    @Ctx() ctx: GraphContext,
    @Arg('currentPassword', { description: 'The password in use now.' }) currentPassword: string,
    @Arg('newPassword', { description: 'At least 10 characters.' }) newPassword: string,
  ): Promise<boolean> {
    return ctx.services.users.changePassword(requireEditor(ctx).id, currentPassword, newPassword);
  }

  @FieldResolver(() => [String], {
    description: 'The operations of the capability table this account may perform (empty for readers).',
  })
  capabilities(@Root() user: User, @Ctx() ctx: GraphContext): string[] {
    return canSeeAccount(ctx, user) ? capabilitiesOf(user.role) : [];
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
