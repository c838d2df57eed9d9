import { ErrorPage } from './ErrorPage.tsx';

/** Shown while the server cannot be reached: the 404 texts without the dashboard button. */
export function ServiceUnavailablePage() {
  return <ErrorPage showDashboardButton={false} />;
}
