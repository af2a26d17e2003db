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

/** Errors an error boundary or React's root already reported, so the page's `error` listener (`pageErrors.ts`) does not count them again. */
const pageErrors = new WeakSet<object>();

/** Whether `error` was already reported as a failed load or a page's error. */
export const alreadyReported = (error: unknown): boolean => typeof error === 'object' && error !== null && (loadFailures.has(error) || pageErrors.has(error));

/** A page's error boundary caught `error`: a page that threw, unless it is a load failure already reported. */
export function reportPageError(remote: string, error: unknown, kind: ErrorKind = 'render'): void {
  if (typeof error === 'object' && error !== null && loadFailures.has(error)) return;
  if (typeof error === 'object' && error !== null) pageErrors.add(error);
  reportFieldError(remote, kind);
}
