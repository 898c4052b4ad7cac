import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../lib/toast';
import { renderWithApp, stubFetch, type Respond } from '../../testing/render';
import { GamesTab } from './GamesTab';

const game = (id: number, name: string, slug: string) => ({
  __typename: 'Game',
  id,
  name,
  slug,
  description: null,
  platforms: ['pc'],
  developers: [],
  publishers: [],
  franchise: null,
  genres: [],
  trailerUrl: null,
  coverImageId: null,
  coverImage: null,
  releases: [{ __typename: 'GameRelease', platform: 'pc', precision: 'quarter', value: '2027-Q2', label: 'Q2 2027' }],
});
const crown = game(1, 'Crown of Cinders', 'crown-of-cinders');
const dupe = game(2, 'Crown Of Cinders', 'crown-of-cinders-2');

function renderTab(extra: Record<string, Respond> = {}) {
  stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'ed', displayName: 'Ed', role: 'editor' } } });
  const respond: Respond = (op) => {
    if (extra[op.operationName]) return extra[op.operationName](op);
    if (op.operationName === 'GamesTabList') {
      return {
        data: {
          games: { __typename: 'GamePage', totalCount: 2, games: [crown, dupe] },
          gamePlatforms: [{ __typename: 'Platform', id: 'pc', name: 'PC' }],
        },
      };
    }
    if (op.operationName === 'GamesTabSearch') {
      return {
        data: {
          games: {
            __typename: 'GamePage',
            games: [crown, dupe].map(({ id, name, slug }) => ({ __typename: 'Game', id, name, slug })),
          },
        },
      };
    }
    return { data: null };
  };
  return renderWithApp(<GamesTab />, { respond });
}

beforeEach(() => dismissToast());

it('lists games with their release dates and filters by search and platform', async () => {
  const user = userEvent.setup({ delay: null });
  const { sent } = renderTab();
  const table = await screen.findByRole('table', { name: 'Games' });
  expect(within(table).getByText('Crown of Cinders')).toBeInTheDocument();
  expect(within(table).getAllByText('PC: Q2 2027')).toHaveLength(2);
  await user.type(screen.getByRole('textbox', { name: 'Search games' }), 'crown');
  await user.click(screen.getByRole('combobox', { name: 'Platform' }));
  await user.click(await screen.findByRole('option', { name: 'PC' }));
  await waitFor(() =>
    expect(sent.filter((op) => op.operationName === 'GamesTabList').at(-1)?.variables).toMatchObject({
      search: 'crown',
      platform: 'pc',
    }),
  );
});

