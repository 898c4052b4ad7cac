import { useState } from 'react';

/**
 * Ask before deleting: `ask(row)` opens the confirmation, and `dialog` holds the ConfirmDialog's
 * open/onConfirm/onCancel. Confirming runs `remove` on the row and closes the dialog whatever the outcome.
 */
export function useConfirmDelete<T>(remove: (item: T) => Promise<unknown>) {
  const [pending, setPending] = useState<T | null>(null);

  const onConfirm = async () => {
    const item = pending;
    if (!item) return;
    await remove(item);
    setPending(null);
  };

  return {
    ask: (item: T) => setPending(item),
    dialog: { open: pending !== null, onConfirm, onCancel: () => setPending(null) },
  };
}
