// The publication's actors. Each is keyed by an identifier that is also its handle's user part:
// 'savepoint' is the default edition; when editions exist (issue 46), each gets its own identifier
// and `actorIdentifiers` lists them — the dispatchers, keys, followers and outbox rows already take
// the identifier (decision 0025).
import type { EntityManager } from '@mikro-orm/postgresql';

export const DEFAULT_ACTOR = 'savepoint';
/** The language of what the default edition publishes (BCP 47). */
export const PUBLICATION_LANGUAGE = 'en';

/** Every actor this server has; an unknown identifier is a 404 everywhere. */
export function actorIdentifiers(): readonly string[] {
  return [DEFAULT_ACTOR];
}

export const isActor = (identifier: string): boolean => actorIdentifiers().includes(identifier);

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
