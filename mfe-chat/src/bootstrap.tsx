import { renderStandalone } from '@site/shared/standalone';
import { standaloneRoutes } from './standaloneRoutes';

void renderStandalone('mfe-chat', standaloneRoutes);
