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

/** Every illustration is drawn at this size; the attributes reserve the space before it loads. */
export const serviceImageSize = { width: 640, height: 360 } as const;
