import { createContext, useContext } from 'react';

export interface Toast {
  title: string;
  description?: string;
  severity?: 'success' | 'info' | 'warning' | 'error';
}

export type ShowToast = (toast: Toast) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/** Returns `showToast`; a new toast replaces the one on screen. */
export function useToast(): ShowToast {
  const showToast = useContext(ToastContext);
  if (!showToast) throw new Error('useToast must be used inside <ToastProvider>');
  return showToast;
}

/** Closes the toast on screen, e.g. the logged-out notice once the person has signed in again. */
export const ToastDismissContext = createContext<() => void>(() => undefined);

export function useDismissToast(): () => void {
  return useContext(ToastDismissContext);
}
