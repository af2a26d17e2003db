import { simulatedFalseAborts, simulatedPower } from './bench/canarySimulation.mjs';
import { falseAbortUpperBound } from './bench/canaryFalseAlarms.mjs';
const t = Date.now();
const aa = simulatedFalseAborts({ runs: 1000, log: console.log });
console.log(JSON.stringify(aa), 'upper', falseAbortUpperBound(aa.aborted, aa.runs), (Date.now() - t) / 1000, 's');
for (const [v, m] of [[2, 10], [2, 30], [10, 10], [10, 30]]) console.log(v, m, JSON.stringify(simulatedPower({ runs: 200, visitorsPerSecond: v, intervalMinutes: m })), (Date.now() - t) / 1000, 's');
