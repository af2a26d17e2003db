// @ts-check
// How a kit and the code using it are read from source: by the kits' test beside this file, and by
// the build (`shared/tooling/kitsFilePlugin.mjs`) for the release gate.

/** The packages the shell provides as kits, and each kit's module in this folder. */
export const kitFiles = /** @type {Record<string, string>} */ ({
  '@mantine/core': 'mantineCore.ts',
  '@mantine/core/forms': 'mantineForms.ts',
  '@mantine/core/fields': 'mantineFields.ts',
  'react-router-dom': 'reactRouterDom.ts',
  '@sanity/image-url': 'sanityImageUrl.ts',
  '@portabletext/react': 'portableText.ts',
});

/**
 * Kits only the pages using them load: a file of their own in the shell's build, never part of the
 * boot, which the head of a page that consumes one preloads with the page's own files (`kits.json`).
 * Each is cut from a package (name -> package), under a name of its own or the package's: on the
 * server, which renders with the gateway's whole packages, and in tests, it is that package.
 */
export const onDemandKits = /** @type {Record<string, string>} */ ({
  '@mantine/core/forms': '@mantine/core',
  '@mantine/core/fields': '@mantine/core',
  '@portabletext/react': '@portabletext/react',
});

/**
 * The names a kit module exports: its one `export { … }` list, and any `export const` (a component
 * the kit loads on demand, Mantine's provider).
 * @param {string} source
 */
export function kitExportsOf(source) {
  const list = source.match(/export\s*\{([^}]*)\}/)?.[1] ?? '';
  return [
    ...list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    ...[...source.matchAll(/export\s+const\s+(\w+)/g)].map(([, name]) => name),
  ];
}

/** The values (not types) a module's source imports from a package, under their exported names. @param {string} source @param {string} pkg */
export function valueImportsOf(source, pkg) {
  /** @type {string[]} */
  const names = [];
  for (const [, typeOnly, list, from] of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    if (from !== pkg || typeOnly) continue;
    for (const entry of list.split(',').map((name) => name.trim())) {
      if (entry && !entry.startsWith('type ')) names.push(entry.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}
