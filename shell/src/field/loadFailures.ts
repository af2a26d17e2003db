import type { ErrorKind } from '@site/shared/field/beacon.mjs';
import { reportFieldError } from './fieldReporter';
import { stageOf } from './loadStages';

/** Errors already reported as a failed load, so the error boundary they reach does not count them again as a page's. */
const loadFailures = new WeakSet<object>();

/** A remote's module failed to load (or took too long): reported as its manifest's, entry's or chunk's failure. */
export function reportLoadFailure(remote: string, error: unknown): void {
  if (typeof error === 'object' && error !== null) loadFailures.add(error);
  reportFieldError(remote, stageOf(remote));
}

/** A page's error boundary caught `error`: a page that threw, unless it is a load failure already reported. */
export function reportPageError(remote: string, error: unknown, kind: ErrorKind = 'render'): void {
  if (typeof error === 'object' && error !== null && loadFailures.has(error)) return;
  reportFieldError(remote, kind);
}
