// @ts-check
// The gateway's public entry: everything outside `gateway/` (the command-line tools in `scripts/`,
// the release page's server in `releases/server/`, the end-to-end tests) imports from here, never a
// file inside. What is not exported here is the gateway's own business.

// Serving
export { createGateway } from './serve/gateway.mjs';
export { METRICS_PATH } from './serve/metrics/registerMetrics.mjs';
export { gatewayOptionsFromEnv, renderLimitsFromEnv } from './serve/optionsFromEnv.mjs';
export { ALL_PAGES_TAG, pageTags, PURGE_TAGS_HEADER, remoteTag, TAGS_HEADER } from './serve/contentPurge.mjs';
export { createComposer } from './serve/ssr/composer.mjs';
export { composePage, createPageContext } from './serve/ssr/composePage.mjs';
export { resolvePageRequest } from './serve/ssr/pageRequest.mjs';
export { packPage } from './serve/ssr/packedPage.mjs';
export { robotsTxt, sitemapXml, staticPaths } from './serve/ssr/sitemap.mjs';
export { isPublicShellFile, isPublicStoreFile } from './serve/publicFiles.mjs';
export { clientOf, createFailureCounter } from './serve/client/failureCounter.mjs';
export { defaultDataDir, defaultStoreDir, distDir, repoRoot } from './paths.mjs';

// Previews
export { PREVIEW_COOKIE, readPreviewPass, signPreviewPass } from './serve/delivery/previewPass.mjs';
export { previewSecret } from './serve/delivery/previewSecret.mjs';
export { sitePath } from './serve/delivery/sitePath.mjs';
export { BUCKET_COOKIE, BUCKET_MAX_AGE_S, bucketAtPoint, canarySide, sideHeader } from './serve/delivery/canarySide.mjs';
export {
  DEFAULT_DEV_ORIGINS,
  DEV_OVERRIDE_COOKIE,
  DEV_OVERRIDE_MAX_MS,
  devOverridesFromEnv,
  isAllowedDevUrl,
  readDevOverride,
  signDevOverride,
} from './serve/delivery/devOverride.mjs';

// The field signal
export { ANALYSIS_ACTOR } from './serve/field/canaryWatch.mjs';
export { rateVerdict } from './serve/field/canaryAnalysis.mjs';
export { DEFAULT_FIELD_CONFIG, fieldConfigFromEnv } from './store/fieldConfig.mjs';
export { canaryAnalyses, fieldDbPath, fieldSummary, openFieldStore, refusedReports } from './store/files/fieldStore.mjs';
export { FIELD_HEADER, fieldRows, refusedText } from './serve/field/fieldTable.mjs';
export { analysisView } from './serve/field/analysisView.mjs';

// The release state: one store, on the files or PostgreSQL (DATABASE_URL); docs/store.md
export { maskUrl, openStore, StoreUnavailableError } from './store/store.mjs';
export { openFileStore } from './store/files/fileStore.mjs';
export { copyStore } from './store/copyStore.mjs';
// For tests and the bench: a throw-away PostgreSQL of Debian's binaries.
export { startTempPostgres } from './store/testing/tempPostgres.mjs';

// The release store, the gate and the record
export { buildVersion, publish, publishedVersions } from './store/versions.mjs';
export { ENVIRONMENTS, previousVersion, STORE_URL_PREFIX } from './store/pointer.mjs';
export { readPointer, writePointer } from './store/files/pointerFile.mjs';
export { gatedSwitch } from './release/gate.mjs';
export { PREFLIGHT_LIMITS, preflightTable, runPreflight } from './release/preflight.mjs';
export { hooksEnabled, measureOwnTime } from './runtime/renderCost.mjs';
export { formatInterval, parseInterval, parseSteps } from './release/canarySteps.mjs';
export { cannotRunUnderShell, checkKitExports, checkRemoteHealth, checkSharedProvided } from './release/health.mjs';
export { appendAudit, readAudit } from './store/files/auditLog.mjs';
export { currentActor, sessionEntry } from './store/audit.mjs';
export { openTrustRecords } from './store/files/trustRecords.mjs';
export { checkMetricsToken, checkToken, isMetricsToken, issueMetricsToken, issueToken, tokenActor } from './release/teamTokens.mjs';
export { receiveVersion, UploadRefused } from './release/receiveVersion.mjs';
export { DEFAULT_UPLOAD_LIMITS, packFolder, uploadLimitsFromEnv } from './release/versionArchive.mjs';
export { shellReactVersion } from './release/hostReact.mjs';

/**
 * @typedef {import('./serve/gateway.mjs').GatewayPlugin} GatewayPlugin
 * @typedef {import('./serve/contentPurge.mjs').Announcements} Announcements
 * @typedef {import('./serve/ssr/composePage.mjs').RenderLimits} RenderLimits
 * @typedef {import('./store/fieldConfig.mjs').FieldConfig} FieldConfig
 * @typedef {import('./serve/delivery/devOverride.mjs').DevOverrideConfig} DevOverrideConfig
 * @typedef {import('./store/pointer.mjs').Pointer} Pointer
 * @typedef {import('./store/pointer.mjs').Canary} Canary
 * @typedef {import('./store/pointer.mjs').Environment} Environment
 * @typedef {import('./store/audit.mjs').AuditEntry} AuditEntry
 * @typedef {import('./store/files/trustRecords.mjs').TrustRecords} TrustRecords
 * @typedef {import('./release/renderCheck.mjs').RenderContent} RenderContent
 * @typedef {import('./store/files/trustRecords.mjs').TokenRecord} TokenRecord
 * @typedef {import('./release/versionArchive.mjs').UploadLimits} UploadLimits
 * @typedef {import('./store/store.mjs').Store} Store
 * @typedef {import('./store/store.mjs').TrustStore} TrustStore
 */
