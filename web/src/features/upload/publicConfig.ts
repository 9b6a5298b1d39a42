import { type PublicConfig, publicConfig, uploadApi } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';

declare global {
  interface Window {
    __ONSITE_CONFIG__?: unknown;
  }
}

/** Where the server serves the public config script (spec §7 "jsconfig"). */
export const PUBLIC_CONFIG_URL = uploadApi.jsconfig.path;

/** Until the script has answered, stored files are shown from our own /storage/ (the local driver). */
export const DEFAULT_STORAGE_URL = '/storage/';

/**
 * Reads `window.__ONSITE_CONFIG__ = {...};` from the script's text without running it: the JSON after the
 * first `=`, checked against the contract.
 */
export function parsePublicConfig(script: string): PublicConfig {
  const start = script.indexOf('=');
  const end = script.lastIndexOf('}');
  if (start < 0 || end < start) throw new Error('jsconfig.js holds no configuration');
  return publicConfig.parse(JSON.parse(script.slice(start + 1, end + 1)));
}

export async function loadPublicConfig(doFetch: typeof fetch = fetch): Promise<PublicConfig> {
  const preset = publicConfig.safeParse(window.__ONSITE_CONFIG__);
  if (preset.success) return preset.data;
  const response = await doFetch(PUBLIC_CONFIG_URL, { headers: { Accept: 'application/javascript' } });
  if (!response.ok) throw new Error(`jsconfig.js answered ${response.status}`);
  const config = parsePublicConfig(await response.text());
  window.__ONSITE_CONFIG__ = config;
  return config;
}

export const publicConfigKey = ['publicConfig'] as const;

/** The storage base URL that stored keys are shown from. */
export function useStorageUrl(): string {
  const config = useQuery({
    queryKey: publicConfigKey,
    queryFn: () => loadPublicConfig(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  return config.data?.storage_url ?? DEFAULT_STORAGE_URL;
}
