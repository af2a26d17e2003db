import { renderStandalone, standaloneRoutes } from '@site/shared/standalone';
import { pages } from './pages';

void renderStandalone('mfe-forms', standaloneRoutes('mfe-forms', pages));
