import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@chakra-ui/react';
import { MessagePage } from './MessagePage';
import NotFoundPage from './NotFoundPage';

/** Error boundary of the router: a 404 response shows the not-found page, anything else a reload. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <MessagePage
      fullPage
      title="Something went wrong"
      message="The page could not be shown. Reloading usually helps."
    >
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </MessagePage>
  );
}
