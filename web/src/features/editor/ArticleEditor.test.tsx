import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../lib/toast';
import { renderWithApp, stubFetch, type Respond, type SentOperation } from '../../testing/render';
import { ArticleEditor } from './ArticleEditor';
import { emptyArticleForm, withTitle, type ArticleForm } from './article-form';
import { loadLocalDraft, saveLocalDraft } from './draft-storage';
import { firstSchedulableParts } from './scheduling';

const editor = { id: 1, username: 'admin', displayName: 'Admin', role: 'admin' };

const categories = [
  { __typename: 'Category', id: 1, name: 'Review', slug: 'review' },
  { __typename: 'Category', id: 2, name: 'News', slug: 'news' },
];

const storedArticle = (patch: Record<string, unknown> = {}) => ({
  __typename: 'Article',
  id: 7,
  title: 'Winter Showcase Date Announced',
  slug: 'winter-showcase-date-announced',
  language: 'en',
  content: '<p>Mark your calendars.</p>',
  excerpt: null,
  categorySlug: 'news',
  tagNames: ['events'],
  featuredImage: null,
  metaDescription: null,
  status: 'published',
  scheduledFor: null,
  featured: false,
  updatedAt: '2026-11-20T10:00:00.000Z',
  viewerCanUpdate: true,
  viewerCanPublish: true,
  embargoUntil: null,
  games: [],
  review: null,
  ...patch,
});

type Answers = Record<string, (op: SentOperation) => ReturnType<Respond>>;

/** The editor inside the app's providers; GraphQL answered per operation name, REST by the fetch stub. */
/** graph's answer with its defaults (SCHEDULE_MINUTE_STEP 5). */
const graphSchedulingRules = { __typename: 'SchedulingRules', minuteStep: 5 };

function renderEditor(articleId: number | null, answers: Answers = {}, account: Record<string, unknown> = editor) {
  const restCalls = stubFetch({
    'GET /api/auth/me': { status: 200, body: account },
    'POST /api/auth/login': { status: 200, body: editor },
    'GET /api/ai/keywords': { status: 200, body: [] },
    'GET /api/ai/trending-topics': { status: 200, body: [] },
  });
  const onLeave = jest.fn();
  const respond: Respond = (op) => {
    if (answers[op.operationName]) return answers[op.operationName](op);
    if (op.operationName === 'EditorCategories') return { data: { categories } };
    if (op.operationName === 'EditorSchedulingRules') return { data: { schedulingRules: graphSchedulingRules } };
    return { data: null };
  };
  const { sent } = renderWithApp(<ArticleEditor articleId={articleId} onLeave={onLeave} />, { respond });
  return { onLeave, sent, restCalls };
}

/** A draft kept in this browser, as if the editor had typed the content before. */
function keepDraft(patch: Partial<ArticleForm>) {
  saveLocalDraft('new', { ...emptyArticleForm(new Date(), graphSchedulingRules.minuteStep), ...patch });
}

