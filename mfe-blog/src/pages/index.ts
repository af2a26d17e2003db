import type { RemotePages } from '@site/shared/contracts';
import BlogListPage from './BlogListPage';
import ArticlePage from './ArticlePage';
import ResourcesPage from './ResourcesPage';
import PoliciesPage from './PoliciesPage';
import TermsPage from './TermsPage';

/** Every page this remote exposes, by its name in the contract: for its server renderer and its standalone runner. */
export const pages: RemotePages<'mfe-blog'> = {
  BlogListPage,
  ArticlePage,
  ResourcesPage,
  PoliciesPage,
  TermsPage,
};
