import { withoutEditorMode } from '../../app/admin-mode';
import { adminViewOf, adminViewSearch, DASHBOARD_TABS, type AdminView } from './admin-location';

describe('the editor-mode view a URL names', () => {
  it('reads the dashboard, its tab, a new article and an article being edited', () => {
    expect(adminViewOf('?admin=dashboard')).toEqual({ kind: 'dashboard', tab: 'articles' });
    expect(adminViewOf('?admin=dashboard&tab=categories')).toEqual({ kind: 'dashboard', tab: 'categories' });
    expect(adminViewOf('?admin=new')).toEqual({ kind: 'editor', articleId: null });
    expect(adminViewOf('?admin=edit&article=123')).toEqual({ kind: 'editor', articleId: 123 });
    expect(adminViewOf('?admin=live&article=44')).toEqual({ kind: 'live', articleId: 44 });
    // Order and other parameters do not matter.
    expect(adminViewOf('?article=9&search=x&admin=edit')).toEqual({ kind: 'editor', articleId: 9 });
  });

  it('falls back to the dashboard for what it cannot name exactly', () => {
    const dashboard = { kind: 'dashboard', tab: 'articles' };
    for (const search of [
      '?admin',
      '?admin=',
      '?admin=nonsense',
      '?admin=edit',
      '?admin=edit&article=',
      '?admin=edit&article=0',
      '?admin=edit&article=-4',
      '?admin=edit&article=1.5',
      '?admin=edit&article=12abc',
      '?admin=edit&article=007',
      '?admin=edit&article=99999999999',
      '?admin=live',
      '?admin=live&article=0',
      '?admin=dashboard&tab=secrets',
      '?admin=dashboard&tab=Categories',
    ]) {
      expect({ search, view: adminViewOf(search) }).toEqual({ search, view: dashboard });
    }
  });

  it('writes every view as the query it reads back, the first tab without a tab parameter', () => {
    const views: AdminView[] = [
      ...DASHBOARD_TABS.map((tab) => ({ kind: 'dashboard', tab }) as const),
      { kind: 'editor', articleId: null },
      { kind: 'editor', articleId: 2_147_483_647 },
      { kind: 'live', articleId: 7 },
    ];
    for (const view of views) expect(adminViewOf(adminViewSearch(view))).toEqual(view);
    expect(adminViewSearch({ kind: 'dashboard', tab: 'articles' })).toBe('?admin=dashboard');
    expect(adminViewSearch({ kind: 'dashboard', tab: 'tags' })).toBe('?admin=dashboard&tab=tags');
    expect(adminViewSearch({ kind: 'editor', articleId: 123 })).toBe('?admin=edit&article=123');
    expect(adminViewSearch({ kind: 'editor', articleId: null })).toBe('?admin=new');
  });

  it("leaving editor mode keeps the reader page's own path and query", () => {
    expect(withoutEditorMode({ pathname: '/', search: '?admin=edit&article=5' })).toBe('/');
    expect(withoutEditorMode({ pathname: '/articles', search: '?page=2&admin=dashboard&tab=tags&category=news' })).toBe(
      '/articles?page=2&category=news',
    );
    expect(withoutEditorMode({ pathname: '/about', search: '' })).toBe('/about');
  });
});
