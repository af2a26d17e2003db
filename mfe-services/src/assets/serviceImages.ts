import appraisal from './appraisal.svg';
import audit from './audit.svg';
import automation from './automation.svg';
import lean from './lean.svg';
import network from './network.svg';
import operations from './operations.svg';
import project from './project.svg';
import security from './security.svg';
import software from './software.svg';
import strategy from './strategy.svg';
import support from './support.svg';
import training from './training.svg';

// The illustrations of the built-in service pages: small SVGs the build inlines, so they are a module
// of their own that no page with content carries (the browser asks for it beside a built-in page's
// copy: `content/builtInCopy.ts`).

/** Illustrations of the built-in service pages, by the keys `service-defaults.json` uses. */
export const serviceImages = {
  appraisal,
  audit,
  automation,
  lean,
  network,
  operations,
  project,
  security,
  software,
  strategy,
  support,
  training,
} as const;

export type ServiceImageKey = keyof typeof serviceImages;

export const isServiceImageKey = (key: string): key is ServiceImageKey => Object.hasOwn(serviceImages, key);
