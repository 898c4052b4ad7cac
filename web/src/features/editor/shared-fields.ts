// Co-editing (issue 24): the article's simple fields (title, slug, excerpt, category, tags, featured
// image, meta description) live in the `fields` Y.Map of the same Yjs document as the body. Once the
// document is synced the form reads them from the map, and an edit here writes the changed fields to
// it: the others' forms show it as soon as the update arrives, and offline changes merge per field
// (one value wins per field, the same in every tab).
import { useEffect, useState } from 'react';
import * as Y from 'yjs';
import type { ArticleForm } from './article-form';

const SHARED_FIELDS = ['title', 'slug', 'excerpt', 'category', 'tagsText', 'featuredImage', 'metaDescription'] as const;
type SharedField = (typeof SHARED_FIELDS)[number];
export type SharedFields = Pick<ArticleForm, SharedField>;

const MAP_NAME = 'fields';
/**
 * The fixed client id the fields are seeded with (the body's seed is client 0): every tab seeding the
 * same stored article writes the very same Yjs items, which merge into one.
 */
const SEED_CLIENT_ID = 1;

export const sharedFieldsOf = (form: ArticleForm): SharedFields =>
  Object.fromEntries(SHARED_FIELDS.map((field) => [field, form[field]])) as SharedFields;

/** A never-shared document's fields start from the stored article (all of them, once). */
export function seedSharedFields(doc: Y.Doc, stored: SharedFields): void {
  if (doc.getMap(MAP_NAME).size > 0) return;
  const seed = new Y.Doc();
  seed.clientID = SEED_CLIENT_ID;
  const map = seed.getMap<string>(MAP_NAME);
  seed.transact(() => SHARED_FIELDS.forEach((field) => map.set(field, stored[field])));
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(seed));
}

/** Writes the fields that differ between the form before and after an edit (one update). */
export function writeSharedFields(doc: Y.Doc, before: SharedFields, after: SharedFields): void {
  const changed = SHARED_FIELDS.filter((field) => before[field] !== after[field]);
  if (changed.length === 0) return;
  const map = doc.getMap<string>(MAP_NAME);
  doc.transact(() => changed.forEach((field) => map.set(field, after[field])));
}

function readSharedFields(doc: Y.Doc): Partial<SharedFields> {
  const map = doc.getMap<unknown>(MAP_NAME);
  const fields: Partial<SharedFields> = {};
  for (const field of SHARED_FIELDS) {
    const value = map.get(field);
    if (typeof value === 'string') fields[field] = value;
  }
  return fields;
}

/** The shared fields as they are now (re-read on every change, local or remote); null while inactive. */
export function useSharedFields(doc: Y.Doc | null, active: boolean): Partial<SharedFields> | null {
  const [fields, setFields] = useState<Partial<SharedFields> | null>(null);
  useEffect(() => {
    if (!doc || !active) {
      setFields(null);
      return;
    }
    const map = doc.getMap(MAP_NAME);
    const read = () => setFields(readSharedFields(doc));
    read();
    map.observe(read);
    return () => map.unobserve(read);
  }, [doc, active]);
  return fields;
}
