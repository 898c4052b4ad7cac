import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp, stubFetch, type Respond } from '../../../testing/render';
import { TranslationsPanel } from './TranslationsPanel';

// The editor's translations (issue 46 item 6): the group with each member's language and status,
// "Source changed" with the source's diff, and Translate with graph's reasons and refusals shown.

const EDITIONS = [
  { __typename: 'Edition', language: 'en', name: 'English', isDefault: true },
  { __typename: 'Edition', language: 'de', name: 'Deutsch', isDefault: false },
  { __typename: 'Edition', language: 'es', name: 'Español', isDefault: false },
  { __typename: 'Edition', language: 'ja', name: '日本語', isDefault: false },
];
const member = (id: number, language: string, title: string, status: string, sourceChanged = false) => ({
  __typename: 'ArticleTranslation',
  id,
  language,
  slug: `story-${language}`,
  title,
  status,
  sourceChanged,
});
const MODES = [
  { __typename: 'TranslationModeOption', mode: 'copy', available: true, unavailableReason: null },
  {
    __typename: 'TranslationModeOption',
    mode: 'ai',
    available: false,
    unavailableReason: 'AI translation is unavailable: no OpenAI API key is configured (OPENAI_API_KEY). Use mode copy.',
  },
];
/** The dialogs are chunks of their own: the first one opened waits for its import. */
const LAZY = { timeout: 15_000 };
const revision = (id: number, title: string, content: string, kind = 'update') => ({
  __typename: 'ArticleRevision',
  id,
  articleId: 1,
  kind,
  title,
  content,
  excerpt: null,
  metaDescription: null,
  authorId: 1,
  createdAt: '2026-11-28T10:00:00.000Z',
});

function render(article: Record<string, unknown>, extra: Respond = () => ({ data: null })) {
  stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'ed', displayName: 'Ed', role: 'editor' } } });
  const respond: Respond = (op) => {
    if (op.operationName === 'BackOfficeEditions') return { data: { editions: EDITIONS } };
    if (op.operationName === 'EditorTranslations') return { data: { article: { __typename: 'Article', ...article } } };
    if (op.operationName === 'EditorTranslationModes') return { data: { translationModes: MODES } };
    return extra(op);
  };
  const opened: number[] = [];
  const result = renderWithApp(<TranslationsPanel articleId={1} onOpenArticle={(id) => opened.push(id)} />, { respond });
  return { ...result, opened };
}

const SOURCE = {
  id: 1,
  language: 'en',
  translatedFromId: null,
  sourceChanged: false,
  sourceRevisionSeen: null,
  translations: [member(2, 'de', 'Die Geschichte', 'draft', true), member(3, 'es', 'La historia', 'published')],
};

it('lists the translations with language and status, flags a stale one, and opens each', async () => {
  const { opened } = render(SOURCE);
  const rows = await screen.findAllByTestId('translation-row');
  expect(rows.map((r) => r.textContent)).toEqual([
    expect.stringMatching(/^Deutsch \(de\)Die GeschichteDraftSource changed/),
    expect.stringMatching(/^Español \(es\)La historiaPublished/),
  ]);
  expect(within(rows[1]).queryByText('Source changed')).toBeNull();
  expect(screen.getByTestId('article-language')).toHaveTextContent('Language: English (en)');
  fireEvent.click(screen.getByRole('button', { name: 'Open the Español translation' }));
  expect(opened).toEqual([3]);
});

it('translates into an edition the group lacks, by copy; AI drafts are off with graph’s reason', async () => {
  const { opened, sent } = render(SOURCE, (op) =>
    op.operationName === 'EditorTranslateArticle'
      ? { data: { translateArticle: { __typename: 'Article', id: 7, language: 'ja' } } }
      : { data: null },
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Translate' }));
  const dialog = await screen.findByRole('dialog', { name: 'Translate' }, LAZY);
  // Only Japanese is missing from the group (en is the article, de and es are translations).
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Edition' }));
  expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['日本語 (ja)']);
  fireEvent.click(screen.getByRole('option', { name: '日本語 (ja)' }));
  expect(await within(dialog).findByRole('radio', { name: 'AI draft' })).toBeDisabled();
  expect(within(dialog).getByRole('radio', { name: 'Copy' })).toBeChecked();
  expect(within(dialog).getByTestId('mode-unavailable-ai')).toHaveTextContent('OPENAI_API_KEY');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Translate' }));
  await waitFor(() => expect(opened).toEqual([7]));
  expect(sent.find((op) => op.operationName === 'EditorTranslateArticle')?.variables).toEqual({
    id: 1,
    language: 'ja',
    mode: 'copy',
  });
});

it('shows graph’s refusal on the field it names (409 on language)', async () => {
  render(SOURCE, (op) =>
    op.operationName === 'EditorTranslateArticle'
      ? {
          errors: [
            {
              message: 'The translation group has a ja article already',
              extensions: { code: 'CONFLICT', field: 'language' },
            },
          ],
        }
      : { data: null },
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Translate' }));
  const dialog = await screen.findByRole('dialog', { name: 'Translate' }, LAZY);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Translate' }));
  expect(await within(dialog).findByText('The translation group has a ja article already')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Translate' })).toBeInTheDocument();
});

it('says "Source changed" on a translation and shows the source’s diff since the revision it was made from', async () => {
  const { opened } = render(
    {
      id: 1,
      language: 'de',
      translatedFromId: 5,
      sourceChanged: true,
      sourceRevisionSeen: 40,
      translations: [member(5, 'en', 'The story', 'published')],
    },
    (op) =>
      op.operationName === 'ArticleRevisions'
        ? {
            data: {
              articleRevisions: [
                revision(43, 'The story', '<p>It rains today.</p>', 'autosave'),
                revision(42, 'The story', '<p>It snows today.</p>'),
                revision(40, 'The story', '<p>It snowed.</p>'),
              ],
            },
          }
        : { data: null },
  );
  expect(await screen.findByText('Source changed')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'View changes' }));
  const diff = await screen.findByRole('region', { name: 'Source changes' }, LAZY);
  await waitFor(() => expect(diff.querySelector('ins')?.textContent).toContain('snows today'));
  expect(diff.querySelector('del')?.textContent).toContain('snowed');
  // The autosave is not a change of the source.
  expect(diff.textContent).not.toContain('rains');
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  fireEvent.click(screen.getByRole('button', { name: 'Open the source' }));
  expect(opened).toEqual([5]);
});
