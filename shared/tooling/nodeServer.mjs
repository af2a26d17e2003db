// @ts-check
// The Node helpers every server of the site uses (the gateway, the content service, the form relay,
// the chat service), behind one entry: a server imports them from here, never file by file.
export { createBoundedConcurrency } from './boundedConcurrency.mjs';
export { clientOf } from './clientAddress.mjs';
export { DRAIN_GRACE_MS, drainOnClose } from './drainOnClose.mjs';
export { listenUntilSignal } from './listenUntilSignal.mjs';
export { REQUEST_TIMEOUT_MESSAGE, REQUEST_TIMEOUT_MS, requestTimeoutOptions } from './requestTimeout.mjs';
