import type { PreviewInfo } from '../ssr/siteData';
import classes from './PreviewBanner.module.css';

/**
 * Tells the one browser holding a preview pass that it is not seeing the live site: an editor's
 * draft preview ("Draft preview — exit"), and/or which versions it sees instead, and/or the remote it
 * gets from a developer's dev server (a dev override) and from where. The exit is a plain
 * link: the gateway drops the pass's cookie.
 */
export function PreviewBanner({ preview }: { preview: PreviewInfo }) {
  const versions = Object.entries(preview.remotes)
    .map(([remote, version]) => `${remote} ${version}`)
    .join(', ');
  const dev = preview.dev ? (
    <span>
      Local: <strong>{preview.dev.remote}</strong> from <strong>{new URL(preview.dev.url).origin}</strong> (rendered in this browser only)
    </span>
  ) : null;
  if (preview.dev && !preview.drafts && !versions) {
    return (
      <aside className={classes.banner} aria-label="Dev override">
        {dev}
        <a className={classes.exit} href="/_preview/exit">
          Exit
        </a>
      </aside>
    );
  }
  if (preview.drafts) {
    return (
      <aside className={classes.banner} aria-label="Draft preview">
        <span>
          Draft preview —{' '}
          <a className={classes.exit} href="/_preview/exit">
            exit
          </a>
        </span>
        {versions ? (
          <span>
            Versions: <strong>{versions}</strong>
          </span>
        ) : null}
        {dev}
      </aside>
    );
  }
  return (
    <aside className={classes.banner} aria-label="Preview">
      <span>
        Preview: <strong>{versions}</strong> (everything else is live)
      </span>
      {dev}
      <a className={classes.exit} href="/_preview/exit">
        Exit preview
      </a>
    </aside>
  );
}
