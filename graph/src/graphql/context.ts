import type { EntityManager } from '@mikro-orm/postgresql';
import { limitKeyOf } from '@savepoint/client-address';
import type { Logger } from 'pino';
import type { AuthChecker } from 'type-graphql';
import { unauthenticated } from '../common/errors';
import type { CostLimits } from '../common/cost-limits';
import type { AnswerRecording } from '../cache/answer-cache';
import type { GraphConfig } from '../config';
import type { GraphJobs } from '../jobs/graph-jobs-context';
import type { GraphServices } from '../modules/services';
import type { MemberLimiter } from '../modules/member/member-limits';
import type { SubscribeLimiter } from '../modules/newsletter/subscribe-limits';
import type { LoginLimiter } from '../modules/user/login-limiter';
import { assertCapability } from '../modules/user/capabilities';
import type { User } from '../modules/user/user.entity';
import type { Identity } from './identity';
import type { Loaders } from './loaders';

export interface GraphContext {
  requestId: string;
  config: GraphConfig;
  em: EntityManager;
  services: GraphServices;
  identity: Identity;
  /** Limits shared by every path into graph (counted in Redis). */
  limits: RequestLimits;
  loaders: Loaders;
  log: Logger;
  /** Users whose username and role this response may show to a non-editor (the one who just logged in). */
  revealedUserIds: Set<number>;
  /** Device tokens login issued in this request, by user id (User.deviceToken). */
  issuedDeviceTokens: Map<number, string>;
  /** The job side (queues, caches, media) when this graph has one: `startGraphServer(…, { jobs })`. */
  jobs?: GraphJobs;
  /**
   * Tells the gateway that the caller's own credentials version changed in this request (their own
   * new password or role), so the session it came from carries on with `version`; others end.
   */
  renewCredentials?(version: number): void;
  /** Present when this anonymous answer may be stored in the answer cache (graph/src/cache). */
  answerRecording?: AnswerRecording;
  /** Set by keepAnswerPrivate (graph/src/cache): the answer is for this caller only. */
  privateAnswer?: boolean;
  /** Set by keepAnswerFresh (graph/src/cache): public, but changes too often to store (comments). */
  freshAnswer?: boolean;
  /** The member behind the member session, once looked up (modules/member/member-session.ts). */
  member?: import('../modules/member/member.service').MemberRow | null;
}

export interface RequestLimits {
  login: LoginLimiter;
  cost: CostLimits;
  newsletter: SubscribeLimiter;
  /** Magic links per address and client address, comments per member (modules/member/member-limits.ts). */
  members: MemberLimiter;
  /** Signs and checks device tokens (modules/user/device-token.ts). */
  deviceSecret: string;
}

/**
 * What per-address limits count this client under: the gateway's word for its client, else the
 * socket's address, keyed by @savepoint/client-address (IPv6 by its /64; IPv4-mapped as IPv4).
 */
export const clientLimitKeyOf = (context: GraphContext): string => limitKeyOf(context.identity.clientIp);

/**
 * `@Authorized()` means "a staff account whose role has this operation in the capability table"
 * (modules/user/capabilities.ts), looked up by the field's name.
 */
export const authChecker: AuthChecker<GraphContext> = ({ context, info }) => {
  if (!context.identity.editor) throw unauthenticated();
  const parent = info.parentType.name;
  const operation = parent === 'Query' || parent === 'Mutation' ? info.fieldName : `${parent}.${info.fieldName}`;
  assertCapability(context.identity.editor, operation);
  return true;
};

/** The editor behind the request; only call where `@Authorized()` already guaranteed one. */
export function requireEditor(context: GraphContext): User {
  if (!context.identity.editor) throw unauthenticated();
  return context.identity.editor;
}

export const isEditor = (context: GraphContext): boolean => context.identity.editor !== null;
