import { revisionDiff } from './revision-diff';

describe('revision diff', () => {
  it('shows the words removed and added, without HTML tags', () => {
    const parts = revisionDiff(
      { title: 'Patch notes', content: '<p>The <b>old</b> build</p>' },
      { title: 'Patch notes', content: '<p>The new build</p>' },
    );
    expect(parts.filter((p) => p.change === 'removed').map((p) => p.text.trim())).toEqual(['old']);
    expect(parts.filter((p) => p.change === 'added').map((p) => p.text.trim())).toEqual(['new']);
    expect(parts.map((p) => p.text).join('')).not.toContain('<b>');
  });
});
