import { checksCaller } from '../../common/caller';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import argon2 from 'argon2';
import { DriverException, UniqueConstraintViolationException, sql } from '@mikro-orm/core';
import { badInput, conflict, notFound, unauthenticated } from '../../common/errors';
import { ActivityAction } from '../activity/activity.entity';
import { ActivityService } from '../activity/activity.service';
import { ApiToken, MintedApiToken } from './api-token.entity';
import { assertCapability } from './capabilities';
import { usernameKey } from './device-token';
import { User, UserRole } from './user.entity';
import { PASSWORD_MAX, PASSWORD_MIN, type UserInput, type UserUpdateInput } from './user.inputs';

const LOGIN_FAILED = 'Invalid username or password';
const LAST_ADMIN = 'The publication must keep at least one admin';
const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
const USERNAME_TAKEN = 'That username is already taken';

/** The database's last-admin trigger (migration 20261123040000) speaks as a CONFLICT. */
function lastAdminGuard(error: unknown): never {
  if (error instanceof DriverException && /at least one admin/.test(error.message)) throw conflict(LAST_ADMIN, 'role');
  if (error instanceof UniqueConstraintViolationException) throw conflict(USERNAME_TAKEN, 'username');
  throw error;
}
/**
 * How costly a password hash is. `standard`: argon2id with its library defaults (64 MiB, 3 passes, 4
 * lanes; ~250 ms a hash on 2 cores), what every deployment uses. `test-fast`: the same algorithm
 * at its smallest cost, for test runs only (the config refuses it outside NODE_ENV=test): the suite
 * logs in thousands of times, and each standard hash keeps both cores of a CI machine busy.
 */
export type PasswordHashCost = 'standard' | 'test-fast';

/** Options for an encoded (not raw) hash, the form stored in app_user.password_hash. */
type EncodedHashOptions = argon2.HashOptions & { raw?: false };

const ARGON2_OPTIONS: Record<PasswordHashCost, EncodedHashOptions> = {
  standard: { type: argon2.argon2id },
  'test-fast': { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 },
};

const API_TOKEN_MAX_DAYS = 3650;
const DAY_MS = 24 * 3600 * 1000;

const hashApiToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface EnsureAdminResult {
  user: User;
  /** Set only when a random password was generated (first start without ADMIN_PASSWORD). */
  generatedPassword?: string;
}

export class UserService {
  // Verifying against a real hash when the username is unknown keeps both failures equally slow,
  // so response times do not reveal which usernames exist.
  private static dummyHashes = new Map<PasswordHashCost, Promise<string>>();
  private readonly hashOptions: EncodedHashOptions;

  constructor(
    private readonly em: EntityManager,
    private readonly hashCost: PasswordHashCost = 'standard',
  ) {
    this.hashOptions = ARGON2_OPTIONS[hashCost];
  }

  findById(id: number): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  /**
   * The account whose username this is, ignoring case by the same fold as the login limits and
   * device tokens (`usernameKey`): PostgreSQL's ILIKE also folds look-alikes such as "İ" to "i",
   * which would log in as an account under a spelling its limits count apart.
   */
  findByUsername(username: string): Promise<User | null> {
    return this.em.findOne(User, { [sql.lower('username')]: usernameKey(username) });
  }

  async login(username: string, password: string): Promise<User> {
    const user = username.trim() ? await this.findByUsername(username.trim()) : null;
    let dummyHash = UserService.dummyHashes.get(this.hashCost);
    if (!dummyHash) {
      dummyHash = argon2.hash(randomBytes(16).toString('hex'), this.hashOptions);
      UserService.dummyHashes.set(this.hashCost, dummyHash);
    }
    const hash = user?.passwordHash ?? (await dummyHash);
    const ok = await argon2.verify(hash, password).catch(() => false);
    if (!user || !ok) throw unauthenticated(LOGIN_FAILED);
    return user;
  }

  async createUser(input: { username: string; password: string; displayName?: string; role?: UserRole }): Promise<User> {
    const user = this.em.create(User, {
      username: input.username,
      passwordHash: await argon2.hash(input.password, this.hashOptions),
      displayName: input.displayName ?? input.username,
      role: input.role ?? UserRole.contributor,
    });
    await this.em.flush();
    return user;
  }

  /** Every staff account, by username. */
  list(): Promise<User[]> {
    return this.em.find(User, {}, { orderBy: { username: 'asc' } });
  }

