import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../../lib/toast';
import { renderWithApp, stubFetch } from '../../../testing/render';
import { CategoriesTab } from './CategoriesTab';

const review = {
  __typename: 'Category',
  id: 2,
  name: 'Review',
  slug: 'review',
  description: null,
  color: '#16a34a',
  articleCount: 8,
};

beforeEach(() => {
  dismissToast();
  stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'admin', displayName: 'Admin', role: 'admin' } } });
});

it('offers the default colour #6b7280 for a new category', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<CategoriesTab />, { respond: () => ({ data: { categories: [review] } }) });
  await user.click(await screen.findByRole('button', { name: 'New Category' }));
  const dialog = screen.getByRole('dialog', { name: 'New Category' });
  expect(within(dialog).getByLabelText('Colour', { exact: true })).toHaveValue('#6b7280');
  expect(within(dialog).getByLabelText('Colour picker')).toHaveValue('#6b7280');
});

it("asks before deleting, and shows the server's reason when the delete is refused", async () => {
  const user = userEvent.setup({ delay: null });
  const { sent } = renderWithApp(<CategoriesTab />, {
    respond: (op) =>
      op.operationName === 'DeleteCategory'
        ? { errors: [{ message: 'Category "Review" still has 8 articles', extensions: { code: 'CONFLICT' } }] }
        : { data: { categories: [review] } },
  });
  await user.click(await screen.findByRole('button', { name: 'Delete category Review' }));
  expect(screen.getByText('Are you sure you want to delete this category?')).toBeInTheDocument();
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('Failed to delete category: Category "Review" still has 8 articles')).toBeInTheDocument();
  expect(sent.filter((op) => op.operationName === 'DeleteCategory')).toHaveLength(1);
  expect(screen.getByText('Review')).toBeInTheDocument();
});

describe('names in other editions', () => {
  const editions = [
    { __typename: 'Edition', language: 'en', name: 'English', isDefault: true },
    { __typename: 'Edition', language: 'de', name: 'Deutsch', isDefault: false },
    { __typename: 'Edition', language: 'ja', name: '日本語', isDefault: false },
  ];
  const answer = (names: { language: string; name: string }[]) => ({
    data: {
      editions,
      category: {
        __typename: 'Category',
        id: 2,
        name: 'Review',
        names: names.map((n) => ({ __typename: 'LocalizedName', ...n })),
      },
    },
  });

  it("shows each other edition's name and saves one edition at a time, then shows what graph kept", async () => {
    const user = userEvent.setup({ delay: null });
    const stored = [{ language: 'ja', name: 'レビュー' }];
    const { sent } = renderWithApp(<CategoriesTab />, {
      respond: (op) => {
        if (op.operationName === 'CategoryEditions') return answer(stored);
        if (op.operationName === 'CategoryEditionSave') {
          stored.push({ language: 'de', name: String(op.variables.name).trim() });
          return { data: { setCategoryName: answer(stored).data.category } };
        }
        return { data: { categories: [review] } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Editions of category Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Review in other editions' });
    const japanese = await within(dialog).findByRole('region', { name: '日本語' });
    // A built-in category: its name on reader pages is the site's own word in each edition.
    expect(
      within(dialog).getByText(
        'Reader pages name “Review” in each edition’s own words; a name here is what that edition’s newsletter calls it.',
      ),
    ).toBeInTheDocument();
    expect(within(japanese).getByRole('textbox', { name: 'Name in 日本語' })).toHaveValue('レビュー');
    const german = within(dialog).getByRole('region', { name: 'Deutsch' });
    const name = within(german).getByRole('textbox', { name: 'Name in Deutsch' });
    expect(name).toHaveValue('');
    expect(name).toHaveAccessibleDescription('Empty: “Review”');
    const save = within(german).getByRole('button', { name: 'Save Deutsch' });
    expect(save).toBeDisabled();

    await user.type(name, 'Tests ');
    await user.click(save);
    expect(await screen.findByText('Deutsch saved')).toBeInTheDocument();
    expect(sent.find((op) => op.operationName === 'CategoryEditionSave')?.variables).toEqual({
      id: 2,
      language: 'de',
      name: 'Tests ',
    });
    // What graph stored, trimmed: nothing left to save.
    expect(name).toHaveValue('Tests');
    expect(save).toBeDisabled();
  });

  it("shows graph's refusal of a name another category has there on the name, and keeps what was typed", async () => {
    const user = userEvent.setup({ delay: null });
    const message = 'Another category in de already has the slug "news"';
    renderWithApp(<CategoriesTab />, {
      respond: (op) => {
        if (op.operationName === 'CategoryEditions') return answer([]);
        if (op.operationName === 'CategoryEditionSave')
          return { errors: [{ message, extensions: { code: 'CONFLICT', field: 'slug' } }] };
        return { data: { categories: [review] } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Editions of category Review' }));
    const german = await screen.findByRole('region', { name: 'Deutsch' });
    const name = within(german).getByRole('textbox', { name: 'Name in Deutsch' });
    await user.type(name, 'News');
    await user.click(within(german).getByRole('button', { name: 'Save Deutsch' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(message);
    expect(name).toHaveValue('News');
    expect(await screen.findByText(`Failed to save Deutsch: ${message}`)).toBeInTheDocument();
  });

  it('offers no Editions button to whom graph would refuse', async () => {
    stubFetch({
      'GET /api/auth/me': {
        status: 200,
        body: { id: 3, username: 'ann', displayName: 'Ann', role: 'author', capabilities: ['createArticle'] },
      },
    });
    renderWithApp(<CategoriesTab />, { respond: () => ({ data: { categories: [review] } }) });
    expect(await screen.findByRole('button', { name: 'Edit category Review' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editions of category Review' })).not.toBeInTheDocument();
  });
});
