import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../../lib/toast';
import { renderWithApp, stubFetch } from '../../../testing/render';
import { TagsTab } from './TagsTab';

const industry = { __typename: 'Tag', id: 7, name: 'Industry', description: null, articleCount: 3 };

beforeEach(() => {
  dismissToast();
  stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'ed', displayName: 'Ed', role: 'editor' } } });
});

it("saves a tag's name in another edition, and an emptied name removes it", async () => {
  const user = userEvent.setup({ delay: null });
  let stored: { language: string; name: string }[] = [{ language: 'de', name: 'Branche' }];
  const tag = () => ({
    __typename: 'Tag',
    id: 7,
    name: 'Industry',
    names: stored.map((n) => ({ __typename: 'LocalizedName', ...n })),
  });
  const { sent } = renderWithApp(<TagsTab />, {
    respond: (op) => {
      if (op.operationName === 'TagEditions')
        return {
          data: {
            editions: [
              { __typename: 'Edition', language: 'en', name: 'English', isDefault: true },
              { __typename: 'Edition', language: 'de', name: 'Deutsch', isDefault: false },
            ],
            tag: tag(),
          },
        };
      if (op.operationName === 'TagEditionSave') {
        stored = op.variables.name ? [{ language: 'de', name: String(op.variables.name) }] : [];
        return { data: { setTagName: tag() } };
      }
      return { data: { tags: [industry] } };
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Editions of tag Industry' }));
  const german = await screen.findByRole('region', { name: 'Deutsch' });
  const name = within(german).getByRole('textbox', { name: 'Name in Deutsch' });
  expect(name).toHaveValue('Branche');

  await user.clear(name);
  await user.click(within(german).getByRole('button', { name: 'Save Deutsch' }));
  expect(await screen.findByText('Deutsch saved')).toBeInTheDocument();
  expect(sent.find((op) => op.operationName === 'TagEditionSave')?.variables).toEqual({ id: 7, language: 'de', name: '' });
  expect(name).toHaveValue('');
  expect(name).toHaveAccessibleDescription('Empty: “Industry”');
});