  /** Admins' "add a user": the account and its activity entry in one transaction. */
  @checksCaller(1)
  async create(input: UserInput, actor: User): Promise<User> {
    const hash = await argon2.hash(input.password, this.hashOptions);
    const id = await this.em
      .transactional(async (em) => {
        const user = em.create(User, {
          username: input.username.trim(),
          passwordHash: hash,
          displayName: input.displayName?.trim() || input.username.trim(),
          role: input.role,
          email: input.email?.trim() || null,
        });
        await em.flush();
        await ActivityService.record(em, {
          actor,
          action: ActivityAction.userCreated,
          subjectId: user.id,
          subjectLabel: user.username,
          detail: user.role,
        });
        return user.id;
      })
      .catch(lastAdminGuard);
    return this.reload(id);
  }

  /**
   * Changes role, display name or password. Demoting the last admin is refused here with a clear
   * message and, should two admins race, by the database trigger.
   */
  @checksCaller(2)
  async update(id: number, input: UserUpdateInput, actor: User): Promise<User> {
    const hash = input.password ? await argon2.hash(input.password, this.hashOptions) : null;
    await this.em
      .transactional(async (em) => {
        const user = await em.findOne(User, { id });
        if (!user) throw notFound(`No user with id ${id}`);
        if (input.displayName != null) user.displayName = input.displayName.trim();
        if (input.email != null) user.email = input.email.trim() || null;
        if (hash) user.passwordHash = hash;
        if (input.role != null && input.role !== user.role) {
          if (user.role === UserRole.admin) await this.assertAnotherAdmin(em, user.id);
          await ActivityService.record(em, {
            actor,
            action: ActivityAction.userRoleChanged,
            subjectId: user.id,
            subjectLabel: user.username,
            detail: `${user.role} → ${input.role}`,
          });
          user.role = input.role;
        }
        await em.flush();
      })
      .catch(lastAdminGuard);
    return this.reload(id);
  }

  /** Deletes the account; its articles pass to the admin deleting it, so no article loses its author. */
  @checksCaller(1)
  async delete(id: number, actor: User): Promise<boolean> {
    await this.em
      .transactional(async (em) => {
        const user = await em.findOne(User, { id });
        if (!user) throw notFound(`No user with id ${id}`);
        if (user.role === UserRole.admin) await this.assertAnotherAdmin(em, user.id);
        if (user.id === actor.id) throw conflict('You cannot delete your own account', 'id');
        await em.execute(`UPDATE article SET author_id = ? WHERE author_id = ?`, [actor.id, id]);
        await ActivityService.record(em, {
          actor,
          action: ActivityAction.userDeleted,
          subjectId: user.id,
          subjectLabel: user.username,
        });
        await em.execute(`DELETE FROM app_user WHERE id = ?`, [id]);
      })
      .catch(lastAdminGuard);
    return true;
  }

  /**
   * The signed-in user's own password. Returns the account's new credentials version: the change
   * (a trigger) ended every session and API token made before it, and the caller's own session
   * carries on with this version.
   */
  async changePassword(userId: number, currentPassword: string, newPassword: string): Promise<number> {
    const user = await this.findById(userId);
    if (!user) throw notFound(`No user with id ${userId}`);
    const ok = await argon2.verify(user.passwordHash, currentPassword).catch(() => false);
    if (!ok) throw badInput('currentPassword', WRONG_CURRENT_PASSWORD);
    if (newPassword.length < PASSWORD_MIN || newPassword.length > PASSWORD_MAX) {
      throw badInput('newPassword', `Password must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters`);
    }
    if (currentPassword === newPassword) throw badInput('newPassword', 'The new password must differ from the current one');
    const rows: { credentials_version: number }[] = await this.em.execute(
      `UPDATE app_user SET password_hash = ?, updated_at = now() WHERE id = ? RETURNING credentials_version`,
      [await argon2.hash(newPassword, this.hashOptions), userId],
    );
    if (!rows[0]) throw notFound(`No user with id ${userId}`);
    return rows[0].credentials_version;
  }

  private async assertAnotherAdmin(em: EntityManager, exceptId: number): Promise<void> {
    const [{ n }]: { n: number }[] = await em.execute(
      `SELECT count(*)::int AS n FROM app_user WHERE role = 'admin' AND id <> ?`,
      [exceptId],
    );
    if (n === 0) throw conflict(LAST_ADMIN, 'role');
  }

