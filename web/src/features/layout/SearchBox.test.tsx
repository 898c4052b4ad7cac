import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SearchBox } from './SearchBox';
import { EditionIntlProvider } from '../../i18n/EditionIntlProvider';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderSearchBox(route = '/articles') {
  render(
    <MemoryRouter initialEntries={[route]}>
      <SearchBox />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: EditionIntlProvider },
  );
  return screen.getByRole('searchbox', { name: 'Search articles' });
}

describe('SearchBox', () => {
  it('searches for what the reader typed', () => {
    const box = renderSearchBox();
    fireEvent.change(box, { target: { value: 'Ashen Crown' } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByLabelText('location')).toHaveTextContent('/?search=Ashen%20Crown');
  });

  it('searches for words typed before hydration, which the field holds but the state does not', () => {
    const box = renderSearchBox();
    // Typed into the server's HTML before React took over: the DOM has it, React was never told.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, 'Ashen Crown');
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByLabelText('location')).toHaveTextContent('/?search=Ashen%20Crown');
  });
});

it('has a Search button, so the form can be sent without pressing Enter (voice control, switch access)', () => {
  const box = renderSearchBox();
  const button = screen.getByRole('button', { name: 'Search' });
  expect((button as HTMLButtonElement).type).toBe('submit');
  expect(button.closest('form')).toBe(box.closest('form'));
  fireEvent.change(box, { target: { value: 'Ashen Crown' } });
  fireEvent.click(button);
  expect(screen.getByLabelText('location')).toHaveTextContent('/?search=Ashen%20Crown');
});
