import type { ErrorKind } from '@site/shared/field/beacon.mjs';

type LoadStage = Extract<ErrorKind, 'manifest' | 'entry' | 'chunk'>;

/**
 * How far each remote's loading has come: its manifest accepted (`remotesPointer`), its entry loaded
 * (the runtime's `fieldSignalPlugin`). A load that fails (or times out) failed at the stage it had reached.
 */
const stages = new Map<string, LoadStage>();

export const stageOf = (remote: string): LoadStage => stages.get(remote) ?? 'manifest';

export function reachStage(remote: string, stage: LoadStage): void {
  const order: LoadStage[] = ['manifest', 'entry', 'chunk'];
  if (order.indexOf(stage) > order.indexOf(stageOf(remote))) stages.set(remote, stage);
}

/** A remote registered afresh (a Retry) starts again from its manifest. */
export const resetStages = (remote: string) => stages.delete(remote);
