import { useSyncExternalStore } from 'react';

/**
 * Whether the notification panel is open. The bell in the top bar and the drawer entry below 1264 px open
 * the same panel, which the bell renders; `returnFocusTo` is the control that opened it, so closing puts
 * the keyboard focus back there.
 */
type PanelState = { open: boolean; returnFocusTo: HTMLElement | null; auto?: boolean };

const CLOSED: PanelState = { open: false, returnFocusTo: null, auto: false };
let state: PanelState = CLOSED;
const listeners = new Set<() => void>();

function set(next: PanelState) {
  state = next;
  for (const listener of listeners) listener();
}

export const notificationPanel = {
  /** `auto`: opened by itself on page load, so it must not take the focus (decision 017). */
  open(returnFocusTo: HTMLElement | null, { auto = false }: { auto?: boolean } = {}) {
    set({ open: true, returnFocusTo, auto });
  },
  close() {
    if (state.open) set({ ...state, open: false });
  },
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function usePanelState(): PanelState {
  // The server renders the panel closed; it opens in the browser.
  return useSyncExternalStore(notificationPanel.subscribe, notificationPanel.get, () => CLOSED);
}
