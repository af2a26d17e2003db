import { vitestProject } from '@site/shared/tooling/vitestProject.mjs';

export default vitestProject('gateway');
