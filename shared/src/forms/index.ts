export type { RelayFields, RelayOutcome } from './relayClient';
export { sendToRelay } from './sendToRelay';
export * from './submissionAttempts';
