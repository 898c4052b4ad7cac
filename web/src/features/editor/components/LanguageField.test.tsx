import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithApp, stubFetch, type Respond } from '../../../testing/render';
import { LanguageField } from './LanguageField';

const EDITIONS = [
  { __typename: 'Edition', language: 'en', name: 'English', isDefault: true },
  { __typename: 'Edition', language: 'de', name: 'Deutsch', isDefault: false },
];

function Form({ onLanguage }: { onLanguage: (language: string) => void }) {
  const [language, setLanguage] = useState('');
  return (
    <LanguageField
      value={language}
      onChange={(next) => {
        setLanguage(next);
        onLanguage(next);
      }}
    />
  );
}

it('preselects the default edition for a new article and picks another', async () => {
  stubFetch({ 'GET /api/auth/me': { status: 200, body: { id: 1, username: 'ed', displayName: 'Ed', role: 'editor' } } });
  const respond: Respond = (op) =>
    op.operationName === 'BackOfficeEditions' ? { data: { editions: EDITIONS } } : { data: null };
  const chosen: string[] = [];
  renderWithApp(<Form onLanguage={(l) => chosen.push(l)} />, { respond });
  const select = await screen.findByRole('combobox', { name: 'Language' });
  expect(await screen.findByText('English (en)')).toBeInTheDocument();
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByRole('option', { name: 'Deutsch (de)' }));
  expect(chosen).toEqual(['de']);
  expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('Deutsch (de)');
});
