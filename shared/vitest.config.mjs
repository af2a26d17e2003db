import { vitestProject } from './tooling/vitestProject.mjs';

export default vitestProject('shared');
