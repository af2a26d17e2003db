import type { RemoteServerModule } from '../contracts';

/** A remote's server renderer: its pages and the paths it adds to the sitemap. */
export const remoteServer = (module: RemoteServerModule): RemoteServerModule => module;
