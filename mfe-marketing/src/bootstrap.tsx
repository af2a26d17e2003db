import { renderStandalone, standaloneRoutes } from '@site/shared/standalone';
import { pages } from './pages';

void renderStandalone('mfe-marketing', standaloneRoutes('mfe-marketing', pages));
