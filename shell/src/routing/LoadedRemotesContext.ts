import type { RemotePageId } from '@site/shared/contracts';
import { createContext, useContext, type ComponentType } from 'react';

/**
 * Page components already in hand before the first render: on the server, the page the gateway
 * loaded from the remote's live renderer; in the browser, the routed page loaded before hydration.
 * They render at once, so the server HTML hydrates without a loading state in between.
 */
export type LoadedRemotes = ReadonlyMap<RemotePageId, ComponentType>;

export const LoadedRemotesContext = createContext<LoadedRemotes>(new Map());

export const useLoadedRemote = (id: RemotePageId) => useContext(LoadedRemotesContext).get(id);
