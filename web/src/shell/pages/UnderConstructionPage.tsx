import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../pageProps';

/** The page of a menu entry whose feature is not built yet: it says so, and shows no made-up data. */
export default function UnderConstructionPage({ title }: PageProps) {
  const { t } = useTranslation();
  return (
    <Result
      icon={<ToolOutlined style={{ color: 'var(--ant-color-primary)' }} />}
      title={title}
      subTitle={
        <>
          <div data-testid="under-construction">{t('page.building')}</div>
          <div>{t('page.buildingHint')}</div>
        </>
      }
      style={{ paddingTop: 64 }}
    />
  );
}
