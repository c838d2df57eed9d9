import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../features/errors/NotFoundPage.tsx';
import { ServiceUnavailablePage } from '../features/errors/ServiceUnavailablePage.tsx';

/** Router-level failures: a 404 response shows the 404 page, anything else (a page bundle that
 * failed to load, a render error) the 503 variant. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return <ServiceUnavailablePage />;
}
