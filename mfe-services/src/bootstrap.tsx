import { renderStandalone, standaloneRoutes } from '@site/shared/standalone';
import { pages } from './pages';

void renderStandalone('mfe-services', standaloneRoutes('mfe-services', pages));
