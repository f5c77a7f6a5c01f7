import { createContext, type ReactNode, useContext } from 'react';
import type { RootStore } from '../stores/root-store.js';

const StoresContext = createContext<RootStore | null>(null);

export function StoresProvider({ root, children }: { root: RootStore; children: ReactNode }) {
  return <StoresContext value={root}>{children}</StoresContext>;
}

/** The root store; components read it inside `observer` and call its actions, never the API. */
export function useStores(): RootStore {
  const root = useContext(StoresContext);
  if (!root) throw new Error('useStores() needs a <StoresProvider> above it');
  return root;
}
