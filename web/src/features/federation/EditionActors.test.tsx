import { render, screen } from '@testing-library/react';
import { DEFAULT_PUBLICATION_FORMAT } from '../../lib/dates';
import { EditionActors } from './EditionActors';

const german = {
  identifier: 'savepoint-de',
  language: 'de',
  editionName: 'Deutsch',
  isDefault: false,
  handle: '@savepoint-de@savepoint.example',
  displayName: 'Savepoint (Deutsch)',
  followers: 0,
  pendingFollowers: 0,
  recentDeliveries: [],
};

it('says it is loading until the actors arrive', () => {
  render(<EditionActors actors={undefined} format={DEFAULT_PUBLICATION_FORMAT} />);
  expect(screen.getByRole('status', { name: 'Loading the editions’ actors' })).toHaveAttribute('aria-busy', 'true');
});

it('says an actor that has sent nothing yet has sent nothing, under its own heading', () => {
  render(<EditionActors actors={[german]} format={DEFAULT_PUBLICATION_FORMAT} />);
  expect(screen.getByRole('heading', { name: 'Deutsch (de)' })).toBeInTheDocument();
  expect(screen.getByText('0 followers')).toBeInTheDocument();
  expect(screen.getByText('Nothing sent yet.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('names a delivery whose article was deleted since, and an answer to a follow', () => {
  const deliveries = [
    {
      id: 'd1',
      type: 'Delete',
      articleId: 9,
      articleTitle: null,
      createdAt: '2026-11-28T10:00:00.000Z',
      dispatchedAt: '2026-11-28T10:00:01.000Z',
      inboxes: 0,
    },
    {
      id: 'd2',
      type: 'Accept',
      articleId: null,
      articleTitle: null,
      createdAt: '2026-11-28T09:00:00.000Z',
      dispatchedAt: '2026-11-28T09:00:01.000Z',
      inboxes: 1,
    },
  ];
  render(<EditionActors actors={[{ ...german, recentDeliveries: deliveries }]} format={DEFAULT_PUBLICATION_FORMAT} />);
  expect(screen.getByText('Withdrawn: article 9 (deleted)')).toBeInTheDocument();
  expect(screen.getByText('Nobody to send to')).toBeInTheDocument();
  expect(screen.getByText('Follow accepted')).toBeInTheDocument();
  expect(screen.getByText('Sent to 1 inbox')).toBeInTheDocument();
});
