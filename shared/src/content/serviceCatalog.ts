import navigationMenu from './navigationMenu.json';
import type { NavigationMenu } from './types';

/**
 * The firm's services by category: the built-in `navigationMenu` document (navbar, services overview
 * and service pages use it when the content service has nothing). Data in navigationMenu.json, which
 * the seed dataset's `navigationMenu` document is made from too: the menu is written once.
 */
export const defaultNavigationMenu = navigationMenu satisfies NavigationMenu;

/** The 15 service slugs that answer at both /{slug} and /services/{slug}. */
export const serviceSlugs = defaultNavigationMenu.serviceCategories.flatMap((category) =>
  category.services.map((service) => service.slug),
);

/** GROQ for the navigation menu, shared by every app that lists the services. */
export const navigationMenuQuery = /* groq */ `*[_type == "navigationMenu"][0]{
  serviceCategories[]{ id, title, icon, description, services[]{ name, slug } }
}`;
