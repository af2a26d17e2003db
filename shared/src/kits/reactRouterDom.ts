// The part of React Router the site uses, provided to the share scope as `react-router-dom` (see the
// README beside this file): the package whole, with its data routers, is ~60 KB gzip.
export {
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useParams,
  useSearchParams,
} from '@site/complete/react-router-dom';
