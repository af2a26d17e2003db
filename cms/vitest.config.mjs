import { vitestProject } from '@site/shared/build/vitestProject.mjs';

export default vitestProject('cms');
