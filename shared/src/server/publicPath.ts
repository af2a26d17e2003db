declare const __non_webpack_require__: (id: string) => unknown;
declare let __webpack_public_path__: string;

/**
 * Where this server bundle's assets (images) are served: the gateway answers it through the
 * bundle's `require` as it loads the bundle (`site:public-path`), the remote's versioned folder. It
 * must be set before any module computes an asset URL, so `index.ts` imports this file first (and
 * `package.json` lists both under `sideEffects`, so the bundler keeps them and their order).
 */
export const PUBLIC_PATH_REQUEST = 'site:public-path';

__webpack_public_path__ = String(__non_webpack_require__(PUBLIC_PATH_REQUEST) ?? '');
