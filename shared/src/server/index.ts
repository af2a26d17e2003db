// Node-only helpers for server renderers. Never imported by browser code.
// First: asset URLs computed by the modules below must see the bundle's public path.
export * from './publicPath';
export * from './requestStore';
export * from './remoteServer';
