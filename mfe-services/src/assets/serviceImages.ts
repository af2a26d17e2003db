import appraisal from './appraisal.svg?file';
import audit from './audit.svg?file';
import automation from './automation.svg?file';
import lean from './lean.svg?file';
import network from './network.svg?file';
import operations from './operations.svg?file';
import project from './project.svg?file';
import security from './security.svg?file';
import software from './software.svg?file';
import strategy from './strategy.svg?file';
import support from './support.svg?file';
import training from './training.svg?file';

// The illustrations of the built-in service pages: files of their own (`?file`), which a page asks
// for only when it shows one, not base64 in a script; and a module of their own that no page with
// content carries (the browser asks for it beside a built-in page's copy: `content/builtInCopy.ts`).

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
