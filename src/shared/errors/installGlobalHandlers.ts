import { apologyStore } from './apologyStore';
import { reportError } from './reportError';

/**
 * Messages browsers raise without anything being broken: a ResizeObserver that skipped a frame,
 * and cross-origin script errors that carry no information at all.
 */
const harmless = [/ResizeObserver loop/, /^Script error\.?$/];

export const isHarmless = (message: string): boolean => harmless.some((pattern) => pattern.test(message));

/** Reports uncaught errors and unhandled rejections, then shows the apology page. */
export function installGlobalErrorHandlers(target: Window = window, report = reportError): () => void {
  const onError = (event: ErrorEvent) => {
    if (isHarmless(event.message ?? '')) return;
    void report(event.error ?? event.message);
    apologyStore.show();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    void report(event.reason);
    apologyStore.show();
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
