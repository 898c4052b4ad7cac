import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { EditorArticleDocument, EditorCategoriesDocument, EditorCreateArticleDocument } from '../../gql/graphql';
import { ArticleEditor } from './ArticleEditor';
import { saveLocalDraft, loadLocalDraft } from './draft-storage';
import { emptyArticleForm, withTitle } from './article-form';
import { firstSchedulableParts } from './scheduling';

const toast = jest.fn();
jest.mock('../../lib/toast', () => ({ useToast: () => ({ toast }) }));
const openLogin = jest.fn<Promise<boolean>, []>();
jest.mock('../auth/useAuth', () => ({ useAuth: () => ({ openLogin, editor: null, loading: false, logout: jest.fn() }) }));
// The AI panel's REST calls are not what these tests are about.
jest.mock('./ai-api', () => ({
  fetchKeywordSuggestions: () => Promise.resolve([]),
  fetchTrendingTopics: () => Promise.resolve([]),
  generateArticle: jest.fn(),
  isSessionRefused: () => false,
}));

const categoriesMock: MockLink.MockedResponse = {
  request: { query: EditorCategoriesDocument },
  result: {
    data: {
      categories: [
        { __typename: 'Category', id: 1, name: 'Review', slug: 'review' },
        { __typename: 'Category', id: 2, name: 'News', slug: 'news' },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const storedArticle = (patch: Record<string, unknown> = {}) => ({
  __typename: 'Article',
  id: 7,
  title: 'Winter Showcase Date Announced',
  slug: 'winter-showcase-date-announced',
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
  ...patch,
});

function renderEditor(articleId: number | null, mocks: MockLink.MockedResponse[] = []) {
  const onLeave = jest.fn();
  render(
    <MockedProvider mocks={[categoriesMock, ...mocks]}>
      <ArticleEditor articleId={articleId} onLeave={onLeave} />
    </MockedProvider>,
  );
  return { onLeave };
}

/** A draft kept in this browser, as if the editor had typed the content before. */
function keepDraft(patch: Partial<ReturnType<typeof emptyArticleForm>>) {
  saveLocalDraft('new', { ...emptyArticleForm(new Date()), ...patch });
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
  toast.mockReset();
  openLogin.mockReset();
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
    // The current slot (rounded down) is never a minute ahead.
    const pastSlot = { ...firstSchedulableParts(new Date(now.getTime() - 10 * 60_000)) };
    keepDraft({ ...withTitle(emptyArticleForm(now), 'Too soon'), content: '<p>Body</p>', category: 'review', publishMode: 'scheduled', schedule: pastSlot });
    renderEditor(null);

    await user.click(await screen.findByRole('button', { name: 'Schedule' }));
    expect(toast).toHaveBeenCalledWith({
      title: 'Validation Error',
      description: 'Scheduled time must be at least 1 minute in the future',
      variant: 'destructive',
    });

    await user.clear(screen.getByLabelText('Date'));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Validation Error',
      description: 'Please select a scheduled date and time',
      variant: 'destructive',
    });
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
});

describe('editing a stored article', () => {
  it('reopens a scheduled article in scheduled mode on its date and time', async () => {
    const when = new Date();
    when.setDate(when.getDate() + 3);
    when.setHours(18, 45, 0, 0);
    renderEditor(7, [
      {
        request: { query: EditorArticleDocument, variables: { id: 7 } },
        result: { data: { article: storedArticle({ status: 'scheduled', scheduledFor: when.toISOString() }) } },
      },
    ]);

    expect(await screen.findByRole('radio', { name: 'Schedule for later' })).toBeChecked();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(screen.getByLabelText('Date')).toHaveValue(`${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}`);
    expect(screen.getByRole('combobox', { name: 'Hour' })).toHaveValue('18');
    expect(screen.getByRole('combobox', { name: 'Minute' })).toHaveValue('45');
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeEnabled();
  });
});

describe('saving', () => {
  const input = {
    title: 'Patch 1.2 Review',
    slug: 'patch-1-2-review',
    content: '<p>Frame pacing is finally fixed.</p>',
    excerpt: null,
    category: 'review',
    tags: ['performance', 'pc'],
    featuredImage: null,
    metaDescription: null,
    status: 'published',
    scheduledFor: null,
  };
  const created = storedArticle({ id: 12, title: input.title, slug: input.slug, content: input.content, categorySlug: 'review', tagNames: input.tags });

  async function fillAndPublish(user: ReturnType<typeof userEvent.setup>) {
    await fill(user, await screen.findByRole('textbox', { name: 'Title' }), input.title);
    await chooseCategory(user, 'Review');
    await fill(user, screen.getByRole('textbox', { name: 'Tags' }), ' performance, ,pc , ');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
  }

  it('publishes with trimmed tags, reports success and leaves the editor', async () => {
    const user = userEvent.setup({ delay: null });
    keepDraft({ content: input.content });
    const { onLeave } = renderEditor(null, [
      { request: { query: EditorCreateArticleDocument, variables: { input } }, result: { data: { createArticle: created } } },
    ]);
    await fillAndPublish(user);

    await waitFor(() => expect(onLeave).toHaveBeenCalled());
    expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Article created successfully' });
    expect(loadLocalDraft('new')).toBeNull();
  });

  it('opens the login dialog when the session expired, keeps the article, and saves it once logged in', async () => {
    const user = userEvent.setup({ delay: null });
    keepDraft({ content: input.content });
    openLogin.mockResolvedValue(true);
    const { onLeave } = renderEditor(null, [
      {
        request: { query: EditorCreateArticleDocument, variables: { input } },
        result: { errors: [new GraphQLError('Log in first', { extensions: { code: 'UNAUTHENTICATED' } })] },
      },
      { request: { query: EditorCreateArticleDocument, variables: { input } }, result: { data: { createArticle: created } } },
    ]);
    await fillAndPublish(user);

    await waitFor(() => expect(onLeave).toHaveBeenCalled());
    expect(openLogin).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Article created successfully' });
  });

  it('keeps the article in the editor and in this browser when the login is cancelled', async () => {
    const user = userEvent.setup({ delay: null });
    keepDraft({ content: input.content });
    openLogin.mockResolvedValue(false);
    const { onLeave } = renderEditor(null, [
      {
        request: { query: EditorCreateArticleDocument, variables: { input } },
        result: { errors: [new GraphQLError('Log in first', { extensions: { code: 'UNAUTHENTICATED' } })] },
      },
    ]);
    await fillAndPublish(user);

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to create article: Log in first',
        variant: 'destructive',
      }),
    );
    expect(onLeave).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(input.title);
    expect(loadLocalDraft('new')).toMatchObject({ title: input.title, category: 'review', content: input.content });
  });
});
