/**
 * When the page as a whole has hydrated: the shell, and every Suspense boundary of the routed page
 * that came as server HTML. React hydrates the shell first and each such boundary in a later pass
 * of its own (a boundary whose code is still loading, later still); until then a control inside it
 * is server HTML that React does not answer. `TrackedSuspense` holds the mark until its content has
 * hydrated; the shell marks the page (`<html data-hydrated>`) once nothing holds it.
 *
 * The shell and each remote bundle their own copy of this module, so the count lives on
 * `globalThis`, under a key every copy shares.
 */
interface PageHydration {
  /** Boundaries whose content has not hydrated yet. */
  pending: number;
  /** Called once, when the shell has hydrated and nothing is pending. */
  whenDone: (() => void) | null;
}

const KEY = Symbol.for('site.pageHydration');

function state(): PageHydration {
  const scope = globalThis as { [KEY]?: PageHydration };
  scope[KEY] ??= { pending: 0, whenDone: null };
  return scope[KEY];
}

function settleIfDone(current: PageHydration) {
  if (current.pending > 0 || !current.whenDone) return;
  const done = current.whenDone;
  current.whenDone = null;
  done();
}

/**
 * Holds the page's hydrated mark until the returned release is called (the boundary's content has
 * hydrated, or the boundary is gone). Releasing twice releases once.
 */
export function holdPageHydration(): () => void {
  const current = state();
  current.pending += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    current.pending -= 1;
    settleIfDone(current);
  };
}

/** For the shell, once it has hydrated: calls `done` when no boundary of the page holds the mark any more (at once if none does). */
export function whenPageHydrated(done: () => void): void {
  const current = state();
  current.whenDone = done;
  settleIfDone(current);
}
