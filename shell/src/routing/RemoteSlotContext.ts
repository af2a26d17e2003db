import { createContext, useContext } from 'react';

export interface RemoteSlot {
  /** Reads the pointer again and loads the remote afresh. */
  retry: () => void;
  retrying: boolean;
}

export const RemoteSlotContext = createContext<RemoteSlot>({ retry: () => window.location.reload(), retrying: false });

export const useRemoteSlot = () => useContext(RemoteSlotContext);