it("shows graph's refusal to delete a linked game with the articles' count", async () => {
  const user = userEvent.setup({ delay: null });
  renderTab({
    DeleteGame: () => ({
      errors: [
        {
          message: '3 articles link to "Crown of Cinders"; unlink them before deleting the game',
          extensions: { code: 'CONFLICT' },
        },
      ],
    }),
  });
  await user.click(await screen.findByRole('button', { name: 'Delete Crown of Cinders' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(/3 articles link to "Crown of Cinders"/)).toBeInTheDocument();
});

it('merges a picked duplicate into the game kept', async () => {
  const user = userEvent.setup({ delay: null });
  const { sent } = renderTab({ GamesTabMerge: () => ({ data: { mergeGames: crown } }) });
  await user.click(await screen.findByRole('button', { name: 'Merge into Crown of Cinders' }));
  const dialog = screen.getByRole('dialog', { name: 'Merge duplicate games' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Duplicate' }));
  await user.click(await screen.findByRole('option', { name: 'Crown Of Cinders' }));
  expect(dialog).toHaveTextContent('Keep Crown of Cinders; Crown Of Cinders is deleted.');
  await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
  await waitFor(() =>
    expect(sent.find((op) => op.operationName === 'GamesTabMerge')?.variables).toEqual({ survivorId: 1, duplicateId: 2 }),
  );
  expect(await screen.findByText('Merged Crown Of Cinders into Crown of Cinders')).toBeInTheDocument();
});

describe("graph's refusal of a game's field", () => {
  it('is shown on the field it names, and what was typed stays in the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    const message = 'Trailer must be a YouTube link (https://www.youtube.com/watch?v=… or https://youtu.be/…)';
    const { sent } = renderTab({
      GamesTabUpdate: () => ({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field: 'trailerUrl' } }] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Crown of Cinders' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Crown of Cinders' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Trailer' }), 'https://vimeo.com/1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent.some((op) => op.operationName === 'GamesTabUpdate')).toBe(true));
    const trailer = within(dialog).getByRole('textbox', { name: 'Trailer' });
    await waitFor(() => expect(trailer).toHaveAttribute('aria-invalid', 'true'));
    expect(trailer).toHaveAccessibleDescription(message);
    expect(trailer).toHaveValue('https://vimeo.com/1');
  });

  it("shows a refused release date beside the platforms' release dates", async () => {
    const user = userEvent.setup({ delay: null });
    const message = 'pc: 2027-Q5 is not a quarter (2027-Q1 … 2027-Q4)';
    renderTab({
      GamesTabUpdate: () => ({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field: 'releases' } }] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Crown of Cinders' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Crown of Cinders' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const releases = await within(dialog).findByRole('group', { name: 'Platforms and release dates' });
    expect(await within(releases).findByText(message)).toBeInTheDocument();
  });
});

describe("a game's name and description in the other editions", () => {
  const editions = {
    __typename: 'Query',
    editions: [
      { __typename: 'Edition', language: 'en', name: 'English', isDefault: true },
      { __typename: 'Edition', language: 'de', name: 'Deutsch', isDefault: false },
    ],
    game: {
      __typename: 'Game',
      id: 1,
      name: 'Crown of Cinders',
      description: '<p>A dark-fantasy RPG.</p>',
      names: [{ __typename: 'LocalizedName', language: 'de', name: 'Krone der Asche' }],
      descriptions: [],
    },
  };

  it('shows what each edition says and saves one edition at a time', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderTab({
      GameEditions: () => ({ data: editions }),
      GameEditionSave: (op) => ({
        data: {
          setGameEdition: {
            __typename: 'Game',
            id: 1,
            names: [{ __typename: 'LocalizedName', language: 'de', name: op.variables.name }],
            descriptions: [{ __typename: 'LocalizedDescription', language: 'de', description: op.variables.description }],
          },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Editions of Crown of Cinders' }));
    const dialog = screen.getByRole('dialog', { name: 'Crown of Cinders in other editions' });
    const german = await within(dialog).findByRole('region', { name: 'Deutsch' });
    expect(within(german).getByRole('textbox', { name: 'Name in Deutsch' })).toHaveValue('Krone der Asche');
    const save = within(german).getByRole('button', { name: 'Save Deutsch' });
    expect(save).toBeDisabled();
    await user.type(within(german).getByRole('textbox', { name: 'Description in Deutsch' }), '<p>Ein Dark-Fantasy-RPG.</p>');
    await user.click(save);
    await waitFor(() =>
      expect(sent.find((op) => op.operationName === 'GameEditionSave')?.variables).toEqual({
        id: 1,
        language: 'de',
        name: 'Krone der Asche',
        description: '<p>Ein Dark-Fantasy-RPG.</p>',
      }),
    );
    expect(await screen.findByText('Deutsch saved')).toBeInTheDocument();
    // The fields hold what graph stored: nothing left to save.
    expect(within(german).getByRole('textbox', { name: 'Description in Deutsch' })).toHaveValue('<p>Ein Dark-Fantasy-RPG.</p>');
    expect(save).toBeDisabled();
  });

  it("shows graph's refusal on the field it names, and keeps what was typed", async () => {
    const user = userEvent.setup({ delay: null });
    const message = 'Description must be at most 20,000 characters';
    renderTab({
      GameEditions: () => ({ data: editions }),
      GameEditionSave: () => ({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field: 'description' } }] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Editions of Crown of Cinders' }));
    const german = await screen.findByRole('region', { name: 'Deutsch' });
    const description = within(german).getByRole('textbox', { name: 'Description in Deutsch' });
    await user.type(description, '<p>Zu lang</p>');
    await user.click(within(german).getByRole('button', { name: 'Save Deutsch' }));
    await waitFor(() => expect(description).toHaveAttribute('aria-invalid', 'true'));
    expect(description).toHaveAccessibleDescription(message);
    expect(description).toHaveValue('<p>Zu lang</p>');
  });

  it('says when there is no other edition', async () => {
    const user = userEvent.setup({ delay: null });
    renderTab({ GameEditions: () => ({ data: { ...editions, editions: editions.editions.slice(0, 1) } }) });
    await user.click(await screen.findByRole('button', { name: 'Editions of Crown of Cinders' }));
    expect(await screen.findByText('No other editions yet: an admin adds them under Editions.')).toBeInTheDocument();
  });
});
