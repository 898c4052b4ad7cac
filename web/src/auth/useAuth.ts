export { useAuth } from './AuthProvider';
