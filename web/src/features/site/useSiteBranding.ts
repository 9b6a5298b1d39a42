import { useEffect } from 'react';
import { setSiteBrand } from '#web/shell/siteBrand';
import { useSiteData } from './siteData';

/** Brands the shell (header, login page, document title) with the site of this host (white label). */
export function useSiteBranding() {
  const site = useSiteData();
  useEffect(() => {
    if (!site.data) return;
    const { name, websiteData } = site.data;
    setSiteBrand({ name, title: websiteData.title || name });
  }, [site.data]);
  return site;
}
