import { screen, within } from '@testing-library/react';
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
