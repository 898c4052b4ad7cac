import { act, fireEvent, render, screen } from '@testing-library/react';
import { dismissToast, toast, Toaster } from './toast';

// The notification area is its own chunk, loaded with the first toast.
async function show(input: Parameters<typeof toast>[0]) {
  await act(async () => void toast(input));
  await screen.findByText(input.title);
}

describe('toasts (spec §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => dismissToast());
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('loads nothing until the first toast, then shows one toast at a time: a new one replaces the visible one', async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    await show({ title: 'First', description: 'one' });
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => void toast({ title: 'Second', description: 'two', variant: 'destructive' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.getByText('two')).toBeInTheDocument();
  });

  it('closes by itself after 5000 ms', async () => {
    render(<Toaster />);
    await show({ title: 'Saved' });
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('can be closed with its close button', async () => {
    render(<Toaster />);
    await show({ title: 'Closable' });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });

  it('F8 moves focus to the notification area', async () => {
    render(<Toaster />);
    await show({ title: 'Focus me' });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const region = screen.getByRole('region', { name: /Notification/ });
    expect(region.contains(document.activeElement)).toBe(true);
  });

  it('keeps the notification area at most 420 px wide', async () => {
    render(<Toaster />);
    await show({ title: 'Wide?' });
    const viewport = screen.getByRole('region', { name: /Notification/ }).querySelector('ol')!;
    expect(getComputedStyle(viewport).maxWidth).toBe('420px');
  });
});
