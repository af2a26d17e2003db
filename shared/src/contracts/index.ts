import type { ComponentType } from 'react';
import { remotePages, remoteWidgets, type RemoteName } from './remotes.mjs';

/**
 * The contract between the shell and the remotes: every module a remote exposes, by the id the shell
 * loads it with. Remotes type their exposed files against these; the shell loads against them, and
 * `tsc` checks both sides.
 */

/** A routed page. It reads its route params from the shell's router (`useParams`). */
export type RemotePage = ComponentType;

/** The floating chat widget, rendered once by the shell outside the routed area. */
export type RemoteWidget = ComponentType;

export interface RemoteModule<C = ComponentType> {
  default: C;
}

export type RemotePageId = {
  [R in RemoteName]: `${R}/${(typeof remotePages)[R][number]}`;
}[RemoteName];

export type RemoteWidgetId = {
  [R in keyof typeof remoteWidgets]: `${R}/${(typeof remoteWidgets)[R][number]}`;
}[keyof typeof remoteWidgets];

export type { RemoteName };
export { remotePages, remoteWidgets, remoteNames, exposesOf, containerName, isCompatibleVersion } from './remotes.mjs';
