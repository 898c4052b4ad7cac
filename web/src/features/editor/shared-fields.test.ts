import { act, renderHook } from '@testing-library/react';
import * as Y from 'yjs';
import { emptyArticleForm, withTitle } from './article-form';
import { seedSharedFields, sharedFieldsOf, useSharedFields, writeSharedFields } from './shared-fields';

const stored = sharedFieldsOf({
  ...withTitle(emptyArticleForm(new Date('2026-11-26T10:00:00Z'), 5), 'Winter Showcase'),
  excerpt: 'Dates are in.',
  category: 'news',
  tagsText: 'events',
});

/** Sends each side's missing updates to the other (what the server does once both are online). */
function sync(a: Y.Doc, b: Y.Doc) {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
}

const fieldsOf = (doc: Y.Doc) => doc.getMap('fields').toJSON();

describe('the article fields shared in the Yjs document', () => {
  it('two tabs seeding a never-shared document at once end with the stored fields once, not in conflict', () => {
    const [a, b] = [new Y.Doc(), new Y.Doc()];
    seedSharedFields(a, stored);
    seedSharedFields(b, stored);
    sync(a, b);
    expect(fieldsOf(a)).toEqual(stored);
    expect(fieldsOf(b)).toEqual(stored);
    // Seeding again changes nothing: the document already has its fields.
    writeSharedFields(a, stored, { ...stored, title: 'Changed' });
    seedSharedFields(a, stored);
    expect(fieldsOf(a).title).toBe('Changed');
  });

  it('writes only the fields an edit changed, and offline edits merge per field', () => {
    const [a, b] = [new Y.Doc(), new Y.Doc()];
    seedSharedFields(a, stored);
    sync(a, b);
    // Both offline: one changes the title, the other the excerpt and the tags.
    writeSharedFields(a, stored, withTitle({ ...emptyArticleForm(new Date(), 5), ...stored }, 'Summer Showcase'));
    writeSharedFields(b, stored, { ...stored, excerpt: 'Moved to June.', tagsText: 'events, summer' });
    sync(a, b);
    const merged = {
      ...stored,
      title: 'Summer Showcase',
      slug: 'summer-showcase',
      excerpt: 'Moved to June.',
      tagsText: 'events, summer',
    };
    expect(fieldsOf(a)).toEqual(merged);
    expect(fieldsOf(b)).toEqual(merged);
  });

  it('the same field changed on both sides offline ends with one value, the same on both', () => {
    const [a, b] = [new Y.Doc(), new Y.Doc()];
    seedSharedFields(a, stored);
    sync(a, b);
    writeSharedFields(a, stored, { ...stored, title: 'From A' });
    writeSharedFields(b, stored, { ...stored, title: 'From B' });
    sync(a, b);
    expect(['From A', 'From B']).toContain(fieldsOf(a).title);
    expect(fieldsOf(b).title).toBe(fieldsOf(a).title);
  });

  it('the hook shows the fields as they are now, including a collaborator’s change', () => {
    const [mine, theirs] = [new Y.Doc(), new Y.Doc()];
    seedSharedFields(mine, stored);
    sync(mine, theirs);
    const { result, rerender } = renderHook(({ active }) => useSharedFields(mine, active), { initialProps: { active: true } });
    expect(result.current).toEqual(stored);

    act(() => {
      writeSharedFields(theirs, stored, { ...stored, title: 'Their title' });
      sync(mine, theirs);
    });
    expect(result.current?.title).toBe('Their title');

    rerender({ active: false });
    expect(result.current).toBeNull();
  });
});
