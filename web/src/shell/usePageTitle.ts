import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteBrand } from './siteBrand';

/** The document title: the route title plus the product name (the white-label site's title when set). */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const brand = useSiteBrand();
  useEffect(() => {
    const product = brand?.title || t('app.name');
    document.title = title ? `${title} - ${product}` : product;
  }, [title, t, brand]);
}
