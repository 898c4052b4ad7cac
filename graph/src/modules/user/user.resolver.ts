import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { forbidden } from '../../common/errors';
import { type GraphContext, isEditor, requireEditor } from '../../graphql/context';
import { MintedApiToken } from './api-token.entity';
import { capabilitiesOf } from './capabilities';
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
      "Gateway only (needs the gateway's internal signature): checks credentials, returns the user or UNAUTHENTICATED.",
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
  createApiToken(
    @Ctx() ctx: GraphContext,
    @Arg('name', { description: 'What the token is for.' }) name: string,
  ): Promise<MintedApiToken> {
    return ctx.services.users.createApiToken(requireEditor(ctx).id, name);
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
