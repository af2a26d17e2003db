import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../components/NotFoundPage';
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
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
