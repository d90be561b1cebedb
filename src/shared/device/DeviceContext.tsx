import { createContext, useContext, type ReactNode } from 'react';
import { session } from '../storage/safeStorage';
import { detectAppleDevice, detectWebview, type Device } from './detectDevice';

const DeviceContext = createContext<Device>({ isWebview: false, isAppleDevice: false });

/** Detects the device once, at start (a web view does not turn into a browser mid-session). */
export function detectCurrentDevice(): Device {
  const userAgent = navigator.userAgent;
  return {
    isWebview: detectWebview(userAgent, window.location.search, session),
    isAppleDevice: detectAppleDevice(userAgent),
  };
}

export function DeviceProvider({ device, children }: { device: Device; children: ReactNode }) {
  return <DeviceContext.Provider value={device}>{children}</DeviceContext.Provider>;
}

export const useDevice = (): Device => useContext(DeviceContext);
