import { ErrorPage } from './ErrorPage.tsx';

/** Unknown routes and unknown survey sub-pages. */
export function NotFoundPage() {
  return <ErrorPage showDashboardButton />;
}
