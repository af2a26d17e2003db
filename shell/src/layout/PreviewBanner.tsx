import type { PreviewInfo } from '../ssr/siteData';
import classes from './PreviewBanner.module.css';

/**
 * Tells the one browser holding a preview pass that it is not seeing the live site, and which
 * versions it sees instead. "Exit preview" is a plain link: the gateway drops the pass's cookie.
 */
export function PreviewBanner({ preview }: { preview: PreviewInfo }) {
  const versions = Object.entries(preview.remotes)
    .map(([remote, version]) => `${remote} ${version}`)
    .join(', ');
  return (
    <aside className={classes.banner} aria-label="Preview">
      <span>
        Preview: <strong>{versions}</strong> (everything else is live)
      </span>
      <a className={classes.exit} href="/_preview/exit">
        Exit preview
      </a>
    </aside>
  );
}
