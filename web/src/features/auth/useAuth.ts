export { useAuth, type AuthContextValue } from './AuthProvider';
export type { Editor } from './auth-api';