  private async reload(id: number): Promise<User> {
    this.em.clear();
    const user = await this.findById(id);
    if (!user) throw notFound(`No user with id ${id}`);
    return user;
  }

  /**
   * The editor account from ADMIN_USERNAME / ADMIN_PASSWORD. Without a password, an existing account
   * is left alone; a missing one gets a random password, written to `${dataDir}/admin-password`
   * (never a fixed default that every install would share).
   */
  async ensureAdmin(options: { username: string; password?: string; dataDir: string }): Promise<EnsureAdminResult> {
    const existing = await this.findByUsername(options.username);
    if (options.password) {
      if (!existing) {
        return {
          user: await this.createUser({
            username: options.username,
            password: options.password,
            role: UserRole.admin,
            displayName: 'Savepoint Staff',
          }),
        };
      }
      const current = await argon2.verify(existing.passwordHash, options.password).catch(() => false);
      if (!current) existing.passwordHash = await argon2.hash(options.password, this.hashOptions);
      existing.role = UserRole.admin;
      await this.em.flush();
      return { user: existing };
    }
    if (existing) return { user: existing };
    const generatedPassword = randomBytes(18).toString('base64url');
    const user = await this.createUser({
      username: options.username,
      password: generatedPassword,
      role: UserRole.admin,
      displayName: 'Savepoint Staff',
    });
    await mkdir(options.dataDir, { recursive: true });
    await writeFile(path.join(options.dataDir, 'admin-password'), `${generatedPassword}\n`, { mode: 0o600 });
    return { user, generatedPassword };
  }

  /** A new bearer token for `userId`, shown once; optionally expiring after `expiresInDays`. */
  async createApiToken(userId: number, name: string, expiresInDays: number | null = null): Promise<MintedApiToken> {
    const trimmed = name.trim();
    if (!trimmed) throw badInput('name', 'Please give the token a name');
    if (trimmed.length > 100) throw badInput('name', 'Token name must be at most 100 characters');
    if (expiresInDays !== null && (!Number.isInteger(expiresInDays) || expiresInDays < 1 || expiresInDays > API_TOKEN_MAX_DAYS))
      throw badInput('expiresInDays', `expiresInDays must be a whole number from 1 to ${API_TOKEN_MAX_DAYS}`);
    const user = await this.findById(userId);
    if (!user) throw notFound(`No user with id ${userId}`);
    const token = `sp_${randomBytes(32).toString('base64url')}`;
    const expiresAt = expiresInDays === null ? null : new Date(Date.now() + expiresInDays * DAY_MS);
    const row = this.em.create(ApiToken, { name: trimmed, tokenHash: hashApiToken(token), user, expiresAt });
    await this.em.flush();
    return Object.assign(new MintedApiToken(), { id: row.id, name: row.name, token, expiresAt });
  }

  /** Tokens `actor` may see: their own, or every account's for admins (the capability table's reach). */
  @checksCaller(0)
  listApiTokens(actor: User): Promise<ApiToken[]> {
    const everyone = assertCapability(actor, 'apiTokens') === 'any';
    return this.em.find(ApiToken, everyone ? {} : { user: actor.id }, { populate: ['user'], orderBy: { id: 'desc' } });
  }

  /** Deletes a token `actor` may see; anyone else's is NOT_FOUND, as if it did not exist. */
  @checksCaller(0)
  async revokeApiToken(actor: User, id: number): Promise<boolean> {
    const everyone = assertCapability(actor, 'revokeApiToken') === 'any';
    const deleted = await this.em.nativeDelete(ApiToken, everyone ? { id } : { id, user: actor.id });
    if (deleted === 0) throw notFound(`No API token with id ${id}`);
    return true;
  }

  /**
   * The editor a bearer token was minted for, or null for an unknown or expired token. The last-used
   * time is written at most once a minute per token: a busy integration does not write every request.
   */
  async findByApiToken(token: string): Promise<User | null> {
    const rows: { id: number; user_id: number; stale: boolean }[] = await this.em.execute(
      `SELECT id, user_id, (last_used_at IS NULL OR last_used_at < now() - interval '1 minute') AS stale
       FROM api_token WHERE token_hash = ? AND (expires_at IS NULL OR expires_at > now())`,
      [hashApiToken(token)],
    );
    if (rows[0]?.stale) await this.em.execute(`UPDATE api_token SET last_used_at = now() WHERE id = ?`, [rows[0].id]);
    return rows[0] ? this.findById(rows[0].user_id) : null;
  }
}
