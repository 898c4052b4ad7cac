import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { dismissToast } from '../../../lib/toast';
import { renderWithApp, stubFetch, type Respond } from '../../../testing/render';
import type { PickedGame } from '../article-form';
import { GamePicker } from './GamePicker';

const platforms = [
  { id: 'pc', name: 'PC' },
  { id: 'ps5', name: 'PlayStation 5' },
];
const game = (id: number, name: string, slug: string, p: string[]) => ({ __typename: 'Game', id, name, slug, platforms: p });
const catalogue = [
  game(1, 'Starfall Odyssey', 'starfall-odyssey', ['pc']),
  game(2, 'Neon Drift Rally', 'neon-drift-rally', ['ps5']),
];

function Harness({ onPicked }: { onPicked: (games: PickedGame[]) => void }) {
  const [games, setGames] = useState<PickedGame[]>([]);
  return (
    <GamePicker
      value={games}
      platforms={platforms}
      onChange={(next) => {
        setGames(next);
        onPicked(next);
      }}
    />
  );
}

function renderPicker(role: string) {
  stubFetch({
    'GET /api/auth/me': {
      status: 200,
      body: { id: 1, username: 'u', displayName: 'U', role, capabilities: role === 'editor' ? ['createGame'] : [] },
    },
  });
  const respond: Respond = (op) => {
    if (op.operationName === 'EditorGameSearch') {
      const search = String(op.variables.search ?? '').toLowerCase();
      return {
        data: { games: { __typename: 'GamePage', games: catalogue.filter((g) => g.name.toLowerCase().includes(search)) } },
      };
    }
    if (op.operationName === 'EditorCreateGame') {
      const input = op.variables.input as { name: string; platforms: string[] };
      return { data: { createGame: game(3, input.name, 'ember-vale', input.platforms) } };
    }
    return { data: null };
  };
  const onPicked = jest.fn();
  const view = renderWithApp(<Harness onPicked={onPicked} />, { respond });
  return { ...view, onPicked };
}

beforeEach(() => dismissToast());

it('searches games by name and picks several', async () => {
  const user = userEvent.setup({ delay: null });
  const { onPicked, sent } = renderPicker('author');
  const box = screen.getByRole('combobox', { name: 'Games' });
  await user.type(box, 'neon');
  await user.click(await screen.findByRole('option', { name: 'Neon Drift Rally' }));
  await user.type(box, 'star');
  await user.click(await screen.findByRole('option', { name: 'Starfall Odyssey' }));
  expect(onPicked).toHaveBeenLastCalledWith([
    { id: 2, name: 'Neon Drift Rally', slug: 'neon-drift-rally', platforms: ['ps5'] },
    { id: 1, name: 'Starfall Odyssey', slug: 'starfall-odyssey', platforms: ['pc'] },
  ]);
  expect(sent.filter((op) => op.operationName === 'EditorGameSearch').map((op) => op.variables.search)).toContain('neon');
  // An author may link games but not add them to the database.
  expect(screen.queryByRole('button', { name: 'New game' })).not.toBeInTheDocument();
});

it('creates a game inline with its platforms and picks it, for roles that may', async () => {
  const user = userEvent.setup({ delay: null });
  const { onPicked, sent } = renderPicker('editor');
  await user.type(screen.getByRole('combobox', { name: 'Games' }), 'Ember Vale');
  await user.click(await screen.findByRole('button', { name: 'New game' }));
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ember Vale');
  await user.click(screen.getByRole('checkbox', { name: 'PlayStation 5' }));
  await user.click(screen.getByRole('button', { name: 'Create game' }));
  await waitFor(() =>
    expect(onPicked).toHaveBeenLastCalledWith([{ id: 3, name: 'Ember Vale', slug: 'ember-vale', platforms: ['ps5'] }]),
  );
  expect(sent.find((op) => op.operationName === 'EditorCreateGame')?.variables).toEqual({
    input: { name: 'Ember Vale', platforms: ['ps5'] },
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
