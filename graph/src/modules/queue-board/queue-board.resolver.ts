import { Authorized, Query, Resolver } from 'type-graphql';

/**
 * The gateway serves the job queue board (/admin/queues, bull-board) itself and never asks graph for
 * its data, so it asks this before each board request: graph decides, as on every other path,
 * whether the session's account still stands (UNAUTHENTICATED after a password or role change) and
 * whether its role may retry and remove jobs (FORBIDDEN; `queueBoardAccess` in capabilities.ts).
 */
@Resolver()
export class QueueBoardResolver {
  @Authorized()
  @Query(() => Boolean, {
    description:
      'Editors only. True when the caller may use the job queue board (/admin/queues); otherwise UNAUTHENTICATED or FORBIDDEN.',
  })
  queueBoardAccess(): boolean {
    return true;
  }
}
