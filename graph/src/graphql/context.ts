import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { AuthChecker } from 'type-graphql';
import { unauthenticated } from '../common/errors';
import type { AnswerRecording } from '../cache/answer-cache';
import type { GraphConfig } from '../config';
import type { GraphServices } from '../modules/services';
import type { User } from '../modules/user/user.entity';
import type { Identity } from './identity';
import type { Loaders } from './loaders';

export interface GraphContext {
  requestId: string;
  config: GraphConfig;
  em: EntityManager;
  services: GraphServices;
  identity: Identity;
  loaders: Loaders;
  log: Logger;
  /** Users whose username and role this response may show to a non-editor (the one who just logged in). */
  revealedUserIds: Set<number>;
  /** Whatever `startGraphServer(…, { extraContext })` adds (queues for the workers' resolvers…). */
  extra: Record<string, unknown>;
  /** Present when this anonymous answer may be stored in the answer cache (graph/src/cache). */
  answerRecording?: AnswerRecording;
}

/** `@Authorized()` means "an editor": both roles may do everything editors do. */
export const authChecker: AuthChecker<GraphContext> = ({ context }) => {
  if (!context.identity.editor) throw unauthenticated();
  return true;
};

/** The editor behind the request; only call where `@Authorized()` already guaranteed one. */
export function requireEditor(context: GraphContext): User {
  if (!context.identity.editor) throw unauthenticated();
  return context.identity.editor;
}

export const isEditor = (context: GraphContext): boolean => context.identity.editor !== null;
