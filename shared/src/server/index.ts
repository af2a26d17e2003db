// Node-only helpers for server renderers. Never imported by browser code.
export * from './requestStore';
