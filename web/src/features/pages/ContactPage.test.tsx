import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithApp, stubFetch } from '../../testing/render';
import { ContactPage } from './ContactPage';

describe('ContactPage (spec §2)', () => {
  afterEach(() => jest.useRealTimers());

  it('pretends to send for about a second, then thanks the reader and clears the form without any request', async () => {
    const calls = stubFetch({ 'GET /api/auth/me': { status: 401, body: 'Unauthorized' } });
    const { sent } = renderWithApp(<ContactPage />);
    await act(async () => undefined);
    jest.useFakeTimers();
    const fields = ['Name', 'Email', 'Subject', 'Message'].map((label) => screen.getByRole('textbox', { name: label }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    fields.forEach((field, i) => fireEvent.change(field, { target: { value: `value ${i}` } }));
    fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(1000));
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
    fields.forEach((field) => expect(field).toHaveValue(''));
    expect(sent).toEqual([]);
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/me']);
  });

  it('requires every field', async () => {
    stubFetch({ 'GET /api/auth/me': { status: 401, body: 'Unauthorized' } });
    renderWithApp(<ContactPage />);
    await act(async () => undefined);
    ['Name', 'Email', 'Subject', 'Message'].forEach((label) =>
      expect(screen.getByRole('textbox', { name: label })).toBeRequired(),
    );
  });
});
