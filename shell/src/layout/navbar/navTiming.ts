/** Dropdowns and submenus close this long after the pointer leaves: time to cross the gap to a submenu. */
export const MENU_CLOSE_DELAY = 100;
/** The bar turns opaque once scrolled more than this (50 px). */
export const SCROLL_THRESHOLD = 50;