/** Pastes the text in one go: typing it key by key re-renders the whole form per character. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function chooseCategory(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: /category/i }));
  await user.click(await screen.findByRole('option', { name }));
}

beforeEach(() => {
  window.localStorage.clear();
  dismissToast();
});

describe('article editor validation', () => {
  it('keeps Save Draft and Publish disabled until title, content and category are present', async () => {
    const user = userEvent.setup({ delay: null });
    keepDraft({ content: '<p>Frame pacing is finally fixed.</p>' });
    renderEditor(null);

    const saveDraft = await screen.findByRole('button', { name: 'Save Draft' });
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(saveDraft).toBeDisabled();
    expect(publish).toBeDisabled();

    await fill(user, screen.getByRole('textbox', { name: 'Title' }), 'Patch 1.2 Review');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('patch-1-2-review');
    expect(publish).toBeDisabled();

    await chooseCategory(user, 'Review');
    expect(saveDraft).toBeEnabled();
    expect(publish).toBeEnabled();
  });

  it('refuses a schedule less than a minute ahead with the spec message, and asks for a date when there is none', async () => {
    const user = userEvent.setup({ delay: null });
    const now = new Date();
    // A slot ten minutes back is never a minute ahead.
    const pastSlot = firstSchedulableParts(new Date(now.getTime() - 10 * 60_000), 1);
    keepDraft({
      ...withTitle(emptyArticleForm(now, 1), 'Too soon'),
      content: '<p>Body</p>',
      category: 'review',
      publishMode: 'scheduled',
      schedule: pastSlot,
    });
    const { sent } = renderEditor(null);

    await user.click(await screen.findByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('Scheduled time must be at least 1 minute in the future')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Date'));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Please select a scheduled date and time')).toBeInTheDocument();
    expect(sent.filter((op) => op.operationName === 'EditorCreateArticle')).toHaveLength(0);
  });

  it('offers hours 0–23 and minutes in steps of 5 when scheduling', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor(null);
    await user.click(await screen.findByRole('radio', { name: 'Schedule for later' }));

    const minutes = within(screen.getByRole('combobox', { name: 'Minute' })).getAllByRole('option');
    expect(minutes.map((o) => o.textContent)).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55']);
    const hours = within(screen.getByRole('combobox', { name: 'Hour' })).getAllByRole('option');
    expect(hours).toHaveLength(24);
    expect(hours[0]).toHaveTextContent('00');
    expect(hours[23]).toHaveTextContent('23');
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeInTheDocument();
  });

  it("offers the minute step graph's scheduling rules give (a test installation's 1-minute slots)", async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor(null, {
      EditorSchedulingRules: () => ({ data: { schedulingRules: { __typename: 'SchedulingRules', minuteStep: 1 } } }),
    });
    await user.click(await screen.findByRole('radio', { name: 'Schedule for later' }));

    const minutes = within(screen.getByRole('combobox', { name: 'Minute' })).getAllByRole('option');
    expect(minutes).toHaveLength(60);
    expect(minutes[7]).toHaveTextContent('07');
  });
});

describe('without scheduling rules from graph', () => {
  it('says so instead of offering slots of a step graph did not give', async () => {
    renderEditor(null, { EditorSchedulingRules: () => ({ errors: [{ message: 'graph is unreachable' }] }) });
    expect(await screen.findByText('Failed to fetch scheduling rules')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Schedule for later' })).not.toBeInTheDocument();
  });
});

describe('editing a stored article', () => {
  it('reopens a scheduled article in scheduled mode on its date and time', async () => {
    const when = new Date();
    when.setDate(when.getDate() + 3);
    when.setHours(18, 45, 0, 0);
    renderEditor(7, {
      EditorArticle: () => ({ data: { article: storedArticle({ status: 'scheduled', scheduledFor: when.toISOString() }) } }),
    });

    expect(await screen.findByRole('radio', { name: 'Schedule for later' })).toBeChecked();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(screen.getByLabelText('Date')).toHaveValue(`${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}`);
    expect(screen.getByRole('combobox', { name: 'Hour' })).toHaveValue('18');
    expect(screen.getByRole('combobox', { name: 'Minute' })).toHaveValue('45');
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeEnabled();
  });

  // Co-editing: until the shared document has synced (the /collab socket never opens in jsdom, as when
  // the server is unreachable) the stored body is what the editor shows, and nothing typed before the
  // sync can take its place: the body used to be the document's empty fragment, editable, and what was
  // typed there became the whole content a save sent (and kept the sync from seeding the stored text).
  it('shows the stored body until the shared document has synced, and takes no edits into it before', async () => {
    renderEditor(7, { EditorArticle: () => ({ data: { article: storedArticle({ status: 'draft' }) } }) });
    expect(await screen.findByDisplayValue('Winter Showcase Date Announced')).toBeInTheDocument();
    const body = screen.getByRole('textbox', { name: 'Article content' });
    await waitFor(() => expect(body).toHaveTextContent('Mark your calendars.'));
    expect(body).toHaveAttribute('contenteditable', 'false');
  });
});

describe('opening a stored article after the session expired', () => {
  it('offers the login dialog and then loads the article', async () => {
    const user = userEvent.setup({ delay: null });
    let loggedIn = false;
    stubFetch({
      'GET /api/auth/me': { status: 401, body: { error: 'Log in first' } },
      'GET /api/ai/keywords': { status: 200, body: [] },
      'GET /api/ai/trending-topics': { status: 200, body: [] },
    });
    const respond: Respond = (op) => {
      if (op.operationName === 'EditorCategories') return { data: { categories } };
      if (op.operationName === 'EditorSchedulingRules') return { data: { schedulingRules: graphSchedulingRules } };
      // As graph answers a reader: drafts are invisible without an editor.
      if (op.operationName === 'EditorArticle')
        return { data: { article: loggedIn ? storedArticle({ status: 'draft' }) : null } };
      return { data: null };
    };
    renderWithApp(<ArticleEditor articleId={7} onLeave={jest.fn()} />, { respond });

    const dialog = await screen.findByRole('dialog', { name: 'Log In to Savepoint' });
    stubFetch({
      'GET /api/auth/me': { status: 200, body: editor },
      'POST /api/auth/login': { status: 200, body: editor },
      'GET /api/ai/keywords': { status: 200, body: [] },
      'GET /api/ai/trending-topics': { status: 200, body: [] },
    });
    loggedIn = true;
    await user.type(within(dialog).getByLabelText('Username'), 'admin');
    await user.type(within(dialog).getByLabelText('Password'), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));

    expect(await screen.findByDisplayValue('Winter Showcase Date Announced')).toBeInTheDocument();
  });

  it('says the article is gone when the session is still valid', async () => {
    const { restCalls } = renderEditor(7, { EditorArticle: () => ({ data: { article: null } }) });
    expect(await screen.findByText('Article Not Found')).toBeInTheDocument();
    // The provider asks once at start; the editor asks again before deciding not to offer a login.
    await waitFor(() => expect(restCalls.filter((c) => c.url === '/api/auth/me')).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Log In to Savepoint' })).not.toBeInTheDocument();
  });
});

describe('saving', () => {
  const title = 'Patch 1.2 Review';
  const content = '<p>Frame pacing is finally fixed.</p>';
  const created = storedArticle({
    id: 12,
    title,
    slug: 'patch-1-2-review',
    content,
    categorySlug: 'review',
    tagNames: ['performance', 'pc'],
  });
  const expiredSession = { errors: [{ message: 'Log in first', extensions: { code: 'UNAUTHENTICATED' } }] };

  async function fillAndPublish(user: ReturnType<typeof userEvent.setup>) {
    await fill(user, await screen.findByRole('textbox', { name: 'Title' }), title);
    await chooseCategory(user, 'Review');
    await fill(user, screen.getByRole('textbox', { name: 'Tags' }), ' performance, ,pc , ');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
  }

  it('publishes with trimmed tags, reports success and leaves the editor', async () => {
    const user = userEvent.setup({ delay: null });
    keepDraft({ content });
    const { onLeave, sent } = renderEditor(null, { EditorCreateArticle: () => ({ data: { createArticle: created } }) });
    await fillAndPublish(user);

    await waitFor(() => expect(onLeave).toHaveBeenCalled());
    expect(await screen.findByText('Article created successfully')).toBeInTheDocument();
    expect(sent.find((op) => op.operationName === 'EditorCreateArticle')?.variables).toEqual({
      input: {
        title,
        slug: 'patch-1-2-review',
        content,
        excerpt: null,
        category: 'review',
        tags: ['performance', 'pc'],
        featuredImage: null,
        metaDescription: null,
        status: 'published',
        scheduledFor: null,
        games: [],
        review: null,
        embargoUntil: null,
      },
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(loadLocalDraft('new')).toBeNull();
  });

  it("sends a review's game and verdict, and shows graph's refusal on the field it names", async () => {
    const user = userEvent.setup({ delay: null });
    keepDraft({ content });
    const reviewRules = {
      reviewScale: {
        __typename: 'ReviewScale',
        worst: 0,
        best: 10,
        step: 0.5,
        bands: [
          { __typename: 'ReviewBand', min: 9, label: 'Essential' },
          { __typename: 'ReviewBand', min: 0, label: 'Avoid' },
        ],
      },
      gamePlatforms: [{ __typename: 'Platform', id: 'pc', name: 'PC' }],
    };
    const game = { __typename: 'Game', id: 4, name: 'Starfall Odyssey', slug: 'starfall-odyssey', platforms: ['pc'] };
    let attempts = 0;
    const { onLeave, sent } = renderEditor(null, {
      EditorReviewRules: () => ({ data: reviewRules }),
      EditorGameSearch: () => ({ data: { games: { __typename: 'GamePage', games: [game] } } }),
      EditorCreateArticle: () =>
        (attempts += 1) === 1
          ? {
              errors: [
                {
                  message: 'Score goes in steps of 0.5 (7, 7.5, 8…)',
                  extensions: { code: 'BAD_USER_INPUT', field: 'review.score' },
                },
              ],
            }
          : { data: { createArticle: created } },
    });
    await fill(user, await screen.findByRole('textbox', { name: 'Title' }), title);
    expect(screen.queryByRole('region', { name: 'Review' })).not.toBeInTheDocument();
    await chooseCategory(user, 'Review');
    const panel = await screen.findByRole('region', { name: 'Review' });
    await fill(user, screen.getByRole('combobox', { name: 'Games' }), 'star');
    await user.click(await screen.findByRole('option', { name: 'Starfall Odyssey' }));
    await fill(user, within(panel).getByRole('spinbutton', { name: 'Score' }), '9.3');
    await fill(user, within(panel).getByRole('textbox', { name: 'Verdict' }), 'A triumph.');
    await user.click(within(panel).getByRole('button', { name: 'Add pro' }));
    await fill(user, within(panel).getByRole('textbox', { name: 'Pros line 1' }), 'Gorgeous art');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent('Score goes in steps of 0.5 (7, 7.5, 8…)');
    expect(within(panel).getByRole('spinbutton', { name: 'Score' })).toHaveAttribute('aria-invalid', 'true');
    expect(onLeave).not.toHaveBeenCalled();
    expect(sent.find((op) => op.operationName === 'EditorCreateArticle')?.variables.input).toMatchObject({
      category: 'review',
      games: [4],
      review: { score: 9.3, verdict: 'A triumph.', pros: ['Gorgeous art'], cons: [] },
    });

    await user.clear(within(panel).getByRole('spinbutton', { name: 'Score' }));
    await fill(user, within(panel).getByRole('spinbutton', { name: 'Score' }), '9.5');
    expect(within(panel).getByTestId('score-label')).toHaveTextContent('Essential');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(onLeave).toHaveBeenCalled());
    expect(sent.filter((op) => op.operationName === 'EditorCreateArticle').at(-1)?.variables.input).toMatchObject({
      games: [4],
      review: { score: 9.5 },
    });
    // A long walk through the whole form, each step re-rendering it: slow on a loaded machine.
  }, 120_000);

  it('opens the login dialog when the session expired, keeps the article, and saves it once logged in', async () => {
    const user = userEvent.setup({ delay: null });
    keepDraft({ content });
    let attempts = 0;
    const { onLeave, sent } = renderEditor(null, {
      EditorCreateArticle: () => (++attempts === 1 ? expiredSession : { data: { createArticle: created } }),
    });
    await fillAndPublish(user);

    const dialog = await screen.findByRole('dialog', { name: 'Log In to Savepoint' });
    expect(onLeave).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Username'), 'admin');
    await user.type(within(dialog).getByLabelText('Password'), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));

    await waitFor(() => expect(onLeave).toHaveBeenCalled());
    expect(attempts).toBe(2);
    expect(await screen.findByText('Article created successfully')).toBeInTheDocument();
    // The retry is the same create: same idempotency key, so graph can never make two.
    const keys = sent.filter((op) => op.operationName === 'EditorCreateArticle').map((op) => op.variables.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('saves the changed form over the article a lost answer made, when graph says the key made one', async () => {
    const user = userEvent.setup({ delay: null });
    keepDraft({ content });
    const lost = { errors: [{ message: 'Something went wrong on our side.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] };
    const reused = {
      errors: [
        {
          message: 'This idempotency key already created article 12 with other content',
          extensions: { code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey', articleId: 12 },
        },
      ],
    };
    let creates = 0;
    const { onLeave, sent } = renderEditor(null, {
      EditorCreateArticle: () => (++creates === 1 ? lost : reused),
      EditorUpdateArticle: (op) => {
        const { title: saved, slug } = op.variables.input as { title: string; slug: string };
        return { data: { updateArticle: { ...created, title: saved, slug } } };
      },
    });
    await fillAndPublish(user);
    expect(await screen.findByText(/^Failed to create article/)).toBeInTheDocument();
    expect(onLeave).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await fill(user, screen.getByRole('textbox', { name: 'Title' }), `${title}, revised`);
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(onLeave).toHaveBeenCalled());
    expect(await screen.findByText('Article created successfully')).toBeInTheDocument();
    const update = sent.find((op) => op.operationName === 'EditorUpdateArticle');
    expect(update?.variables).toMatchObject({ id: 12, input: { title: `${title}, revised`, status: 'published' } });
  });

  it('keeps the article in the editor and in this browser when the login is cancelled', async () => {
    const user = userEvent.setup({ delay: null });
    keepDraft({ content });
    const { onLeave } = renderEditor(null, { EditorCreateArticle: () => expiredSession });
    await fillAndPublish(user);

    const dialog = await screen.findByRole('dialog', { name: 'Log In to Savepoint' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('Failed to create article: Log in first')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onLeave).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    expect(loadLocalDraft('new')).toMatchObject({ title, category: 'review', content });
  });
});

describe("graph's refusal of a field", () => {
  it.each([
    ['Title', 'title', 'Title must contain at least one letter or digit'],
    ['Slug', 'slug', 'Slug may only contain lowercase letters, digits and single hyphens'],
    ['Tags', 'tags', 'Each tag must be at most 50 characters'],
    ['Featured image URL', 'featuredImage', 'Featured image must be an http(s) URL'],
  ])('is shown on the %s field, and the article stays in the editor', async (label, field, message) => {
    const user = userEvent.setup({ delay: null });
    const { onLeave } = renderEditor(7, {
      EditorArticle: () => ({ data: { article: storedArticle() } }),
      EditorUpdateArticle: () => ({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field } }] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));

    const input = await screen.findByRole('textbox', { name: label });
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(message);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Winter Showcase Date Announced');
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('is shown on the category it names', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor(7, {
      EditorArticle: () => ({ data: { article: storedArticle() } }),
      EditorUpdateArticle: () => ({
        errors: [{ message: 'Unknown category "news"', extensions: { code: 'BAD_USER_INPUT', field: 'category' } }],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));

    const category = screen.getByRole('combobox', { name: /category/i });
    await waitFor(() => expect(category.closest('.MuiFormControl-root')).toHaveTextContent('Unknown category "news"'));
    expect(category.closest('.MuiFormControl-root')?.querySelector('.Mui-error')).not.toBeNull();
  });
});

describe('what each role is offered', () => {
  const contributor = {
    id: 4,
    username: 'cora',
    displayName: 'Cora',
    role: 'contributor',
    capabilities: ['adminArticles', 'createArticle', 'updateArticle', 'autosaveArticle'],
  };

  it('a contributor writing a new article can save a draft but not publish or schedule it', async () => {
    renderEditor(null, {}, contributor);
    expect(await screen.findByRole('button', { name: 'Save Draft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Schedule for later' })).not.toBeInTheDocument();
  });

  it('an article graph says this account may not change is shown without any way to save it', async () => {
    renderEditor(
      7,
      { EditorArticle: () => ({ data: { article: storedArticle({ viewerCanUpdate: false, viewerCanPublish: false }) } }) },
      contributor,
    );
    expect(await screen.findByText('Your role may read this article but not change it.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Winter Showcase Date Announced');
    expect(screen.queryByRole('button', { name: 'Save Draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'History' })).not.toBeInTheDocument();
  });
});

describe('server autosave', () => {
  afterEach(() => jest.useRealTimers());
  // Timers advance with promises settling between them (the Async forms), inside act: an
  // autosave's answer settles the editor's mutation state within the test, not after it.

  const autosaving = () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    const { sent } = renderEditor(7, {
      EditorArticle: () => ({ data: { article: storedArticle() } }),
      EditorAutosave: () => ({
        data: { autosaveArticle: { __typename: 'ArticleRevision', id: 1, createdAt: '2026-11-20T10:00:30.000Z' } },
      }),
    });
    const autosaves = () => sent.filter((op) => op.operationName === 'EditorAutosave');
    return { user, autosaves };
  };

  it('keeps the open article on the server 3 seconds after a pause in editing, once per pause', async () => {
    const { user, autosaves } = autosaving();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(autosaves()).toHaveLength(0);

    await fill(user, title, ' (upd');
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    await fill(user, title, 'ated)');
    await act(() => jest.advanceTimersByTimeAsync(2_999));
    expect(autosaves()).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(autosaves()).toHaveLength(1));
    expect(autosaves()[0].variables).toEqual({
      articleId: 7,
      input: {
        title: 'Winter Showcase Date Announced (updated)',
        content: '<p>Mark your calendars.</p>',
        excerpt: '',
        metaDescription: '',
      },
    });

    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(autosaves()).toHaveLength(1);
  });

  it('editing without a pause is autosaved 30 seconds after the first change, then again at the pause', async () => {
    const { user, autosaves } = autosaving();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    // A change every 2 seconds for 40 seconds: never a 3-second pause.
    for (let second = 0; second < 40; second += 2) {
      await fill(user, title, '.');
      await act(() => jest.advanceTimersByTimeAsync(2_000));
    }
    await waitFor(() => expect(autosaves()).toHaveLength(1));
    await act(() => jest.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(autosaves()).toHaveLength(2));
    expect((autosaves()[1].variables as { input: { title: string } }).input.title).toBe(
      `Winter Showcase Date Announced${'.'.repeat(20)}`,
    );
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(autosaves()).toHaveLength(2);
  });
});
