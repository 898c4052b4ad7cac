// The notification area (spec §9) on Radix Toast: 5000 ms, swipe right past 50 px to dismiss, F8
// focuses the area, at most 420 px wide. Loaded by lib/toast.tsx with the first toast.
import * as RadixToast from '@radix-ui/react-toast';
import { Icon } from '../components/icons';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX, TOAST_VIEWPORT_MAX_WIDTH_PX } from '../config/constants';
import type { ToastItem } from './toast';
import './toast.css';

export default function ToastArea({ toasts, onClose }: { toasts: ToastItem[]; onClose(id: string): void }) {
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {toasts.map((t) => (
        <RadixToast.Root
          key={t.id}
          open={t.open}
          className="toast"
          data-variant={t.variant ?? 'default'}
          onOpenChange={(open) => {
            if (!open) onClose(t.id);
          }}
        >
          <RadixToast.Title className="toast-title">{t.title}</RadixToast.Title>
          {t.description ? <RadixToast.Description className="toast-description">{t.description}</RadixToast.Description> : null}
          <RadixToast.Close className="toast-close" aria-label="Close notification">
            <Icon name="close" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport hotkey={TOAST_HOTKEY} className="toast-viewport" style={{ maxWidth: TOAST_VIEWPORT_MAX_WIDTH_PX }} />
    </RadixToast.Provider>
  );
}
