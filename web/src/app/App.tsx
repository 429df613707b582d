import { RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { ScreenLock } from '../components/ScreenLock';
import { Provider } from '../components/ui/provider';
import { Toaster } from '../components/ui/toaster';
import { apiCache } from '../lib/api-cache';
import { router } from './router';

/** SWR's cache is the per-user one, so a sign-out or a change of user leaves nothing to show. */
const swr = { provider: () => apiCache };

export function App() {
  return (
    <Provider>
      <SWRConfig value={swr}>
        <RouterProvider router={router} />
      </SWRConfig>
      <Toaster />
      <ScreenLock />
    </Provider>
  );
}
