import { vitestProject } from '../shared/build/vitestProject.mjs';

export default vitestProject('scripts');
