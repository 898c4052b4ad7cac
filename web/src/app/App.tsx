import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo';
import { AppProviders } from './AppProviders';
import { routes } from './routes';

const client = createApolloClient();
const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
