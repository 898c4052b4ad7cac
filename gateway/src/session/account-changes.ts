// Account changes end sessions whichever way they are made. The REST routes end them themselves
// (api/auth.ts); the same mutations sent through the browser's /graphql end the same sessions
// here, once graph has said they succeeded: a new password ends the account's other sessions, an
// admin's new password or role for someone ends that person's sessions (the admin's own stays),
// a deleted account's sessions all end. graph called directly has no sessions (bearer tokens).
import { Kind, type OperationDefinitionNode, parse, valueFromASTUntyped } from 'graphql';
import type { SessionStore } from './store';

const WATCHED = /\b(changePassword|updateUser|deleteUser)\b/;

interface GraphQLRequestBody {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

interface SessionEnding {
  userId: number;
  /** The session that made the change stays signed in. */
  keepCurrent: boolean;
}

/** The sessions a successful mutation in this /graphql exchange must end (none for anything else). */
export function sessionsEndedBy(requestBody: Buffer | undefined, responseBody: Buffer, currentUserId: number): SessionEnding[] {
  if (!requestBody || !WATCHED.test(requestBody.toString('utf8'))) return [];
  let request: GraphQLRequestBody;
  let data: Record<string, unknown> | null | undefined;
  let operation: OperationDefinitionNode | undefined;
  try {
    request = JSON.parse(requestBody.toString('utf8')) as GraphQLRequestBody;
    data = (JSON.parse(responseBody.toString('utf8')) as { data?: Record<string, unknown> | null }).data;
    if (typeof request.query !== 'string' || !data) return [];
    const operations = parse(request.query).definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    operation =
      typeof request.operationName === 'string'
        ? operations.find((o) => o.name?.value === request.operationName)
        : operations.length === 1
          ? operations[0]
          : undefined;
  } catch {
    // Not a request graph answered with data: nothing was changed.
    return [];
  }
  if (!operation || operation.operation !== 'mutation') return [];
  const variables = (request.variables && typeof request.variables === 'object' ? request.variables : {}) as Record<
    string,
    unknown
  >;
  const endings: SessionEnding[] = [];
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    const answer = data[selection.alias?.value ?? selection.name.value];
    if (answer === null || answer === undefined || answer === false) continue;
    const args = Object.fromEntries(
      (selection.arguments ?? []).map((a) => [a.name.value, valueFromASTUntyped(a.value, variables)]),
    ) as { id?: unknown; input?: { password?: unknown; role?: unknown } };
    const target = Number(args.id);
    switch (selection.name.value) {
      case 'changePassword':
        endings.push({ userId: currentUserId, keepCurrent: true });
        break;
      case 'updateUser':
        if (Number.isInteger(target) && (args.input?.password != null || args.input?.role != null))
          endings.push({ userId: target, keepCurrent: true });
        break;
      case 'deleteUser':
        if (Number.isInteger(target)) endings.push({ userId: target, keepCurrent: false });
        break;
    }
  }
  return endings;
}

/** Ends what `sessionsEndedBy` found, as the REST routes do. */
export async function endSessions(sessions: SessionStore, endings: SessionEnding[], currentSessionId: string): Promise<void> {
  for (const ending of endings) {
    await sessions.destroyOtherSessions(ending.userId, ending.keepCurrent ? currentSessionId : undefined);
  }
}
