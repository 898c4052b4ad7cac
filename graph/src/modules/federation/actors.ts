// The publication's actors, one per edition (issue 46 item 7, docs/decisions/0051). Each is keyed by
// an identifier that is also its handle's user part: 'savepoint' is the default edition's (its
// followers from before editions stay), 'savepoint-de' the German edition's (`savepoint-` and the
// lowercased language tag). The rule is the SQL function edition_actor(), which the outbox triggers
// use too, so an article's activities go to its edition's actor's followers only. The dispatchers,
// keys, followers and outbox rows all take the identifier (decision 0025).
import type { EntityManager } from '@mikro-orm/postgresql';

export const DEFAULT_ACTOR = 'savepoint';

/** The edition an actor speaks for. */
export interface ActorEdition {
  identifier: string;
  language: string;
  name: string;
  urlPrefix: string | null;
  isDefault: boolean;
}

const ACTOR_EDITIONS = `SELECT edition_actor(language) AS identifier, language, name, url_prefix, is_default FROM edition`;

interface ActorEditionRow {
  identifier: string;
  language: string;
  name: string;
  url_prefix: string | null;
  is_default: boolean;
}

const toActorEdition = (row: ActorEditionRow): ActorEdition => ({
  identifier: row.identifier,
  language: row.language,
  name: row.name,
  urlPrefix: row.url_prefix,
  isDefault: row.is_default,
});

/** The edition of an actor identifier, or null: an unknown identifier is a 404 everywhere. */
export async function actorEdition(em: EntityManager, identifier: string): Promise<ActorEdition | null> {
  if (identifier !== DEFAULT_ACTOR && !identifier.startsWith(`${DEFAULT_ACTOR}-`)) return null;
  const [row]: ActorEditionRow[] = await em.execute(`SELECT * FROM (${ACTOR_EDITIONS}) e WHERE identifier = ?`, [identifier]);
  return row ? toActorEdition(row) : null;
}

/** Every actor this server has (one per edition), the default edition's first. */
export async function actorEditions(em: EntityManager): Promise<ActorEdition[]> {
  const rows: ActorEditionRow[] = await em.execute(`${ACTOR_EDITIONS} ORDER BY is_default DESC, language`);
  return rows.map(toActorEdition);
}

/** The handle followers type to follow an actor: `@savepoint-de@savepoint.example` (PUBLIC_URL's host). */
export const actorHandle = (identifier: string, publicUrl: string): string => `@${identifier}@${new URL(publicUrl).host}`;

/** The name an actor shows: the profile's for the default edition, else the profile's with its edition's name. */
export const actorDisplayName = (profile: Pick<FederationProfile, 'displayName'>, edition: ActorEdition): string =>
  edition.isDefault ? profile.displayName : `${profile.displayName} (${edition.name})`;

export interface FederationProfile {
  displayName: string;
  summary: string;
  iconUrl: string | null;
  headerUrl: string | null;
  manualApproval: boolean;
}

export async function federationProfile(em: EntityManager): Promise<FederationProfile> {
  const [row]: {
    display_name: string;
    summary: string;
    icon_url: string | null;
    header_url: string | null;
    manual_approval: boolean;
  }[] = await em.execute(`SELECT display_name, summary, icon_url, header_url, manual_approval FROM federation_setting`);
  return {
    displayName: row?.display_name ?? 'Savepoint',
    summary: row?.summary ?? '',
    iconUrl: row?.icon_url ?? null,
    headerUrl: row?.header_url ?? null,
    manualApproval: row?.manual_approval ?? false,
  };
}
