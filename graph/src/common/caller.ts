// Services know who calls them (issue 44, item 7). A service method that checks permissions takes
// its caller as a required argument: a staff account (graph's resolvers pass the signed-in one), or
// SYSTEM_ACTOR, which jobs, seeds, the CLI and test factories pass by name. Before, `caller` was
// optional and `article.service.ts` skipped every check without one, so a new call site that
// forgot it wrote with no rules at all. Now forgetting it fails to compile, and at run time
// `@checksCaller` refuses a missing caller before the method runs; caller.test.ts walks every
// decorated method, and fails for a service method that checks permissions without the decorator.
import type { User } from '../modules/user/user.entity';

/** The product acting on its own account: scheduled publishing, seeds, the CLI, test factories. */
export const SYSTEM_ACTOR = Object.freeze({ system: true as const, displayName: 'Savepoint' });
export type SystemActor = typeof SYSTEM_ACTOR;

/** Who a permission-checking service method acts for. */
export type Caller = User | SystemActor;

export const isSystemActor = (caller: Caller): caller is SystemActor => caller === SYSTEM_ACTOR;

/** The staff account behind a caller, or null for the system (activity and revisions record "nobody"). */
export const staffOf = (caller: Caller): User | null => (isSystemActor(caller) ? null : caller);

/** A method that checks permissions, found by `@checksCaller`. */
export interface PermissionCheckedMethod {
  /** `ArticleService.update` */
  name: string;
  service: abstract new (...args: never[]) => unknown;
  method: string;
  /** Which argument is the caller. */
  callerIndex: number;
}

const permissionChecked: PermissionCheckedMethod[] = [];

/** Every method marked `@checksCaller` in the modules loaded so far. */
export const permissionCheckedMethods = (): readonly PermissionCheckedMethod[] => permissionChecked;

/** Thrown for a missing caller: a programming error, never a client's (answered as a plain 500). */
export class MissingCallerError extends Error {}

/**
 * Marks a service method that checks permissions: argument `callerIndex` is who it acts for, and a
 * call without one is refused before the method runs.
 */
export function checksCaller(callerIndex = 0): MethodDecorator {
  return (target, key, descriptor: PropertyDescriptor) => {
    const name = `${target.constructor.name}.${String(key)}`;
    const method = descriptor.value as (...args: unknown[]) => unknown;
    descriptor.value = function withCaller(this: unknown, ...args: unknown[]) {
      if (args[callerIndex] == null)
        throw new MissingCallerError(`${name} checks permissions: pass the signed-in user, or SYSTEM_ACTOR for the system`);
      return method.apply(this, args);
    };
    permissionChecked.push({
      name,
      service: target.constructor as PermissionCheckedMethod['service'],
      method: String(key),
      callerIndex,
    });
  };
}
