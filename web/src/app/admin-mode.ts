import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export interface AdminModeValue {
  adminOpen: boolean;
  openAdmin(): void;
  closeAdmin(): void;
}

const AdminModeContext = createContext<AdminModeValue | null>(null);

/** Admin mode is in-page, not a route (spec §2): the layout swaps the page for the admin chunk. */
export function AdminModeProvider({ children }: { children: ReactNode }) {
  const [adminOpen, setAdminOpen] = useState(false);
  const value = useMemo<AdminModeValue>(
    () => ({ adminOpen, openAdmin: () => setAdminOpen(true), closeAdmin: () => setAdminOpen(false) }),
    [adminOpen],
  );
  return <AdminModeContext.Provider value={value}>{children}</AdminModeContext.Provider>;
}

export function useAdminMode(): AdminModeValue {
  const value = useContext(AdminModeContext);
  if (!value) throw new Error('useAdminMode must be used inside <AdminModeProvider>');
  return value;
}
