export * from './relayClient';
export * from './submissionAttempts';
