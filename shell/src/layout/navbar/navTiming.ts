/** Dropdowns and submenus close this long after the pointer leaves (spec: 100 ms). */
export const MENU_CLOSE_DELAY = 100;
/** The bar turns opaque once scrolled more than this (spec: 50 px). */
export const SCROLL_THRESHOLD = 50;
