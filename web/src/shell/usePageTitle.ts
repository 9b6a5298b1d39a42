import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The document title: the route title plus the product name. */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    const product = t('app.name');
    document.title = title ? `${title} - ${product}` : product;
  }, [title, t]);
}
