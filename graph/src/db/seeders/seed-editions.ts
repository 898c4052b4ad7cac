// The editions a new install ships besides the default English one (issue 46, ADR 0027): German and
// Spanish stemmed by PostgreSQL's own configurations, Japanese with 'simple' (no stemmer exists).
import type { EntityManager } from '@mikro-orm/postgresql';

const seedEditions = [
  { language: 'de', name: 'Deutsch', urlPrefix: 'de', searchConfig: 'german' },
  { language: 'es', name: 'Español', urlPrefix: 'es', searchConfig: 'spanish' },
  { language: 'ja', name: '日本語', urlPrefix: 'ja', searchConfig: 'simple' },
] as const;

/** Adds the seed's editions (an edition already there is left as it is). */
export async function seedEditionRows(tx: EntityManager): Promise<void> {
  for (const e of seedEditions) {
    await tx.execute(
      `INSERT INTO edition (language, name, url_prefix, search_config) VALUES (?, ?, ?, ?::regconfig) ON CONFLICT DO NOTHING`,
      [e.language, e.name, e.urlPrefix, e.searchConfig],
    );
  }
}
