// @ts-check
// The project runs on the Node of `.nvmrc` (Node 24 LTS). `npm install` puts that exact Node in
// `node_modules/.bin` from the registry's `node-linux-<arch>` package (an optional dependency, so
// only the machine's own is fetched), and npm scripts put that folder first on PATH: whatever Node
// ran npm, the scripts run on the project's (docs/decisions/0013). Imported first by every process
// entry (start, the cluster, dev, the tests, the bench), this stops one that runs on another Node,
// as on a machine with no such package, before anything else loads.
import { readFileSync } from 'node:fs';

/** The version `.nvmrc` names. */
export const wantedNode = () => readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim().replace(/^v/, '');

/**
 * What is wrong with running on `running` when `wanted` is the project's Node, or undefined.
 * @param {string} running @param {string} wanted
 */
export function nodeProblem(running, wanted) {
  if (running.split('.')[0] === wanted.split('.')[0]) return undefined;
  return (
    `This project runs on Node ${wanted} (.nvmrc); this is Node ${running}. On Linux x64 and arm64, ` +
    '`npm install` puts it in node_modules/.bin and `npm start`, `npm test` and every npm script use it; ' +
    'elsewhere, install it (`nvm install`) and run npm with it (docs/operations.md#node-24).'
  );
}

const problem = nodeProblem(process.versions.node, wantedNode());
if (problem) {
  console.error(problem);
  process.exit(1);
}
