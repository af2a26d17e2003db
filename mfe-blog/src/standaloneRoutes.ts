import type { StandaloneRoute } from '@site/shared/standalone';
import BlogListPage from './pages/BlogListPage';
import ArticlePage from './pages/ArticlePage';
import ResourcesPage from './pages/ResourcesPage';
import PoliciesPage from './pages/PoliciesPage';
import TermsPage from './pages/TermsPage';

/** The routes this remote answers when it runs alone (`npm run dev -w mfe-blog`). */
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/blog', Page: BlogListPage },
  { path: '/blog/:slug', Page: ArticlePage },
  { path: '/resources', Page: ResourcesPage },
  { path: '/policies', Page: PoliciesPage },
  { path: '/policies/:item', Page: PoliciesPage },
  { path: '/terms', Page: TermsPage },
  { path: '/terms/:item', Page: TermsPage },
];
