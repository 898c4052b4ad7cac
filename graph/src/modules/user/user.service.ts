import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import argon2 from 'argon2';
import { badInput, notFound, unauthenticated } from '../../common/errors';
import { ApiToken, MintedApiToken } from './api-token.entity';
import { User, UserRole } from './user.entity';

const LOGIN_FAILED = 'Invalid username or password';
const ARGON2_OPTIONS = { type: argon2.argon2id } as const;

export const hashApiToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface EnsureAdminResult {
  user: User;
  /** Set only when a random password was generated (first start without ADMIN_PASSWORD). */
  generatedPassword?: string;
}

export class UserService {
  // Verifying against a real hash when the username is unknown keeps both failures equally slow,
  // so response times do not reveal which usernames exist.
  private static dummyHash?: Promise<string>;

  constructor(private readonly em: EntityManager) {}

  findById(id: number): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  findByUsername(username: string): Promise<User | null> {
    return this.em.findOne(User, { username: { $ilike: username.replace(/[\\%_]/g, '\\$&') } });
  }

  async login(username: string, password: string): Promise<User> {
    const user = username.trim() ? await this.findByUsername(username.trim()) : null;
    UserService.dummyHash ??= argon2.hash(randomBytes(16).toString('hex'), ARGON2_OPTIONS);
    const hash = user?.passwordHash ?? (await UserService.dummyHash);
    const ok = await argon2.verify(hash, password).catch(() => false);
    if (!user || !ok) throw unauthenticated(LOGIN_FAILED);
    return user;
  }

  async createUser(input: { username: string; password: string; displayName?: string; role?: UserRole }): Promise<User> {
    const user = this.em.create(User, {
      username: input.username,
      passwordHash: await argon2.hash(input.password, ARGON2_OPTIONS),
      displayName: input.displayName ?? input.username,
      role: input.role ?? UserRole.editor,
    });
    await this.em.flush();
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
        return { user: await this.createUser({ username: options.username, password: options.password, role: UserRole.admin, displayName: 'Savepoint Staff' }) };
      }
      const current = await argon2.verify(existing.passwordHash, options.password).catch(() => false);
      if (!current) existing.passwordHash = await argon2.hash(options.password, ARGON2_OPTIONS);
      existing.role = UserRole.admin;
      await this.em.flush();
      return { user: existing };
    }
    if (existing) return { user: existing };
    const generatedPassword = randomBytes(18).toString('base64url');
    const user = await this.createUser({ username: options.username, password: generatedPassword, role: UserRole.admin, displayName: 'Savepoint Staff' });
    await mkdir(options.dataDir, { recursive: true });
    await writeFile(path.join(options.dataDir, 'admin-password'), `${generatedPassword}\n`, { mode: 0o600 });
    return { user, generatedPassword };
  }

  async createApiToken(userId: number, name: string): Promise<MintedApiToken> {
    const trimmed = name.trim();
    if (!trimmed) throw badInput('name', 'Please give the token a name');
    if (trimmed.length > 100) throw badInput('name', 'Token name must be at most 100 characters');
    const user = await this.findById(userId);
    if (!user) throw notFound(`No user with id ${userId}`);
    const token = `sp_${randomBytes(32).toString('base64url')}`;
    const row = this.em.create(ApiToken, { name: trimmed, tokenHash: hashApiToken(token), user });
    await this.em.flush();
    return Object.assign(new MintedApiToken(), { id: row.id, name: row.name, token });
  }

  /** The editor a bearer token was minted for, or null for an unknown token. */
  async findByApiToken(token: string): Promise<User | null> {
    const row = await this.em.findOne(ApiToken, { tokenHash: hashApiToken(token) }, { populate: ['user'] });
    if (!row) return null;
    await this.em.nativeUpdate(ApiToken, { id: row.id }, { lastUsedAt: new Date() });
    return row.user;
  }
}
