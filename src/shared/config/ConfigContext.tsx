import { createContext, useContext, type ReactNode } from 'react';
import type { AppConfig } from '@contract/appConfig';
import { defaultAppConfig } from '@contract/appConfigDefaults';

const ConfigContext = createContext<AppConfig>(defaultAppConfig());

export function ConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export const useConfig = (): AppConfig => useContext(ConfigContext);
