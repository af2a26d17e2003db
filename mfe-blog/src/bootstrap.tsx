import { renderStandalone, standaloneRoutes } from '@site/shared/standalone';
import { pages } from './pages';

void renderStandalone('mfe-blog', standaloneRoutes('mfe-blog', pages));
