import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { AuthChecker } from 'type-graphql';
import { unauthenticated } from '../common/errors';
import type { GraphConfig } from '../config';
import type { GraphServices } from '../modules/services';
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
  loaders: Loaders;
  log: Logger;
  /** Users whose username and role this response may show to a non-editor (the one who just logged in). */
  revealedUserIds: Set<number>;
  /** Whatever `startGraphServer(…, { extraContext })` adds (queues for the workers' resolvers…). */
  extra: Record<string, unknown>;
}

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
