import { NotFoundView } from '@site/shared/ui';
import { Navigate, Route, Routes } from 'react-router-dom';
import { pageNotFoundCopy } from '../content/notFoundCopy';
import { RemoteRoute } from './RemoteRoute';
import { redirects, routeTable } from './routeTable';

export function AppRoutes() {
  return (
    <Routes>
      {routeTable.map(({ path, page }) => (
        <Route key={path} path={path} element={<RemoteRoute page={page} />} />
      ))}
      {redirects.map(({ from, to }) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}
      <Route path="*" element={<NotFoundView {...pageNotFoundCopy} />} />
    </Routes>
  );
}
