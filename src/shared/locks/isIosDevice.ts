/**
 * iPhone or iPad, where Safari reports no position unless "Precise Location" is on for it. iPadOS
 * reports itself as a Mac, so a Mac with a touch screen counts too.
 */
export function isIosDevice(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export const isCurrentDeviceIos = (): boolean =>
  typeof navigator !== 'undefined' && isIosDevice(navigator.userAgent, navigator.maxTouchPoints ?? 0);
