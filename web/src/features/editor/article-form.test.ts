import {
  REQUIRED_FIELDS_MESSAGE,
  articleFormFrom,
  embargoInstant,
  emptyArticleForm,
  localDateTimeValue,
  hasContent,
  hasRequiredFields,
  saveProblem,
  toSaveInput,
  withTitle,
  type ArticleForm,
} from './article-form';

const now = new Date(2026, 10, 21, 20, 33, 0);
const filled = (patch: Partial<ArticleForm> = {}): ArticleForm => ({
  ...withTitle(emptyArticleForm(now, 5), 'Elden Ring: Nightreign Review'),
  content: '<p>Co-op souls, condensed.</p>',
  category: 'review',
  tagsText: 'rpg, , co-op ',
  ...patch,
});

describe('slug from the title (spec §4)', () => {
  it('regenerates the slug whenever the title changes', () => {
    const form = withTitle(emptyArticleForm(now, 5), '  Top 10: Switch 2 Games!! (2026) ');
    expect(form.slug).toBe('top-10-switch-2-games-2026');
    expect(withTitle(form, 'Hades II — Review').slug).toBe('hades-ii-review');
  });
});

describe('required fields (spec §5)', () => {
  it('needs a title, some content and a category', () => {
    expect(hasRequiredFields(filled())).toBe(true);
    expect(hasRequiredFields(filled({ title: '   ' }))).toBe(false);
    expect(hasRequiredFields(filled({ content: '<p></p>' }))).toBe(false);
    expect(hasRequiredFields(filled({ category: '' }))).toBe(false);
  });

  it('counts an image or a video alone as content', () => {
    expect(hasContent('<p><img src="https://example.com/a.png"></p>')).toBe(true);
    expect(hasContent('<div data-youtube-video=""><iframe src="https://www.youtube.com/embed/abc"></iframe></div>')).toBe(true);
    expect(hasContent('<p>&nbsp;</p>')).toBe(false);
  });

  it('reports the spec message before any save', () => {
    expect(saveProblem(filled({ category: '' }), 'draft', now)).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(REQUIRED_FIELDS_MESSAGE).toBe('Please fill in all required fields');
  });

  it('checks the schedule only when publishing in scheduled mode', () => {
    const tooSoon = filled({ publishMode: 'scheduled', schedule: { date: '2026-11-21', hour: 20, minute: 30 } });
    expect(saveProblem(tooSoon, 'publish', now)).toBe('Scheduled time must be at least 1 minute in the future');
    expect(saveProblem(tooSoon, 'draft', now)).toBeNull();
    expect(saveProblem(filled({ publishMode: 'scheduled', schedule: { date: '', hour: 0, minute: 0 } }), 'publish', now)).toBe(
      'Please select a scheduled date and time',
    );
  });
});

describe('what a save sends', () => {
  it('Save Draft always saves a draft without a schedule', () => {
    const input = toSaveInput(
      filled({ publishMode: 'scheduled', schedule: { date: '2026-12-01', hour: 9, minute: 0 } }),
      'draft',
    );
    expect(input).toMatchObject({ status: 'draft', scheduledFor: null, tags: ['rpg', 'co-op'] });
  });

  it('Publish in immediate mode publishes now and clears the schedule', () => {
    expect(toSaveInput(filled(), 'publish')).toMatchObject({
      status: 'published',
      scheduledFor: null,
      slug: 'elden-ring-nightreign-review',
    });
  });

  it('Publish in scheduled mode schedules for the chosen local moment', () => {
    const input = toSaveInput(
      filled({ publishMode: 'scheduled', schedule: { date: '2026-12-01', hour: 9, minute: 15 } }),
      'publish',
    );
    expect(input.status).toBe('scheduled');
    expect(input.scheduledFor).toBe(new Date(2026, 11, 1, 9, 15).toISOString());
  });

  it('sends blank optional fields as null', () => {
    expect(toSaveInput(filled({ excerpt: '  ', featuredImage: '', metaDescription: '' }), 'publish')).toMatchObject({
      excerpt: null,
      featuredImage: null,
      metaDescription: null,
    });
  });

  it("sends the chosen edition's language, and none for the default edition (graph's default)", () => {
    expect(toSaveInput(filled({ language: 'de' }), 'draft').language).toBe('de');
    expect(toSaveInput(filled(), 'draft')).not.toHaveProperty('language');
  });
});

describe('reopening a stored article', () => {
  const stored = {
    title: 'Patch notes',
    slug: 'patch-notes',
    content: '<p>Changes</p>',
    excerpt: null,
    categorySlug: 'news',
    tagNames: ['patch', 'balance'],
    featuredImage: null,
    metaDescription: null,
  };

  it('reopens a scheduled article in scheduled mode on its date', () => {
    const when = new Date(2026, 11, 24, 18, 30);
    const form = articleFormFrom({ ...stored, status: 'scheduled', scheduledFor: when.toISOString() }, now, 5);
    expect(form.publishMode).toBe('scheduled');
    expect(form.schedule).toEqual({ date: '2026-12-24', hour: 18, minute: 30 });
    expect(form.tagsText).toBe('patch, balance');
  });

  it('reopens a published or draft article in immediate mode', () => {
    expect(articleFormFrom({ ...stored, status: 'published', scheduledFor: null }, now, 5).publishMode).toBe('immediate');
    expect(articleFormFrom({ ...stored, status: 'draft', scheduledFor: null }, now, 5).publishMode).toBe('immediate');
  });
});

describe('games, review and embargo (issue 21)', () => {
  it("sends the picked games' ids, a review only for the review category, and the embargo as UTC", () => {
    const form = filled({
      games: [{ id: 4, name: 'Starfall', slug: 'starfall', platforms: ['pc'] }],
      review: {
        score: '8.5',
        verdict: ' Bright. ',
        pros: ['Art', ' '],
        cons: [],
        platformsTested: ['pc'],
        playtime: '',
        disclosure: '',
      },
      embargo: '2026-12-01T15:00',
    });
    expect(toSaveInput(form, 'draft')).toMatchObject({
      games: [4],
      review: {
        score: 8.5,
        verdict: 'Bright.',
        pros: ['Art'],
        cons: [],
        platformsTested: ['pc'],
        playtimeHours: null,
        disclosure: null,
      },
      embargoUntil: new Date(2026, 11, 1, 15, 0).toISOString(),
    });
    expect(toSaveInput({ ...form, category: 'news' }, 'draft').review).toBeNull();
    expect(toSaveInput({ ...form, review: { ...form.review, score: '' } }, 'draft').review).toBeNull();
  });

  it("shows a stored embargo in the viewer's zone and reads it back to the same instant", () => {
    const iso = '2026-12-24T17:30:00.000Z';
    const local = localDateTimeValue(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(embargoInstant(local)).toBe(iso);
    expect(embargoInstant('')).toBeNull();
    expect(localDateTimeValue(null)).toBe('');
  });
});
