// Toasts (spec §9): one visible at a time, 5000 ms, swipe right past 50 px to dismiss, F8 focuses
// the area, at most 420 px wide; a dismissed toast is dropped from memory after 1,000,000 ms.
// State lives outside React so any code (hooks, mutation callbacks) can raise a toast.
import * as RadixToast from '@radix-ui/react-toast';
import { styled } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useSyncExternalStore } from 'react';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VIEWPORT_MAX_WIDTH_PX,
} from '../config/constants';

type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

interface ToastItem extends ToastInput {
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

const Viewport = styled(RadixToast.Viewport)(({ theme }) => ({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: theme.zIndex.snackbar,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  width: '100%',
  maxWidth: TOAST_VIEWPORT_MAX_WIDTH_PX,
  margin: 0,
  padding: theme.spacing(2),
  listStyle: 'none',
  outline: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}` },
}));

const Root = styled(RadixToast.Root)(({ theme }) => ({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: theme.spacing(0.5, 1),
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  boxShadow: theme.shadows[6],
  '&[data-variant="destructive"]': {
    background: theme.palette.error.dark,
    borderColor: theme.palette.error.dark,
    color: theme.palette.error.contrastText,
  },
  '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
  '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: 'transform 200ms ease-out' },
  '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.light}`, outlineOffset: 2 },
}));

const Title = styled(RadixToast.Title)({ fontWeight: 700, gridColumn: 1 });
const Description = styled(RadixToast.Description)({ gridColumn: 1, fontSize: '0.9rem' });
const Close = styled(RadixToast.Close)(({ theme }) => ({
  gridColumn: 2,
  gridRow: '1 / span 2',
  alignSelf: 'start',
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: theme.shape.borderRadius,
  padding: 2,
  '&:focus-visible': { outline: `2px solid currentColor` },
}));

/** Rendered once by the app shell. */
export function Toaster() {
  const { toasts: current } = useToast();
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {current.map((t) => (
        <Root
          key={t.id}
          open={t.open}
          data-variant={t.variant ?? 'default'}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
        >
          <Title>{t.title}</Title>
          {t.description ? <Description>{t.description}</Description> : null}
          <Close aria-label="Close notification">
            <CloseIcon fontSize="small" />
          </Close>
        </Root>
      ))}
      <Viewport hotkey={TOAST_HOTKEY} />
    </RadixToast.Provider>
  );
}
