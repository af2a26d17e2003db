// @ts-check

/**
 * The page event a remote's development build dispatches after applying a hot update the page's React
 * could not refresh in place: a deployed site runs React's production build (`npm run dev -- <remote>
 * --site <url>`). `detail.remote` is the remote's package name; the shell renders that remote's
 * pages again from the updated code, without reloading the page.
 */
export const REMOTE_UPDATED_EVENT = 'site:remote-updated';
