import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { browserLocation } from './browser-location.ts';
import { sitePath } from './site-path.ts';

/**
 * Follows a url the API answered with (a checkout, a payment page): a page of this app opens within the
 * app, anything else (a payment provider) as a full page load.
 */
export function useOpenUrl(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const path = sitePath(url);
      if (path) void navigate(path);
      else browserLocation.assign(url);
    },
    [navigate],
  );
}
