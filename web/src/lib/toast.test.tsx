import { act, fireEvent, render, screen } from '@testing-library/react';
import { dismissToast, toast, Toaster } from './toast';

describe('toasts (spec §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => dismissToast());
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('shows one toast at a time: a new one replaces the visible one', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'First', description: 'one' }));
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => void toast({ title: 'Second', description: 'two', variant: 'destructive' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.getByText('two')).toBeInTheDocument();
  });

  it('closes by itself after 5000 ms', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Saved' }));
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('can be closed with its close button', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Closable' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });

  it('F8 moves focus to the notification area', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Focus me' }));
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const region = screen.getByRole('region', { name: /Notification/ });
    expect(region.contains(document.activeElement)).toBe(true);
  });

  it('keeps the notification area at most 420 px wide', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Wide?' }));
    const viewport = screen.getByRole('region', { name: /Notification/ }).querySelector('ol')!;
    expect(getComputedStyle(viewport).maxWidth).toBe('420px');
  });
});
