import { renderStandalone } from '@site/shared/standalone';
import { standaloneRoutes } from './standaloneRoutes';

void renderStandalone('mfe-forms', standaloneRoutes);
