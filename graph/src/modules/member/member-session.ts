// The member behind a request: looked up from the member session token the gateway signed in (the
// `mst` claim, graph/src/graphql/identity.ts), once per request, only by operations that ask. It is
// never an editor: `authChecker` reads `identity.editor` alone, so no staff operation opens to it.
import { forbidden, unauthenticated } from '../../common/errors';
import type { GraphContext } from '../../graphql/context';
import { MemberService, SIGN_IN_REQUIRED, type MemberRow } from './member.service';

export function memberServiceFor(ctx: GraphContext, options: { mail?: boolean } = {}): MemberService {
  return new MemberService(ctx.em, {
    config: ctx.config,
    // A graph without queues stores the link and sends nothing, as the newsletter does.
    mail: options.mail ? ctx.jobs?.mail : undefined,
    limits: ctx.limits.members,
  });
}

export async function memberOf(ctx: GraphContext): Promise<MemberRow | null> {
  if (ctx.member !== undefined) return ctx.member;
  // Only the gateway's signature carries a member session; a direct client cannot claim one.
  ctx.member = ctx.identity.viaGateway ? await memberServiceFor(ctx).bySession(ctx.identity.memberSession) : null;
  return ctx.member;
}

/** The signed-in member, or UNAUTHENTICATED. */
export async function requireMember(ctx: GraphContext): Promise<MemberRow> {
  const member = await memberOf(ctx);
  if (!member) throw unauthenticated(SIGN_IN_REQUIRED);
  return member;
}

const BANNED_MESSAGE = 'Your account is blocked from commenting. If you think this is a mistake, write to the editors.';

/**
 * The signed-in member who may post (not banned, nor signed in with an address banned since), or
 * UNAUTHENTICATED / FORBIDDEN.
 */
export async function requirePostingMember(ctx: GraphContext): Promise<MemberRow> {
  const member = await memberServiceFor(ctx).withAddressBan(await requireMember(ctx));
  ctx.member = member;
  if (member.bannedAt) throw forbidden(BANNED_MESSAGE);
  return member;
}
