// @ts-check

/** The store's lead a gateway holds while it purges the caches in front for live events. */
export const FRONT_PURGE_LEAD = 'live-front-purge';

/**
 * Which gateway of a cluster purges the caches in front (Varnish) for a live event: every gateway
 * hears each event and purges its own page cache, but one purge by tag reaches every copy in
 * front, so one gateway does it: the one holding the store's lead (`leadOnce`, an advisory lock on
 * PostgreSQL, a lock file on the files). It is taken at the first event that finds it free and held
 * while this gateway follows the content service; let go when its subscription drops (`release`),
 * or by the database when the process dies, so the next event another gateway hears finds it free.
 * A lead lost under a live holder (its database connection gone) can leave two purging for a
 * while: a second purge costs a request, never a page.
 * @param {{ leadOnce: import('../../store/store.mjs').Store['leadOnce'] }} store
 */
export function createFrontPurgeLead({ leadOnce }) {
  let held = false;
  /** @type {Promise<boolean> | undefined} */
  let deciding;
  /** @type {(() => void) | undefined} */
  let letGo;

  /** @returns {Promise<boolean>} whether this attempt took the lead (held until `release`) */
  const take = () =>
    new Promise((decided) => {
      leadOnce(FRONT_PURGE_LEAD, async () => {
        held = true;
        decided(true);
        await new Promise((released) => {
          letGo = () => released(undefined);
        });
        held = false;
        letGo = undefined;
        deciding = undefined;
      })
        .then((result) => decided(result.led))
        .catch(() => decided(false));
    });

  return {
    /** Whether this gateway purges the caches in front for the event at hand: it holds the lead, or took it now. */
    async mine() {
      if (held) return true;
      deciding ??= take();
      const mine = await deciding;
      // Not taken: asked again at the next event (the holder may have gone by then).
      if (!mine) deciding = undefined;
      return mine;
    },
    /** Lets the lead go (this gateway no longer hears events, or is closing): another takes it at its next event. */
    release() {
      letGo?.();
    },
  };
}
