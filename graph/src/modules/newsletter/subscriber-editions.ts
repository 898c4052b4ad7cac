// Which editions a subscriber reads (issue 46 item 7): one or more, the default edition unless they
// chose. The weekly digest goes out per edition; a member's follow feed and "For you" show the
// articles of these editions only (docs/decisions/0051).
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../common/errors';

/**
 * The editions' canonical tags for what a reader asked, the default edition when nothing was asked,
 * or a 400 naming `field` (an unknown language, an empty list).
 */
export async function requireEditions(
  em: EntityManager,
  raw: readonly string[] | null | undefined,
  field = 'editions',
): Promise<string[]> {
  const editions: { language: string; is_default: boolean }[] = await em.execute(
    `SELECT language, is_default FROM edition ORDER BY is_default DESC, language`,
  );
  if (raw == null) return editions.filter((e) => e.is_default).map((e) => e.language);
  if (raw.length === 0) throw badInput(field, 'Choose at least one edition');
  if (raw.length > 50) throw badInput(field, 'editions: at most 50');
  const chosen = new Set<string>();
  for (const value of raw) {
    const found = editions.find((e) => e.language.toLowerCase() === canonical(value)?.toLowerCase());
    if (!found) {
      const known = editions.map((e) => e.language).join(', ');
      throw badInput(field, `No edition for "${String(value).slice(0, 40)}"; the editions are: ${known}`);
    }
    chosen.add(found.language);
  }
  return [...chosen];
}

function canonical(value: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(String(value).trim())[0];
  } catch {
    return undefined;
  }
}

/** Replaces the subscriber's editions (inside the caller's transaction when it has one). */
export async function setSubscriberEditions(
  em: EntityManager,
  subscriberId: number,
  languages: readonly string[],
): Promise<void> {
  await em.execute(`DELETE FROM subscriber_edition WHERE subscriber_id = ? AND NOT (language = ANY (?::text[]))`, [
    subscriberId,
    `{${languages.join(',')}}`,
  ]);
  await em.execute(
    `INSERT INTO subscriber_edition (subscriber_id, language) SELECT ?, unnest(?::text[]) ON CONFLICT DO NOTHING`,
    [subscriberId, `{${languages.join(',')}}`],
  );
}

/** The editions of the subscriber with this address; the default edition when there is none. */
export async function editionsOfAddress(em: EntityManager, email: string): Promise<string[]> {
  const rows: { language: string }[] = await em.execute(
    `SELECT e.language FROM subscriber s JOIN subscriber_edition e ON e.subscriber_id = s.id
     WHERE lower(s.email) = lower(?) ORDER BY e.language`,
    [email],
  );
  if (rows.length) return rows.map((r) => r.language);
  return requireEditions(em, null);
}
