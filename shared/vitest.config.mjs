import { vitestProject } from './build/vitestProject.mjs';

export default vitestProject('shared');
