import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@chakra-ui/react';
import { reportError } from '../../lib/error-reporting';
import { useRoutePattern } from '../../lib/route-pattern';
import { MessagePage } from './MessagePage';
import NotFoundPage from './NotFoundPage';

/** Error boundary of the router: a 404 response shows the not-found page, anything else a reload (and a report). */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The page that failed, which the layout never got to name.
  const route = useRoutePattern();
  useEffect(() => {
    if (notFound) return;
    console.error(error);
    reportError(error, { tags: { kind: 'render', route } });
  }, [error, notFound, route]);
  if (notFound) return <NotFoundPage />;
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
