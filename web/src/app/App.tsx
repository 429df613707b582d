import { RouterProvider } from 'react-router';
import { Provider } from '../components/ui/provider';
import { Toaster } from '../components/ui/toaster';
import { router } from './router';

export function App() {
  return (
    <Provider>
      <RouterProvider router={router} />
      <Toaster />
    </Provider>
  );
}
