import { navigationMenu } from './navigationMenu.mjs';
import type { NavigationMenu } from './types';

/** The built-in `navigationMenu` document (written once, in navigationMenu.mjs, for the seed too). */
export const defaultNavigationMenu = navigationMenu satisfies NavigationMenu;

/** The 15 service slugs that answer at both /{slug} and /services/{slug}. */
export const serviceSlugs = defaultNavigationMenu.serviceCategories.flatMap((category) =>
  category.services.map((service) => service.slug),
);

/** GROQ for the navigation menu, shared by every app that lists the services. */
export const navigationMenuQuery = /* groq */ `*[_type == "navigationMenu"][0]{
  serviceCategories[]{ id, title, icon, description, services[]{ name, slug } }
}`;
