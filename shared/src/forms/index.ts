export * from './relayClient';
