// Toasts (spec §9): one visible at a time, 5000 ms, swipe right past 50 px to dismiss, F8 focuses
// the area, at most 420 px wide; a dismissed toast is dropped from memory after 1,000,000 ms.
// State lives outside React so any code (hooks, mutation callbacks) can raise a toast.
// The area itself (Radix Toast, which implements those rules) is its own chunk, loaded with the
// first toast: most readers never see one.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../config/constants';

type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string): void {
  toasts.forEach((t) => {
    if (!id || t.id === id) scheduleRemoval(t.id);
  });
  emit(toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)));
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter += 1;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toast, dismiss: dismissToast, toasts: current };
}

const ToastArea = lazy(() => import('./toast-area'));

/** Rendered once by the app shell; the notification area loads once there is something to show. */
export function Toaster() {
  const { toasts: current } = useToast();
  if (current.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea toasts={current} onClose={dismissToast} />
    </Suspense>
  );
}
